import Typography from '@mui/material/Typography';
import {
  COOLING_OFF_DAYS,
  CREDIT_LIFE_MAX_CENTS_PER_THOUSAND,
  maskIdNumber,
  type CreditLifePolicy,
} from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { formatDate } from '../../../components/policies/labels';
import {
  arrearsFacts,
  coolingOffFact,
  PolicySummaryCard,
  premiumFacts,
} from '../../../components/policies/policy-summary-card';
import { SectionCard } from '../../../components/policies/section-card';
import type { CreditLifeWording } from '../line';

/** The regulated cap on the premium, with what it comes to for this balance (cents a month), in the app's money. */
export const premiumCapSentence = (capCents: number) =>
  `Never more than ${formatMoney(CREDIT_LIFE_MAX_CENTS_PER_THOUSAND)} per ${formatMoney(100_000, { whole: true })} of the outstanding balance a month (${formatMoney(capCents)} for this balance)`;

/** Credit life is long-term cover: its cooling-off, said before it is bought (DESIGN: 31 days). */
export const CREDIT_LIFE_COOLING_OFF = `Credit life is long-term cover: you have ${COOLING_OFF_DAYS.long_term} days from the start of your cover to change your mind, and the premiums you paid are refunded unless a claim was made.`;

/**
 * The cooling-off sentence under a credit life premium before it is bought: to the customer, or the text
 * given (someone filling it in for them reads it about the customer by name).
 */
export function CreditLifeCoolingOff({ text = CREDIT_LIFE_COOLING_OFF }: { text?: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

/** The cap sentence under a premium. */
export function PremiumCap({ capCents }: { capCents: number }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="credit-life-cap">
      {premiumCapSentence(capCents)}
    </Typography>
  );
}

/** The headline facts of a credit life policy: number, status, premium (with its cap), billing and dates. */
export function CreditLifePolicySummary({
  policy,
  wording,
}: {
  policy: CreditLifePolicy;
  wording: CreditLifeWording;
}) {
  return (
    <PolicySummaryCard
      policy={policy}
      facts={[
        { label: 'Cover', value: wording.cover },
        ...premiumFacts(policy),
        { label: 'Start date', value: formatDate(policy.startDate) },
        coolingOffFact(policy),
        ...arrearsFacts(policy),
      ]}
    />
  );
}

/** What credit life covers: the financed item, the balance, the amount insured and the premium. */
export function FinanceCovered({
  policy,
  wording,
}: {
  policy: CreditLifePolicy;
  wording: CreditLifeWording;
}) {
  const { module } = policy;
  return (
    <SectionCard title="The finance covered" headerGap={1.5}>
      <FactList
        facts={[
          { label: wording.financedItem, value: module.financedItem },
          { label: 'Outstanding balance', value: <Money cents={module.outstandingBalance} /> },
          { label: 'Amount insured', value: <Money cents={module.totalAmountInsured} /> },
          { label: 'Monthly premium', value: <Money cents={policy.monthlyPremium} /> },
        ]}
      />
      <Typography component="div" sx={{ mt: 1.5 }}>
        <PremiumCap capCents={module.maximumMonthlyPremium} />
      </Typography>
    </SectionCard>
  );
}

/**
 * Whose death or permanent disability settles the finance; their ID number masked but for its last four digits
 * (it may be someone else's, read on a phone in company: QA walk 11 no. 7).
 */
export function PersonResponsible({
  person,
}: {
  person: CreditLifePolicy['module']['personResponsibleForFinancing'];
}) {
  return (
    <SectionCard title="Person responsible for the finance" headerGap={1.5}>
      <FactList
        facts={[
          { label: 'Name', value: `${person.firstName} ${person.lastName}` },
          { label: 'SA ID number', value: maskIdNumber(person.idNumber) },
        ]}
      />
    </SectionCard>
  );
}
