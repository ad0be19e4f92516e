import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWizard } from './wizard-context';

export interface WizardActionsProps {
  /** the back button's text; it opens the previous step. No back button without it. */
  backLabel?: string;
  /** the forward action(s) */
  children?: ReactNode;
}

/** The row under a step: back on the left, forward on the right; stacked on phones, forward on top. */
export function WizardActions({ backLabel, children }: WizardActionsProps) {
  const { step, openStep } = useWizard();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: backLabel ? 'space-between' : 'flex-end',
      }}
    >
      {backLabel ? <Button onClick={() => openStep(step - 1)}>{backLabel}</Button> : null}
      {children}
    </Box>
  );
}
