import type { DeviceExcessView, DevicePolicy, InsuredDevice } from '@cover/domain/device';
import { Money } from '../../../../components/money/money-display';
import { ExcessTable as PolicyExcessTable } from '../../../../components/policies/excess-table';
import { FactList } from '../../../../components/policies/fact-list';
import { formatDate } from '../../../../components/policies/labels';
import {
  arrearsFacts,
  coolingOffFact,
  PolicySummaryCard,
  premiumFacts,
} from '../../../../components/policies/policy-summary-card';
import { SectionCard } from '../../../../components/policies/section-card';
import { packageLabel, storageText } from './labels';

/** The headline facts of a device policy: number, status, premium, billing and its dates. */
export function DevicePolicySummary({ policy }: { policy: DevicePolicy }) {
  return (
    <PolicySummaryCard
      policy={policy}
      facts={[
        { label: 'Cover', value: packageLabel(policy.packageName) },
        ...premiumFacts(policy),
        { label: 'Start date', value: formatDate(policy.startDate) },
        coolingOffFact(policy),
        ...arrearsFacts(policy),
      ]}
    />
  );
}

/** The insured phone: brand, model, storage, colour, IMEI and what replacing it costs. */
export function InsuredPhone({ device }: { device: InsuredDevice }) {
  return (
    <SectionCard title="Your phone" headerGap={1.5}>
      <FactList
        facts={[
          { label: 'Brand', value: device.brand },
          { label: 'Model', value: device.model },
          { label: 'Storage', value: storageText(device.storageGb) },
          { label: 'Colour', value: device.colour },
          { label: 'IMEI', value: device.imei },
          { label: 'Replacement cost', value: <Money cents={device.replacementCost} /> },
        ]}
      />
    </SectionCard>
  );
}

/** How an excess is worked out: a share of the replacement cost, with a floor. */
export const excessRule = (excess: DeviceExcessView) => (
  <>
    {excess.percentage}% of the replacement cost, at least <Money cents={excess.minimum} whole />
  </>
);

/** What the customer pays towards each kind of claim on this phone, and how each is worked out. */
export function ExcessTable({ excesses }: { excesses: readonly DeviceExcessView[] }) {
  return <PolicyExcessTable excesses={excesses} detail={excessRule} />;
}
