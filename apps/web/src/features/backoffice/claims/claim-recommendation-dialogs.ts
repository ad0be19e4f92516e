/**
 * The assessor's recommendation dialogs: approval (an amount up to the most payable: the requested one less the
 * excess, or the line's cap, said with why; with the
 * reason the customer is given when it is less than that) or
 * repudiation (with the reason the customer is given), each with a note for the confirmer. While the claim's
 * hold waits for the customer, recommending approval first asks why what was asked for is no longer needed
 * (sent as holdWithdrawnReason; the customer is told); recommending repudiation does not, as the repudiation
 * ends the request (docs/decisions/0039).
 */
import { CLAIM_DECISION_MESSAGES } from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';
import {
  holdWithdrawal,
  introWithHold,
  type WaitingHold,
  withHoldWithdrawal,
} from '../components/hold-withdrawal';
import { useRecommendClaimMutation, type BackofficeClaim } from '../api/claims-api';
import {
  claimPayableOf,
  customerReasonField,
  lessThanPayableReasonField,
  settlementField,
  settlementInput,
  type ClaimActionDone,
  type ClaimDialogSetup,
} from './claim-action-fields';
import { introWithApprovalWarnings } from './claim-approval-warnings';

const confirmerNote = (label: string) => ({
  name: 'note',
  label,
  required: CLAIM_DECISION_MESSAGES.confirmerNote,
  multiline: true,
  maxLength: 1000,
});

/** The dialogs of 'Recommend approval' and 'Recommend repudiation' for the claim. */
export function useRecommendationDialogs(
  claim: BackofficeClaim,
  waiting: WaitingHold | null,
  done: ClaimActionDone,
): { approve: ClaimDialogSetup; repudiate: ClaimDialogSetup } {
  const [recommend] = useRecommendClaimMutation();
  const { claimId } = claim;
  const { excess, max, cap } = claim.payable;
  const { amountField } = claimPayableOf(claim);
  const financier = claim.endsCover?.financedBy ?? null;
  // what limits the payment: the line's cap with why (a death in the waiting period), else the excess
  const most = cap
    ? `; at most ${formatMoney(max)} can be paid: ${cap.reason}`
    : excess
      ? `; excess ${formatMoney(excess)}, so at most ${formatMoney(max)} can be paid`
      : '';
  return {
    approve: {
      title: 'Recommend approval',
      intro: introWithHold(
        introWithApprovalWarnings(
          `Requested: ${formatMoney(claim.amount)}${most}. Another person confirms your recommendation before anything is paid.`,
          claim,
          'Once the approval is confirmed',
        ),
        waiting,
      ),
      confirmLabel: 'Recommend approval',
      fields: withHoldWithdrawal(
        [
          amountField,
          // a financed item lost outright: its credit provider's settlement (decisions/0043)
          ...(financier ? [settlementField(financier, max)] : []),
          lessThanPayableReasonField(max),
          confirmerNote('Note for the confirmer (staff only)'),
        ],
        waiting,
      ),
      onConfirm: (values) =>
        recommend({
          claimId,
          input: {
            recommendation: 'approve',
            amount: Number(values.amount),
            ...settlementInput(values),
            note: String(values.note),
            ...(values.customerReason ? { customerReason: String(values.customerReason) } : {}),
            ...holdWithdrawal(values),
          },
        })
          .unwrap()
          .then(done('Approval recommended. Another person must confirm it.')),
    },
    repudiate: {
      title: 'Recommend repudiation',
      // a repudiation ends what the hold asked for with the claim: no reason for it (decisions/0039)
      intro: 'Another person confirms your recommendation before the customer is told.',
      confirmLabel: 'Recommend repudiation',
      destructive: true,
      fields: [customerReasonField, confirmerNote('Note for the confirmer (staff only)')],
      onConfirm: (values) =>
        recommend({
          claimId,
          input: {
            recommendation: 'repudiate',
            customerReason: String(values.customerReason),
            note: String(values.note),
          },
        })
          .unwrap()
          .then(done('Repudiation recommended. Another person must confirm it.')),
    },
  };
}
