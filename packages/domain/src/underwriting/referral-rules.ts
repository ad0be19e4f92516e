/**
 * When an application needs a person (manual underwriting, docs/decisions/0025): each line's rules turn the
 * facts of an application into plain sentences for the underwriter; no sentence means the application is
 * issued at once as before. The figures are business figures of ours (the spec shows none), set above
 * everything the demo data and the everyday journeys buy, so only the unusual risk waits for a person.
 */
import { formatRand } from '../format/money.js';

export const REFERRAL_LIMITS = {
  funeral: {
    /** a life this old or older … */
    olderLifeAge: 60,
    /** … covered for more than this (cents, natural death) is referred: R50 000 */
    olderLifeCoverCents: 5_000_000,
    /** more than this across every life of the policy (cents, natural death) is referred: R300 000 */
    totalCoverCents: 30_000_000,
  },
  device: {
    /** a phone worth more than this (cents) is referred: R45 000, above every phone of the catalogue */
    insuredValueCents: 4_500_000,
  },
  motor: {
    /** a vehicle worth more than this (cents) is referred: R1 000 000, above every demo valuation */
    vehicleValueCents: 100_000_000,
    /** this many claims or more in the last 3 years is referred */
    claimsInThreeYears: 2,
    /** a regular driver younger than this is referred */
    youngDriverAge: 21,
  },
  creditLife: {
    /** an outstanding balance above this (cents) is referred: R750 000 */
    outstandingBalanceCents: 75_000_000,
  },
} as const;

const ROLE_NAMES = {
  main: 'The main member',
  spouse: 'The spouse',
  child: 'A child',
  extended: 'An extended family member',
} as const;

export interface FuneralLifeFacts {
  role: keyof typeof ROLE_NAMES;
  age: number;
  /** natural-death cover in cents */
  coverAmount: number;
}

export function funeralReferralReasons(lives: readonly FuneralLifeFacts[]): string[] {
  const limits = REFERRAL_LIMITS.funeral;
  const reasons = lives
    .filter((life) => life.age >= limits.olderLifeAge && life.coverAmount > limits.olderLifeCoverCents)
    .map(
      (life) =>
        `${ROLE_NAMES[life.role]} is ${life.age} and covered for ${formatRand(life.coverAmount)}, more than ${formatRand(limits.olderLifeCoverCents)} for a life aged ${limits.olderLifeAge} or older.`,
    );
  const total = lives.reduce((sum, life) => sum + life.coverAmount, 0);
  if (total > limits.totalCoverCents)
    reasons.push(
      `The policy covers ${formatRand(total)} across all lives, more than ${formatRand(limits.totalCoverCents)}.`,
    );
  return reasons;
}

export function deviceReferralReasons(facts: { insuredValue: number }): string[] {
  const limit = REFERRAL_LIMITS.device.insuredValueCents;
  return facts.insuredValue > limit
    ? [`The phone is insured for ${formatRand(facts.insuredValue)}, more than ${formatRand(limit)}.`]
    : [];
}

/**
 * One reason an application is referred, in two voices: the staff's sentence (the underwriter's queue, the
 * operator desk: 'the policy holder', a retail customer or an employee) and the customer's words for the same rule, a clause to follow "because" (the wizard, before
 * the declaration). Both come from the same rule, so they cannot disagree.
 */
export interface ReferralReason {
  staff: string;
  customer: string;
}

const staffOf = (reasons: readonly ReferralReason[]) => reasons.map((reason) => reason.staff);
const customerOf = (reasons: readonly ReferralReason[]) => reasons.map((reason) => reason.customer);

export interface MotorReferralFacts {
  /** cents */
  vehicleValue: number;
  claimsInLastThreeYears: number;
  insuranceCancelled: boolean;
  /** convicted of drunk or reckless driving */
  convicted: boolean;
  /** the age of the person who drives the vehicle most; null when unknown */
  regularDriverAge: number | null;
}

function motorReferrals(facts: MotorReferralFacts): ReferralReason[] {
  const limits = REFERRAL_LIMITS.motor;
  const reasons: ReferralReason[] = [];
  if (facts.vehicleValue > limits.vehicleValueCents)
    reasons.push({
      staff: `The vehicle is worth ${formatRand(facts.vehicleValue)}, more than ${formatRand(limits.vehicleValueCents)}.`,
      customer: `the vehicle is worth more than ${formatRand(limits.vehicleValueCents)}`,
    });
  if (facts.claimsInLastThreeYears >= limits.claimsInThreeYears)
    reasons.push({
      staff: `${facts.claimsInLastThreeYears} claims were made in the last 3 years.`,
      customer: `you told us about ${facts.claimsInLastThreeYears} claims in the last 3 years`,
    });
  if (facts.insuranceCancelled)
    reasons.push({
      staff: 'An insurer cancelled earlier cover of the policy holder.',
      customer: 'you told us an insurer cancelled your cover before',
    });
  if (facts.convicted)
    reasons.push({
      staff: 'The policy holder was convicted of drunk or reckless driving.',
      customer: 'you told us about a conviction for drunk or reckless driving',
    });
  if (facts.regularDriverAge !== null && facts.regularDriverAge < limits.youngDriverAge)
    reasons.push({
      staff: `The regular driver is ${facts.regularDriverAge}, younger than ${limits.youngDriverAge}.`,
      // the customer or the driver they named: said of either without naming whose age it is
      customer: `the person who drives the vehicle most is younger than ${limits.youngDriverAge}`,
    });
  return reasons;
}

export function motorReferralReasons(facts: MotorReferralFacts): string[] {
  return staffOf(motorReferrals(facts));
}

