/**
 * The fields the claim's action dialogs share: the amount to pay (at most the requested amount less the excess,
 * or what the claim's line caps it at: a funeral natural death in the waiting period pays the premiums paid)
 * and the reason the customer is given for a repudiation, for a recommendation and for a confirmation alike,
 * and the confirmer's own note.
 */
import { CLAIM_DECISION_MESSAGES, claimDecisionNeedsReason } from '@cover/domain';
import { formatMoney, parseRandsToCents } from '../../../components/money/format-money';
import type { ActionDialogProps, ActionField, ActionValues } from '../components/action-dialog';
import type { BackofficeClaim } from '../api/claims-api';

/** One action's dialog, as the claim's Actions open it. */
export type ClaimDialogSetup = Omit<ActionDialogProps, 'open' | 'onClose'>;

/** After an action succeeded: say so. */
export type ClaimActionDone = (message: string) => () => void;

/**
 * What the claim can pay, in words ('the requested R 1 000'; with an excess, 'R 900: the requested R 1 000
 * less the R 100 excess'; capped by its line, 'R 450: the premiums paid, as the death was in the waiting
 * period'), and the amount field limited to it: the assessor's starts at the most payable, an
 * overturning approver's (`empty`) empty, so that approving everything is a choice (QA walk 9 no. 11).
 */
export function claimPayableOf(
  claim: BackofficeClaim,
  { empty = false }: { empty?: boolean } = {},
): { limit: string; amountField: ActionField } {
  const { max } = claim.payable;
  const limit = payableLimit(claim);
  // anything less than the requested amount (an excess, a cap) is said when an amount is over it
  const belowRequested = max < claim.amount;
  return {
    limit,
    amountField: {
      name: 'amount',
      label: 'Amount to pay',
      required: CLAIM_DECISION_MESSAGES.amount,
      helper: `At most ${limit}`,
      money: {
        maxCents: max,
        ...(empty ? {} : { initialCents: max }),
        ...(belowRequested ? { tooMuch: `The amount cannot be more than ${limit}` } : {}),
      },
    },
  };
}

/**
 * The most the claim can pay and why, in words: the line's cap when it limits the claim, the requested amount
 * less the excess (device, motor), or the requested amount.
 */
export function payableLimit(claim: BackofficeClaim): string {
  const { excess, max, cap } = claim.payable;
  const requested = formatMoney(claim.amount);
  if (cap) return `${formatMoney(max)}: ${cap.reason}`;
  return excess
    ? `${formatMoney(max)}: the requested ${requested} less the ${formatMoney(excess)} excess`
    : `the requested ${requested}`;
}

export const customerReasonField: ActionField = {
  name: 'customerReason',
  label: 'Reason the customer is given',
  helper: 'Shown on the customer’s claim and sent to them once the repudiation is confirmed',
  required: CLAIM_DECISION_MESSAGES.customerReason,
  multiline: true,
  maxLength: 1000,
};

/**
 * Approving less than the most the claim can pay (`max`, cents): the reason the customer is given, required
 * once the amount typed is below it.
 */
export const lessThanPayableReasonField = (max: number): ActionField => ({
  name: 'customerReason',
  label: 'Reason the customer is given',
  helper: `Needed when approving less than ${formatMoney(max)}: shown on the customer’s claim and sent to them once the approval is confirmed`,
  required: CLAIM_DECISION_MESSAGES.lessThanPayableReason,
  requiredWhen: (typed) => {
    const cents = parseRandsToCents((typed.amount ?? '').trim());
    return cents !== null && cents < max;
  },
  multiline: true,
  maxLength: 1000,
});

/**
 * A financed item lost outright (docs/decisions/0043): the settlement paid to its credit provider first, from
 * the provider's settlement letter (at most the most payable here; the server checks it against the amount).
 */
export const settlementField = (creditProvider: string, max: number): ActionField => ({
  name: 'settlementAmount',
  label: `Settlement to ${creditProvider}`,
  helper: `From ${creditProvider}’s settlement letter: paid to ${creditProvider} first; the customer is paid the rest of the amount`,
  required: CLAIM_DECISION_MESSAGES.settlementAmount(creditProvider),
  money: { maxCents: max, tooMuch: CLAIM_DECISION_MESSAGES.settlementOverAmount(formatMoney(max)) },
});

/** The settlement typed in a dialog, for the request ({} when the item is not financed). */
export const settlementInput = (values: Readonly<Record<string, unknown>>) =>
  values.settlementAmount === undefined ? {} : { settlementAmount: Number(values.settlementAmount) };

const DECISION_NOTE = {
  name: 'reason',
  label: 'Note on the decision (staff only)',
  multiline: true,
  maxLength: 1000,
} as const satisfies ActionField;

/**
 * The confirmer's staff-only note on deciding `decision` after `recommended`: required to overturn the
 * recommendation (or to decide without one), optional to confirm it, whose own note says why.
 */
export function decisionNoteField(
  recommended: 'approve' | 'repudiate' | null,
  decision: 'approve' | 'repudiate',
): ActionField {
  return claimDecisionNeedsReason(recommended, decision)
    ? { ...DECISION_NOTE, required: CLAIM_DECISION_MESSAGES.reason }
    : {
        ...DECISION_NOTE,
        label: 'Note on the decision (staff only, optional)',
        helper: 'You agree with the recommendation, whose note says why.',
      };
}

/** The confirmer's note as the confirmation sends it: left out when they wrote none. */
export const decisionNoteInput = (values: ActionValues): { reason?: string } =>
  values.reason ? { reason: String(values.reason) } : {};
