import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormAlert } from '../form-alert';

export interface StepFormProps {
  busy: boolean;
  alert: string | null;
  /** Called on submit (the browser's own submit is prevented); the step checks its fields first. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The main button's words; 'Continue' unless told. */
  submitLabel?: string;
  /** A button between the main one and Cancel (e.g. "Send a new code"). */
  secondary?: ReactNode;
  children: ReactNode;
}

/** The frame of a sign-in step: its failure, its fields, then Continue (and any second button) and Cancel. */
export function StepForm({
  busy,
  alert,
  onSubmit,
  onCancel,
  submitLabel = 'Continue',
  secondary,
  children,
}: StepFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Confirm your sign-in">
      <FormAlert message={alert} />
      <Stack spacing={2.5}>
        {children}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Checking…' : submitLabel}
          </Button>
          {secondary}
          <Button variant="text" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
