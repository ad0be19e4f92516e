import { useFormContext, useWatch } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import type { CreditLifePolicy } from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';
import { SectionCard } from '../../../components/policies/section-card';
import type { CreditLifeClaimDraft } from './claim-draft';

/**
 * The payout section's words on a credit life claim: the balance is paid to the credit provider, so the
 * account asked for is the one what is left goes into (QA H7 finding 29).
 */
export const CREDIT_LIFE_PAYOUT = {
  title: 'Where to pay what is left',
  intro:
    'We pay the outstanding balance to the credit provider ourselves. Give the bank account for what is left after it: a beneficiary’s own account, or the estate’s account if you are the executor.',
} as const;

/**
 * What credit life pays on the chosen policy, and to whom: what is still owed on the finance, up to the cover,
 * straight to the credit provider; what is left after it to the beneficiaries named on the policy.
 */
export function WhatIsPaid({ policies }: { policies: readonly CreditLifePolicy[] }) {
  const { control } = useFormContext<CreditLifeClaimDraft>();
  const policyId = useWatch({ control, name: 'policyId' });
  const policy = policies.find((entry) => entry.policyId === policyId);
  const beneficiaries = policy?.module.beneficiaries ?? [];
  return (
    <SectionCard title="What credit life pays, and to whom" headerGap={2}>
      <Typography>
        {policy
          ? `Credit life pays what is still owed on the finance of ${policy.module.financedItem}, up to ${formatMoney(policy.module.totalAmountInsured)}, straight to the credit provider.`
          : 'Credit life pays what is still owed on the finance straight to the credit provider, up to the cover on the policy.'}{' '}
        Add the credit provider’s statement of the outstanding balance with the documents if you have it.
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {beneficiaries.length > 0
          ? `What is left after the balance goes to the beneficiaries named on the policy: ${beneficiaries
              .map((person) => `${person.firstName} ${person.lastName} (${person.percentage}%)`)
              .join(', ')}.`
          : 'What is left after the balance goes to the beneficiaries named on the policy.'}
      </Typography>
    </SectionCard>
  );
}