export interface CreditLifeReferralFacts {
  /** cents */
  outstandingBalance: number;
  /**
   * Credit life taken with the cover of the financed item (the device or motor wizard) is referred with that
   * application, so its reasons name it; undefined for credit life taken on its own.
   */
  linkedTo?: 'phone' | 'vehicle' | undefined;
  /**
   * Taken with the motor cover: the vehicle's sum insured (its retail value plus extras and enhancements,
   * cents). A balance above it is referred: the loan is larger than what it finances (docs/decisions/0025).
   */
  vehicleValue?: number | undefined;
}

function creditLifeReferrals(facts: CreditLifeReferralFacts): ReferralReason[] {
  const limit = REFERRAL_LIMITS.creditLife.outstandingBalanceCents;
  const balance = formatRand(facts.outstandingBalance);
  const subject = `The outstanding balance${facts.linkedTo ? ` of the ${facts.linkedTo} credit life` : ''} is ${balance}`;
  const owed = `the balance still owed${facts.linkedTo ? ` on the ${facts.linkedTo}` : ''} (${balance})`;
  const reasons: ReferralReason[] = [];
  if (facts.outstandingBalance > limit)
    reasons.push({
      staff: `${subject}, more than ${formatRand(limit)}.`,
      customer: `${owed} is more than ${formatRand(limit)}`,
    });
  if (facts.vehicleValue !== undefined && facts.outstandingBalance > facts.vehicleValue)
    reasons.push({
      staff: `${subject}, more than the vehicle’s value with its extras, ${formatRand(facts.vehicleValue)}.`,
      customer: `${owed} is more than the vehicle’s value with its extras (${formatRand(facts.vehicleValue)})`,
    });
  return reasons;
}

export function creditLifeReferralReasons(facts: CreditLifeReferralFacts): string[] {
  return staffOf(creditLifeReferrals(facts));
}

/** What a motor application's referral reads: its quote, its regular driver's age and its credit life. */
export interface MotorApplicationReferralFacts {
  /** the priced quote the application is made from (amounts in cents) */
  quote: {
    vehicleValue: number;
    /** the vehicle's value with its extras and enhancements */
    sumAssured: number;
    module: {
      previousInsurance: {
        numberOfClaims: number;
        insuranceCancelled: boolean;
        drunkOrRecklessConviction: boolean;
      };
    };
  };
  /** the age of the person who drives the vehicle most; null when unknown */
  regularDriverAge: number | null;
  /** the outstanding balance of the vehicle credit life taken with it (cents); null without one */
  creditLifeBalance: number | null;
}

/** A motor application's referral reasons in both voices: the motor rules, then the linked credit life's. */
export function motorApplicationReferrals(facts: MotorApplicationReferralFacts): ReferralReason[] {
  const { quote } = facts;
  const previous = quote.module.previousInsurance;
  return [
    ...motorReferrals({
      vehicleValue: quote.vehicleValue,
      claimsInLastThreeYears: previous.numberOfClaims,
      insuranceCancelled: previous.insuranceCancelled,
      convicted: previous.drunkOrRecklessConviction,
      regularDriverAge: facts.regularDriverAge,
    }),
    ...(facts.creditLifeBalance === null
      ? []
      : creditLifeReferrals({
          outstandingBalance: facts.creditLifeBalance,
          linkedTo: 'vehicle',
          vehicleValue: quote.sumAssured,
        })),
  ];
}

/**
 * The reasons a motor application is referred when its declaration is accepted: the motor rules on the quote
 * and the driver, and those of the vehicle credit life taken with it (referred with it). The server's
 * declaration applies them (motorReferralOf), and the operator desk reads them before it sends an
 * application for the employee's acceptance, so both say the same.
 */
export function motorApplicationReferralReasons(facts: MotorApplicationReferralFacts): string[] {
  return staffOf(motorApplicationReferrals(facts));
}

/**
 * The same reasons in the customer's words (clauses to follow "because"): what the customer's wizard tells
 * them before they declare, read from their draft. The server still decides at the declaration.
 */
export function motorApplicationCustomerReasons(facts: MotorApplicationReferralFacts): string[] {
  return customerOf(motorApplicationReferrals(facts));
}

/** What a device application's referral reads: the phone's insured value and its credit life's balance. */
export interface DeviceApplicationReferralFacts {
  /** the phone's replacement cost (cents) */
  insuredValue: number;
  /** the outstanding balance of the phone credit life taken with it (cents); null without one */
  creditLifeBalance: number | null;
}

/** A device application's referral reasons in both voices: the phone's value, then the linked credit life's. */
function deviceApplicationReferrals(facts: DeviceApplicationReferralFacts): ReferralReason[] {
  const limit = REFERRAL_LIMITS.device.insuredValueCents;
  return [
    ...(facts.insuredValue > limit
      ? [
          {
            staff: deviceReferralReasons({ insuredValue: facts.insuredValue })[0] ?? '',
            customer: `the phone is insured for more than ${formatRand(limit)}`,
          },
        ]
      : []),
    ...(facts.creditLifeBalance === null
      ? []
      : creditLifeReferrals({ outstandingBalance: facts.creditLifeBalance, linkedTo: 'phone' })),
  ];
}

/**
 * The reasons a device application is referred when its declaration is accepted (the server's declaration
 * applies them), and the same reasons in the customer's words, which the wizard says before they confirm.
 */
export function deviceApplicationReferralReasons(facts: DeviceApplicationReferralFacts): string[] {
  return staffOf(deviceApplicationReferrals(facts));
}
export function deviceApplicationCustomerReasons(facts: DeviceApplicationReferralFacts): string[] {
  return customerOf(deviceApplicationReferrals(facts));
}
