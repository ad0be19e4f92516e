/**
 * Moving on from a hold the customer has not answered (docs/decisions/0039): staff may approve or recommend an
 * application on hold, or recommend approving a claim on hold, before the customer sent what was asked for,
 * but only with the reason it is no longer needed (`holdWithdrawnReason`). A decline (or a recommendation to
 * repudiate) ends the request with it and needs no such reason: the customer is told the decline only. The customer is told once (an
 * event of HOLD_WITHDRAWN_EVENTS, with what was asked and the reason) and the histories say it in plain words.
 */
import { z } from 'zod';
import { multilineText } from '../../validators/zod-fields.js';

export const HOLD_WITHDRAWN_EVENTS = {
  application: 'application.hold_withdrawn',
  claim: 'claim.hold_withdrawn',
} as const;

export const HOLD_WITHDRAWAL_MESSAGES = {
  /** the 422 at `holdWithdrawnReason` when it is missing (and the field's own check) */
  reason:
    'The customer has not sent what was asked for yet. Please say why it is no longer needed (the customer is told; at most 500 characters)',
  /** staff read this while the hold waits for the customer */
  waiting: 'The customer has not sent what was asked for yet.',
  label: 'Why it is no longer needed (the customer is told)',
  helper: 'E.g. “Not needed: the dealer confirmed the price”',
} as const;

/** The reason what a hold asked for is no longer needed: required only while the hold is unanswered. */
export const holdWithdrawnReasonField = multilineText(
  z
    .string({ message: HOLD_WITHDRAWAL_MESSAGES.reason })
    .trim()
    .min(1, HOLD_WITHDRAWAL_MESSAGES.reason)
    .max(500, HOLD_WITHDRAWAL_MESSAGES.reason),
).optional();

/**
 * The history's words for a withdrawn hold, the same for staff and customer ('we' is the insurer):
 * 'We no longer need what we asked for (“Please send the invoice”): Not needed: the dealer confirmed the price'.
 */
export const holdWithdrawnSummary = (asked: string | null, reason: string): string =>
  `We no longer need what we asked for${asked ? ` (“${asked}”)` : ''}: ${reason}`;
