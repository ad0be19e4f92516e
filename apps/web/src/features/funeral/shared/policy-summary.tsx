import type { Policy } from '@cover/domain/funeral';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { SectionCard } from '../../../components/policies/section-card';
import { RecentlyUpdatedMarker, StatusChip } from '../../../components/policies/status-chip';
import { billingDayText, formatDate } from './labels';

/** The headline facts of a funeral policy: number, status, premium, billing, cover and key dates. */
export function PolicySummary({ policy }: { policy: Policy }) {
  const { module } = policy;
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
      <FactList
        columns={3}
        facts={[
          { label: 'Monthly premium', value: <Money cents={policy.monthlyPremium} /> },
          {
            label: 'Next billing date',
            value: policy.status === 'ACTIVE' ? formatDate(policy.nextBillingDate) : '—',
          },
          { label: 'Billing day', value: billingDayText(policy.billingDay) },
          { label: 'Cover', value: `${module.coverType}, option ${module.coverageOption}` },
          { label: 'Natural death cover', value: <Money cents={module.naturalDeathAmount} whole /> },
          { label: 'Accidental death cover', value: <Money cents={module.accidentalDeathAmount} whole /> },
          { label: 'Start date', value: formatDate(policy.startDate) },
          { label: 'Cooling-off ends', value: formatDate(policy.coolingOffEndsOn) },
          {
            label: 'Waiting period (natural death) ends',
            value: formatDate(policy.naturalDeathWaitingEndsOn),
          },
          ...(policy.balance > 0 ? [{ label: 'Arrears', value: <Money cents={policy.balance} /> }] : []),
          ...(policy.graceEndsOn
            ? [{ label: 'Grace period ends', value: formatDate(policy.graceEndsOn) }]
            : []),
        ]}
      />
    </SectionCard>
  );
}
