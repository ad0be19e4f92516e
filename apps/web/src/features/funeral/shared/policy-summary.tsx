import type { Policy } from '@cover/domain/funeral';
import { Money } from '../../../components/money/money-display';
import {
  arrearsFacts,
  coolingOffFact,
  PolicySummaryCard,
  premiumFacts,
} from '../../../components/policies/policy-summary-card';
import { formatDate } from './labels';

/** The headline facts of a funeral policy: number, status, premium, billing, cover and key dates. */
export function PolicySummary({ policy }: { policy: Policy }) {
  const { module } = policy;
  return (
    <PolicySummaryCard
      policy={policy}
      facts={[
        ...premiumFacts(policy),
        { label: 'Cover', value: `${module.coverType}, option ${module.coverageOption}` },
        { label: 'Natural death cover', value: <Money cents={module.naturalDeathAmount} whole /> },
        { label: 'Accidental death cover', value: <Money cents={module.accidentalDeathAmount} whole /> },
        { label: 'Start date', value: formatDate(policy.startDate) },
        coolingOffFact(policy),
        {
          label: 'Waiting period (natural death) ends',
          value: formatDate(policy.naturalDeathWaitingEndsOn),
          whileInForce: true,
        },
        ...arrearsFacts(policy),
      ]}
    />
  );
}
