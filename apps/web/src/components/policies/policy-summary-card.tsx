import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Money } from '../money/money-display';
import { FactList, type Fact } from './fact-list';
import { billingDayText, formatDate } from './labels';
import type { PolicyHeadline } from './policy-card';
import { coverEndedText, hasEnded, type EndedPolicy } from './policy-ended';
import { SectionCard } from './section-card';
import { RecentlyUpdatedMarker, StatusChip } from './status-chip';

/** What every line's policy says of its premium and billing. */
interface BilledPolicy {
  status: string;
  monthlyPremium: number;
  nextBillingDate: string | null;
  billingDay: number;
  balance: number;
  graceEndsOn: string | null;
}

/** A fact of the summary; `whileInForce` ones (premium, billing, dates still ahead) go once cover ended. */
export interface SummaryFact extends Fact {
  whileInForce?: boolean;
}

/** The premium, the next billing date (while in force) and the billing day: none once cover ended. */
export const premiumFacts = (policy: BilledPolicy): SummaryFact[] => [
  { label: 'Monthly premium', value: <Money cents={policy.monthlyPremium} />, whileInForce: true },
  {
    label: 'Next billing date',
    value: policy.status === 'ACTIVE' ? formatDate(policy.nextBillingDate) : '—',
    whileInForce: true,
  },
  { label: 'Billing day', value: billingDayText(policy.billingDay), whileInForce: true },
];

/** The end of the cooling-off period, while the policy is in force. */
export const coolingOffFact = (policy: { coolingOffEndsOn: string }): SummaryFact => ({
  label: 'Cooling-off ends',
  value: formatDate(policy.coolingOffEndsOn),
  whileInForce: true,
});

/** Arrears and the end of the grace period, when there are any. */
export const arrearsFacts = (policy: BilledPolicy): Fact[] => [
  ...(policy.balance > 0 ? [{ label: 'Arrears', value: <Money cents={policy.balance} /> }] : []),
  ...(policy.graceEndsOn ? [{ label: 'Grace period ends', value: formatDate(policy.graceEndsOn) }] : []),
];

/**
 * The head of a policy's page (any line): 'Policy <number>' with its status, then the line's facts. Once
 * cover ended (cancelled or lapsed) it says when, and leaves out what no longer applies: the premium and
 * billing, and dates still ahead (cooling-off, waiting periods: the facts marked `whileInForce`).
 */
export function PolicySummaryCard({
  policy,
  facts,
  children,
}: {
  policy: PolicyHeadline & EndedPolicy;
  facts: readonly SummaryFact[];
  /** under the facts, e.g. a notice */
  children?: ReactNode;
}) {
  const ended = coverEndedText(policy);
  return (
    <SectionCard
      title={`Policy ${policy.policyNumber}`}
      level="h3"
      headerGap={2}
      action={
        <>
          <StatusChip status={policy.status} displayValue={policy.statusDisplayValue} />
          <RecentlyUpdatedMarker show={policy.recentlyUpdated} />
        </>
      }
    >
      {ended ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ended}
        </Alert>
      ) : null}
      <FactList columns={3} facts={hasEnded(policy) ? facts.filter((fact) => !fact.whileInForce) : facts} />
      {children}
    </SectionCard>
  );
}
