import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Money } from '../money/money-display';
import { FactList } from './fact-list';
import { formatDateTime } from './format-time';
import { SectionCard } from './section-card';

/** What a priced change of any line shows before it is confirmed (its alteration package). */
export interface PricedChangePreview {
  alterationPackageId: string;
  summary: string;
  currentPremium: number;
  newPremium: number;
  /** newPremium − currentPremium */
  premiumDifference: number;
  expiresAt: string;
}

export interface AlterationPreviewProps {
  preview: PricedChangePreview;
  onConfirm: () => void;
  onCancel: () => void;
  confirming: boolean;
  confirmLabel?: string;
  /** the button that leaves the preview; default 'Change something' (back to the form) */
  cancelLabel?: string;
  /** under the premiums: what else the line's change alters (e.g. the sum insured), or a refusal */
  children?: ReactNode;
}

/** A priced change before it is applied: what changes, the premium now and after, and the difference. */
export function AlterationPreview({
  preview,
  onConfirm,
  onCancel,
  confirming,
  confirmLabel = 'Confirm change',
  cancelLabel = 'Change something',
  children,
}: AlterationPreviewProps) {
  const difference = preview.premiumDifference;
  // The form it replaces held the focus (its submit button): the preview takes it, and comes into view.
  const start = useRef<HTMLDivElement>(null);
  useEffect(() => {
    start.current?.focus();
    start.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Box ref={start} tabIndex={-1} sx={{ outline: 'none', scrollMarginTop: 72 }}>
      <SectionCard title="Your new premium" sx={{ borderColor: 'primary.main', borderWidth: 2 }}>
        <Typography sx={{ mt: 1 }}>{preview.summary}</Typography>
        <Box sx={{ mt: 2 }}>
          <FactList
            columns={3}
            facts={[
              { label: 'Premium now', value: <Money cents={preview.currentPremium} /> },
              {
                label: 'New monthly premium',
                value: <Money cents={preview.newPremium} sx={{ color: 'primary.dark' }} />,
              },
              difference === 0
                ? { label: 'Difference', value: 'No change to your premium' }
                : {
                    label: difference > 0 ? 'Increase' : 'Decrease',
                    value: <Money cents={Math.abs(difference)} />,
                  },
            ]}
          />
        </Box>
        {children}
        <Alert severity="info" sx={{ mt: 2 }}>
          This price holds until {formatDateTime(preview.expiresAt)}. Nothing changes until you confirm.
        </Alert>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button onClick={onCancel} disabled={confirming}>
            {cancelLabel}
          </Button>
          <Button variant="contained" onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </Stack>
      </SectionCard>
    </Box>
  );
}
