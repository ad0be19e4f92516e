import { describe, expect, it } from 'vitest';
import { BENEFICIARY_SHARE_MESSAGES, CREDIT_LIFE_MESSAGES } from '@cover/domain';
import {
  VEHICLE_CREDIT_LIFE_MESSAGES,
  vehicleCreditLifeDetailsSchema,
  vehicleCreditLifeQuoteInputSchema,
} from '@cover/domain/motor';
import { emptyBeneficiary } from '../../../../components/beneficiaries/beneficiary-rules';
import { emptyMotorCreditLife, type MotorCreditLifeDraft } from './credit-life-draft';
import {
  amountInsured,
  creditLifeDetailsBody,
  motorCreditLifeErrors,
  vehicleCreditLifeQuoteInput,
} from './credit-life-rules';
import { registrationAnswers } from './registration-payloads';
import { initialMotorValues, type MotorRegistrationValues } from './registration-types';
import { READY } from './testing/purchase-fixtures';

const PERSON_ID = '8001015009087';
const beneficiary = (firstName: string, percentage: number) => ({
  ...emptyBeneficiary(percentage),
  relation: 'spouse',
  firstName,
  lastName: 'Mokoena',
});
const DETAILS: MotorCreditLifeDraft = {
  ...emptyMotorCreditLife(),
  outstandingBalance: 25_000_000,
  addtionalPercentage: 10,
  personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: PERSON_ID },
  beneficiariesDetails: [beneficiary('Lerato', 60), beneficiary('Kabelo', 40)],
};
const FINANCED = {
  isPayingCarLoan: true,
  creditProvider: 'WesBank',
  responsiblePerson: 'Thabo Mokoena',
  optForTelkomCreditLife: true,
};
const values = (
  details: Partial<MotorCreditLifeDraft>,
  finance: Partial<MotorRegistrationValues['motorVehicleFinance']> = {},
): MotorRegistrationValues => ({
  ...initialMotorValues(),
  ...READY,
  motorVehicleFinance: { ...FINANCED, ...finance },
  creditLifeDetails: { ...DETAILS, ...details },
});

describe('vehicle credit life in the motor wizard: its rules', () => {
  it.each([
    ['a balance within R1 000 to R1 500 000', { outstandingBalance: 100_000 }, {}],
    [
      'no balance',
      { outstandingBalance: null },
      { outstandingBalance: CREDIT_LIFE_MESSAGES.outstandingBalance },
    ],
    [
      'a balance under R1 000',
      { outstandingBalance: 99_999 },
      { outstandingBalance: VEHICLE_CREDIT_LIFE_MESSAGES.outstandingBalanceLow },
    ],
    [
      'a balance over R1 500 000',
      { outstandingBalance: 150_000_001 },
      { outstandingBalance: VEHICLE_CREDIT_LIFE_MESSAGES.outstandingBalanceHigh },
    ],
    ['25% additional', { addtionalPercentage: 25 }, {}],
    ['0% additional', { addtionalPercentage: 0 }, {}],
    [
      '26% additional',
      { addtionalPercentage: 26 },
      { addtionalPercentage: CREDIT_LIFE_MESSAGES.additionalPercentage },
    ],
    [
      'no additional percentage',
      { addtionalPercentage: null },
      { addtionalPercentage: CREDIT_LIFE_MESSAGES.additionalPercentage },
    ],
    [
      'shares summing to 90',
      { beneficiariesDetails: [beneficiary('Lerato', 60), beneficiary('Kabelo', 30)] },
      { beneficiariesDetails: BENEFICIARY_SHARE_MESSAGES.total },
    ],
    [
      'shares summing to 110',
      { beneficiariesDetails: [beneficiary('Lerato', 60), beneficiary('Kabelo', 50)] },
      { beneficiariesDetails: BENEFICIARY_SHARE_MESSAGES.total },
    ],
    [
      'no beneficiaries',
      { beneficiariesDetails: [] },
      { beneficiariesDetails: BENEFICIARY_SHARE_MESSAGES.required },
    ],
  ] as const)('%s', (_name, details, expected) => {
    const errors = motorCreditLifeErrors(values(details as Partial<MotorCreditLifeDraft>));
    const at = Object.fromEntries(
      Object.entries(expected).map(([field, message]) => [`creditLifeDetails.${field}`, message]),
    );
    expect(errors).toEqual(at);
  });

  it('asks nothing when the vehicle is not financed or credit life is not chosen', () => {
    const empty = { ...emptyMotorCreditLife() };
    expect(motorCreditLifeErrors(values(empty, { optForTelkomCreditLife: false }))).toEqual({});
    expect(motorCreditLifeErrors(values(empty, { isPayingCarLoan: false }))).toEqual({});
  });

  it('shows the amount insured as the balance plus the additional percentage', () => {
    expect(amountInsured(DETAILS)).toBe(27_500_000);
    expect(amountInsured({ ...DETAILS, addtionalPercentage: 30 })).toBeNull();
  });

  it('sends creditLifeDetails with the spec names in the registration, only when chosen', () => {
    const answers = registrationAnswers(values({}), 'p-1') as Record<string, unknown>;
    expect(answers.creditLifeDetails).toEqual({
      currentScreen: 3,
      outstandingBalance: 25_000_000,
      addtionalPercentage: 10,
      totalAmountInsured: 27_500_000,
      issuedTotalPercentage: 0,
      personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: PERSON_ID },
      beneficiariesDetails: [
        { relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena', percentage: 60 },
        { relation: 'spouse', firstName: 'Kabelo', lastName: 'Mokoena', percentage: 40 },
      ],
      addAnotherBeneficiary: true,
    });
    expect(vehicleCreditLifeDetailsSchema.safeParse(answers.creditLifeDetails).success).toBe(true);
    const without = registrationAnswers(values({}, { optForTelkomCreditLife: false }), 'p-1');
    expect(without).not.toHaveProperty('creditLifeDetails');
  });

  it('prices the balance and percentage, citizenship from the ID number', () => {
    const input = vehicleCreditLifeQuoteInput(DETAILS, 'AHTBB3CD001234567');
    expect(input).toEqual({
      vinNumber: 'AHTBB3CD001234567',
      citizenship: 'citizen',
      outstandingSettlementBalanceAmount: 25_000_000,
      additionalPercentageInsured: 10,
    });
    expect(vehicleCreditLifeQuoteInputSchema.safeParse(input).success).toBe(true);
    expect(vehicleCreditLifeQuoteInput({ ...DETAILS, outstandingBalance: 5 })).toBeNull();
    expect(creditLifeDetailsBody(DETAILS).addAnotherBeneficiary).toBe(true);
  });
});
