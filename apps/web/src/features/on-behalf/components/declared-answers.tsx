import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import {
  MOTOR_ENHANCEMENTS,
  MOTOR_EXTRAS,
  MOTOR_QUESTIONS,
  type MotorApplication,
  type OnBehalfCreditLife,
} from '@cover/domain/motor';
import { beneficiaryRelationText } from '../../../components/beneficiaries/beneficiary-rules';
import { Money } from '../../../components/money/money-display';
import { FactList, type Fact } from '../../../components/policies/fact-list';
import { SectionCard } from '../../../components/policies/section-card';
import {
  schemeLabel,
  vehicleKeptAt,
  vehicleTypeLabel,
  vehicleUseLabel,
  yesNo,
} from '../../motor/shared/policies/labels';
import { MotorExcessTable } from '../../motor/shared/quote/motor-excess-table';
import { PremiumAdjustments } from '../../motor/shared/quote/premium-adjustments';
import { applicationPremiums, motorPremiumFacts } from '../../motor/shared/quote/premium-facts';
import { useMotorWording } from '../../motor/shared/wizard/wizard-wording';

type Module = MotorApplication['module'];

const LOCAL = 'en-ZA';
const monthYear = new Intl.DateTimeFormat(LOCAL, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2022-03' → 'March 2022'; anything else as it is. */
export function monthYearText(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return value;
  return monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** 48000 → '48 000 km'. */
const kilometres = (value: number) => `${value.toLocaleString(LOCAL).replace(/\s/g, '\u00a0')} km`;

/** 'mag_wheels' → 'Mag wheels' for the declared extras and enhancements; 'None' when there are none. */
const itemsText = (items: readonly string[], list: readonly { value: string; label: string }[]) =>
  items.length === 0
    ? 'None'
    : items.map((item) => list.find((entry) => entry.value === item)?.label ?? item).join(', ');

function Card({ title, facts, children }: { title: string; facts: readonly Fact[]; children?: ReactNode }) {
  return (
    <SectionCard title={title} headerGap={1.5}>
      <Stack spacing={2}>
        <FactList facts={facts} />
        {children}
      </Stack>
    </SectionCard>
  );
}

const perMonth = (cents: number) => (
  <>
    <Money cents={cents} /> a month
  </>
);

/**
 * The vehicle credit life declared for the employee: what it pays off (the outstanding balance and the
 * additional percentage, the amount insured), its premium, who is responsible for the finance and who is
 * paid what share, so that they see it all before they confirm it is true.
 */
export function CreditLifeAnswers({ cover }: { cover: OnBehalfCreditLife }) {
  return (
    <Card
      title="Vehicle credit life"
      facts={[
        { label: 'Outstanding settlement balance', value: <Money cents={cover.outstandingBalance} /> },
        { label: 'Additional percentage insured', value: `${cover.additionalPercentage}\u00a0%` },
        { label: 'Amount insured', value: <Money cents={cover.totalAmountInsured} /> },
        { label: 'Premium', value: perMonth(cover.monthlyPremium) },
        {
          label: 'Responsible for the finance',
          value: cover.responsible.theEmployee ? `You (${cover.responsible.name})` : cover.responsible.name,
        },
        {
          label: cover.beneficiaries.length === 1 ? 'Beneficiary' : 'Beneficiaries',
          value: (
            <Stack component="span" spacing={0.5}>
              {cover.beneficiaries.map((beneficiary) => (
                <span key={`${beneficiary.name}-${beneficiary.relation}`}>
                  {`${beneficiary.name} (${beneficiaryRelationText(beneficiary.relation).toLowerCase()}): ${beneficiary.percentage}\u00a0%`}
                </span>
              ))}
            </Stack>
          ),
        },
      ]}
    />
  );
}

/**
 * Everything that was declared for the employee, in plain words and grouped as the wizard asked it: the
 * vehicle, its use and where it is kept, the driver and owner, the insurance history, extras and
 * enhancements, finance, the premium (what adds to and lowers it) and the excess of every claim type. The
 * terms they accept confirm all of it is true, so it is all shown before they accept.
 */
export function DeclaredAnswers({
  module,
  creditLife = null,
}: {
  module: Module;
  /** the vehicle credit life declared with it, its terms and beneficiaries (null without it) */
  creditLife?: OnBehalfCreditLife | null;
}) {
  const wording = useMotorWording();
  const { vehicle, quote, motorVehicleFinance: finance } = module;
  const { previousInsurance: history, vehicleExtras, enhancements } = quote.module;
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Card
        title="Your vehicle"
        facts={[
          { label: 'Vehicle', value: `${vehicle.make} ${vehicle.model}` },
          { label: 'Type', value: vehicleTypeLabel(vehicle.vehicle_type) },
          { label: 'Year made', value: String(vehicle.manufacturingYear) },
          { label: 'Registration number', value: vehicle.vehicle_reg_no },
          { label: 'VIN', value: vehicle.vin },
          { label: 'Engine number', value: vehicle.engineNo },
          { label: 'Colour', value: vehicle.colour },
          { label: 'Odometer', value: kilometres(vehicle.odometer) },
          { label: 'First registered', value: monthYearText(vehicle.vehicleRegistrationDate) },
          {
            label: 'Value of the vehicle',
            value: (
              <>
                <Money cents={vehicle.estimatedRetailPrice} />
                {vehicle.isEstimatedRetailPrice ? ' (an estimate)' : ''}
              </>
            ),
          },
        ]}
      />
      <Card
        title="How you use it and where it is kept"
        facts={[
          { label: 'Used for', value: vehicleUseLabel(vehicle.vehicleUsedFor) },
          { label: MOTOR_QUESTIONS.essential, value: yesNo(vehicle.isEssentialPart) },
          { label: 'Kept at night at', value: vehicleKeptAt(module.address) },
        ]}
      />
      <Card
        title="Driver and owner"
        facts={[
          {
            label: 'Permanent driver',
            value: module.permanentDriver.isPermanent
              ? 'You'
              : (module.permanentDriver.fullName ?? 'Someone else'),
          },
          {
            label: 'Registered owner',
            value: module.ownerDetails.vehicleOwner
              ? 'You'
              : (module.ownerDetails.fullName ?? 'Someone else'),
          },
        ]}
      />
      <Card
        title="Your insurance history"
        facts={[
          {
            label: 'Years you had vehicle insurance without a break',
            value: String(history.yearsOfCarInsurance),
          },
          // the question as the operator was asked it: not the years above (QA walk 13, finding 9)
          { label: 'Claims in the last 3 years', value: String(history.numberOfClaims) },
          {
            label: MOTOR_QUESTIONS.cancelled,
            value: history.insuranceCancelled
              ? `Yes${history.reasonForCancellation ? `: ${history.reasonForCancellation}` : ''}`
              : 'No',
          },
          {
            label: 'Ever convicted of drunk or reckless driving',
            value: yesNo(history.drunkOrRecklessConviction),
          },
        ]}
      />
      <Card
        title="Extras and enhancements"
        facts={[
          { label: 'Extras fitted', value: itemsText(vehicleExtras.items, MOTOR_EXTRAS) },
          { label: 'Value of the extras', value: <Money cents={vehicleExtras.totalValue} /> },
          { label: 'Performance enhancements', value: itemsText(enhancements.items, MOTOR_ENHANCEMENTS) },
          { label: 'Value of the enhancements', value: <Money cents={enhancements.totalValue} /> },
          { label: 'Their cover adds', value: perMonth(quote.extrasPremium) },
        ]}
      />
      <Card
        title="Finance"
        facts={[
          { label: MOTOR_QUESTIONS.payingLoan, value: yesNo(finance.isPayingCarLoan) },
          ...(finance.isPayingCarLoan
            ? [
                { label: 'Credit provider (finance house)', value: finance.creditProvider ?? 'Not given' },
                {
                  label: 'Who pays off the loan',
                  value: quote.module.finance.personFinancing ?? 'Not given',
                },
                {
                  label: 'Vehicle credit life',
                  value: module.creditLife ? (
                    <>
                      Yes, <Money cents={module.creditLife.monthlyPremium} /> a month
                    </>
                  ) : (
                    yesNo(finance.optForTelkomCreditLife)
                  ),
                },
              ]
            : []),
        ]}
      />
      {creditLife ? <CreditLifeAnswers cover={creditLife} /> : null}
      <Card
        title="Your premium"
        facts={[
          { label: 'Cover', value: schemeLabel(quote.scheme) },
          { label: 'Sum insured', value: <Money cents={quote.sumAssured} /> },
          ...motorPremiumFacts(applicationPremiums(module), wording.premiumLabel),
          { label: 'Base premium', value: perMonth(quote.basePremium) },
        ]}
      >
        <PremiumAdjustments title={wording.adds} lines={quote.loadings} kind="more" empty="Nothing" />
        <PremiumAdjustments title={wording.lowers} lines={quote.discounts} kind="less" empty="Nothing" />
      </Card>
      <SectionCard title="The excess you pay on every claim" headerGap={1.5}>
        <MotorExcessTable excesses={quote.excesses} />
      </SectionCard>
    </Stack>
  );
}
