import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { MotorPolicy } from '@cover/domain/motor';
import { AlterationPreview } from '../../../../components/policies/alteration-preview';
import type { MotorFamily } from '../api/servicing-api';
import { ChangeDetails } from './change-details';
import { useMotorChange } from './use-motor-change';

/**
 * A change priced earlier and waiting on the policy (its pending alteration): the new premium, then
 * confirmed (the call its kind and the vehicle need) or dropped (reset), on the policy's own page.
 */
export function PendingChange({ family, policy }: { family: MotorFamily; policy: MotorPolicy }) {
  const pending = policy.module.pendingAlteration;
  const change = useMotorChange({ family, policy, pending });
  if (!pending || !change.preview) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label="Change waiting for you">
      <Alert severity="info">
        {pending.changeType === 'swap'
          ? 'You priced a swap to another vehicle. Confirm it to move your cover, or drop it.'
          : 'You priced a change to your policy details. Confirm it to make the change, or drop it.'}
      </Alert>
      <AlterationPreview
        preview={change.preview}
        onConfirm={() => void change.confirm()}
        onCancel={() => void change.reset()}
        confirming={change.busy}
        confirmLabel={pending.changeType === 'swap' ? 'Confirm the swap' : 'Confirm change'}
        cancelLabel="Drop this change"
      >
        <ChangeDetails alteration={pending} problem={change.problem} />
      </AlterationPreview>
    </Stack>
  );
}
