import { declaredItemsText, type MotorPolicy } from '@cover/domain/motor';
import { keepAmountsTogether } from '../../../../components/money/format-money';
import { Money } from '../../../../components/money/money-display';
import { FactList } from '../../../../components/policies/fact-list';
import { formatDate } from '../../../../components/policies/labels';
import {
  arrearsFacts,
  coolingOffFact,
  PolicySummaryCard,
  premiumFacts,
} from '../../../../components/policies/policy-summary-card';
import { SectionCard } from '../../../../components/policies/section-card';
import { schemeLabel, vehicleKeptAt, vehicleTypeLabel, vehicleUseLabel, yesNo } from './labels';

/** The headline facts of a motor policy: number, status, scheme, sum insured, premium, billing and dates. */
export function MotorPolicySummary({ policy }: { policy: MotorPolicy }) {
  return (
    <PolicySummaryCard
      policy={policy}
      facts={[
        { label: 'Cover', value: schemeLabel(policy.module.scheme) },
        { label: 'Sum insured', value: <Money cents={policy.sumAssured} /> },
        ...premiumFacts(policy),
        { label: 'Start date', value: formatDate(policy.startDate) },
        coolingOffFact(policy),
        ...arrearsFacts(policy),
      ]}
    />
  );
}

/**
 * Declared extras or enhancements with their value, as facts (none when none are declared). The names may
 * wrap; the amount stays on one line (QA walk 7, finding 7: 'R 20' above '000,00').
 */
const declaredFacts = (
  label: string,
  group: 'extras' | 'enhancements',
  declared: MotorPolicy['module']['extras'],
) => {
  const text = declaredItemsText(group, declared);
  return text ? [{ label, value: keepAmountsTogether(text) }] : [];
};

/** The loan on the vehicle: its credit provider, paid the settlement first from a claim for its loss (0043). */
const financeText = (finance: MotorPolicy['module']['finance']) =>
  finance.creditProvider
    ? `Financed by ${finance.creditProvider}`
    : finance.payingOffLoan
      ? 'Being paid off'
      : 'None';

/**
 * The insured vehicle: make, model, year, type, registration, VIN, engine number, colour and its value, the
 * loan on it, and the extras and performance changes insured with it (QA finding 7).
 */
export function InsuredVehicleCard({ module }: { module: MotorPolicy['module'] }) {
  const { vehicle } = module;
  return (
    <SectionCard title="Your vehicle" headerGap={1.5}>
      <FactList
        facts={[
          { label: 'Vehicle', value: `${vehicle.make} ${vehicle.model}` },
          { label: 'Year made', value: String(vehicle.manufacturingYear) },
          { label: 'Type', value: vehicleTypeLabel(vehicle.vehicle_type) },
          { label: 'Registration number', value: vehicle.vehicle_reg_no },
          { label: 'VIN', value: vehicle.vin },
          { label: 'Engine number', value: vehicle.engineNo },
          { label: 'Colour', value: vehicle.colour },
          { label: 'Insured value', value: <Money cents={vehicle.insuredValue} /> },
          { label: 'Vehicle finance', value: financeText(module.finance) },
          ...declaredFacts('Extras', 'extras', module.extras),
          ...declaredFacts('Performance changes', 'enhancements', module.enhancements),
        ]}
      />
    </SectionCard>
  );
}

/** How the vehicle is used, who drives it and where it is kept at night. */
export function UseAndDriverCard({ module }: { module: MotorPolicy['module'] }) {
  return (
    <SectionCard title="Use, driver and address" headerGap={1.5}>
      <FactList
        facts={[
          { label: 'Used for', value: vehicleUseLabel(module.vehicleUsedFor) },
          { label: 'Essential for your work', value: yesNo(module.isEssentialPart) },
          {
            label: 'Permanent driver',
            value: module.permanentDriver.isPermanent
              ? 'You'
              : (module.permanentDriver.fullName ?? 'Someone else'),
          },
          { label: 'Kept at night', value: vehicleKeptAt(module.address) },
        ]}
      />
    </SectionCard>
  );
}
