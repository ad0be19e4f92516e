import { CLAIM_PAYOUT_MESSAGES, type ClaimPayoutInput } from '@cover/domain';
import type { ActionField } from '../components/action-dialog';
import type { BackofficeClaim } from '../api/claims-api';
import type { ClaimActionDone, ClaimDialogSetup } from './claim-action-fields';
import { ClaimPayoutAccount } from './claim-payout-account';

const REFERENCE_LENGTH = 60;

/**
 * The payout's dialog: the account to pay (read in full when it opens) and the reference of each payment made.
 * A financed item lost outright (docs/decisions/0043) is paid in two payments, the settlement to its credit
 * provider and the rest to the customer, each with its own reference; when the settlement takes the whole
 * amount there is no payment to the customer and so no reference for one.
 */
export function claimPayoutDialog(
  claim: BackofficeClaim,
  pay: (input: ClaimPayoutInput) => Promise<unknown>,
  done: ClaimActionDone,
): ClaimDialogSetup {
  const settlement = claim.assessment.settlement ?? null;
  const customerPaid = !settlement || (claim.grantedAmount ?? 0) > settlement.amount;
  const fields: ActionField[] = [
    ...(settlement
      ? [
          {
            name: 'settlementReference',
            label: `${settlement.creditProvider}’s payment reference`,
            required: CLAIM_PAYOUT_MESSAGES.settlementReference(settlement.creditProvider),
            maxLength: REFERENCE_LENGTH,
          },
        ]
      : []),
    ...(customerPaid
      ? [
          {
            name: 'reference',
            label: settlement ? 'Customer’s payment reference' : 'Payment reference',
            required: CLAIM_PAYOUT_MESSAGES.reference,
            maxLength: REFERENCE_LENGTH,
          },
        ]
      : []),
  ];
  return {
    title: 'Record the payout',
    intro: <ClaimPayoutAccount claimId={claim.claimId} />,
    confirmLabel: 'Record payout',
    fields,
    onConfirm: ({ reference, settlementReference }) =>
      pay({
        ...(customerPaid ? { reference: String(reference) } : {}),
        ...(settlement ? { settlementReference: String(settlementReference) } : {}),
      }).then(done('The payout is recorded.')),
  };
}
