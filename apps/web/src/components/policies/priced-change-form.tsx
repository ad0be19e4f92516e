import { useState, type FormEvent, type ReactNode } from 'react';
import type { AlterationConsents } from '@cover/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AlterationPreview, type PricedChangePreview } from './alteration-preview';
import { PremiumConsentCheckbox, type PremiumChangeConsent } from './premium-change-consent';

/** The part of usePricedChange a form shows. */
export interface PricedChangeState {
  preview: PricedChangePreview | null;
  busy: boolean;
  clearPreview: () => void;
  confirm: (consents?: Partial<AlterationConsents>) => Promise<unknown>;
}

export interface PricedChangeFormProps {
  change: PricedChangeState;
  /** react-hook-form's handleSubmit(…) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** the preview's confirm button, e.g. 'Add the children' */
  confirmLabel?: string;
  /** leaving the preview; default: back to the form as it was */
  onLeavePreview?: () => void;
  /** the preview's leave button; default 'Change something' */
  leaveLabel?: string;
  /** under the preview's premiums, e.g. what else the change alters, or why it was refused */
  previewDetails?: ReactNode;
  /** the server's refusal of the last call */
  problem?: string | null;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** a Cancel button beside the submit button */
  onCancel?: () => void;
  /** at the start of the button row, e.g. 'Another child' or 'Back' */
  secondary?: ReactNode;
  /**
   * the payment consent the previewed change asks (its new premium), from the preview: confirming waits
   * for it and sends it
   */
  consentFor?: (preview: PricedChangePreview) => PremiumChangeConsent | null;
  children: ReactNode;
}

/**
 * A change that is priced before it is made: its fields and 'See the new premium', then, once priced,
 * the preview with the new premium to confirm.
 */
export function PricedChangeForm({
  change,
  onSubmit,
  confirmLabel,
  onLeavePreview,
  leaveLabel,
  previewDetails,
  problem,
  submitLabel = 'See the new premium',
  submitDisabled = false,
  onCancel,
  secondary,
  consentFor,
  children,
}: PricedChangeFormProps) {
  const [given, setGiven] = useState(false);
  const [asked, setAsked] = useState(false);
  if (change.preview) {
    const consent = consentFor?.(change.preview) ?? null;
    const confirm = () => {
      if (!consent) return void change.confirm();
      setAsked(true);
      if (given) void change.confirm({ [consent.name]: true });
    };
    const leave = () => {
      setGiven(false);
      setAsked(false);
      (onLeavePreview ?? change.clearPreview)();
    };
    return (
      <AlterationPreview
        preview={change.preview}
        onCancel={leave}
        onConfirm={confirm}
        confirming={change.busy}
        confirmLabel={confirmLabel}
        cancelLabel={leaveLabel}
      >
        {previewDetails}
        {consent ? (
          <PremiumConsentCheckbox consent={consent} given={given} onChange={setGiven} showError={asked} />
        ) : null}
      </AlterationPreview>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)}>
      {children}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          justifyContent: secondary ? 'space-between' : 'flex-end',
        }}
      >
        {secondary}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
          <Button type="submit" variant="contained" loading={change.busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}
