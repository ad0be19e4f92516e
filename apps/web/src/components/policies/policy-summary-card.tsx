import type { ReactNode } from 'react';
import { Money } from '../money/money-display';
import { FactList, type Fact } from './fact-list';
import { billingDayText, formatDate } from './labels';
import type { PolicyHeadline } from './policy-card';
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

/** The premium, the next billing date (while in force) and the billing day. */
export const premiumFacts = (policy: BilledPolicy): Fact[] => [
  { label: 'Monthly premium', value: <Money cents={policy.monthlyPremium} /> },
  {
    label: 'Next billing date',
    value: policy.status === 'ACTIVE' ? formatDate(policy.nextBillingDate) : '—',
  },
  { label: 'Billing day', value: billingDayText(policy.billingDay) },
];

/** Arrears and the end of the grace period, when there are any. */
export const arrearsFacts = (policy: BilledPolicy): Fact[] => [
  ...(policy.balance > 0 ? [{ label: 'Arrears', value: <Money cents={policy.balance} /> }] : []),
  ...(policy.graceEndsOn ? [{ label: 'Grace period ends', value: formatDate(policy.graceEndsOn) }] : []),
];

/** The head of a policy's page (any line): 'Policy <number>' with its status, then the line's facts. */
export function PolicySummaryCard({
  policy,
  facts,
  children,
}: {
  policy: PolicyHeadline;
  facts: readonly Fact[];
  /** under the facts, e.g. a notice */
  children?: ReactNode;
}) {
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
      <FactList columns={3} facts={facts} />
      {children}
    </SectionCard>
  );
}
