/**
 * Moving on from a hold the customer has not answered (docs/decisions/0039), as the back office's action
 * dialogs share it: the page says what was asked for has not come, and each dialog that moves the application
 * or claim on asks first why it is no longer needed (the customer is told), sent as holdWithdrawnReason.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { HOLD_WITHDRAWAL_MESSAGES } from '@cover/domain';
import type { ActionField, ActionValues } from './action-dialog';

const holdWithdrawnField: ActionField = {
  name: 'holdWithdrawnReason',
  label: HOLD_WITHDRAWAL_MESSAGES.label,
  helper: HOLD_WITHDRAWAL_MESSAGES.helper,
  required: HOLD_WITHDRAWAL_MESSAGES.reason,
  multiline: true,
  maxLength: 500,
};

/** A hold waiting for the customer: what it asked for (null when it kept no words). */
export interface WaitingHold {
  asked: string | null;
}

/** The dialog's fields, led by why it is no longer needed while the hold waits for the customer. */
export const withHoldWithdrawal = (
  fields: readonly ActionField[],
  waiting: WaitingHold | null,
): readonly ActionField[] => (waiting ? [holdWithdrawnField, ...fields] : fields);

/** holdWithdrawnReason for the call, when the dialog asked for it. */
export const holdWithdrawal = (values: ActionValues): { holdWithdrawnReason?: string } =>
  values.holdWithdrawnReason === undefined ? {} : { holdWithdrawnReason: String(values.holdWithdrawnReason) };

/** What was asked, as quoted in a sentence of its own: without its closing full stop. */
const withoutFullStop = (asked: string) => asked.trim().replace(/\.+$/, '');

/** The dialog's intro, led while the hold waits for the customer by what was asked and what going on means. */
export function introWithHold(intro: ReactNode, waiting: WaitingHold | null): ReactNode {
  if (!waiting) return intro;
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">
        {HOLD_WITHDRAWAL_MESSAGES.waiting}
        {waiting.asked ? ` Asked for: “${withoutFullStop(waiting.asked)}”.` : ''} To go on without it, say why
        it is no longer needed: the customer is told.
      </Alert>
      {intro ? <span>{intro}</span> : null}
    </Stack>
  );
}

/** The page's note while a hold waits for the customer: what was asked for has not come yet. */
export function HoldWaiting({ waiting }: { waiting: WaitingHold }) {
  return (
    <Alert severity="warning" data-testid="hold-waiting" sx={{ whiteSpace: 'pre-line' }}>
      {HOLD_WITHDRAWAL_MESSAGES.waiting}
      {waiting.asked ? ` Asked for: ${waiting.asked}` : ''}
    </Alert>
  );
}
