import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '../common.js';
import { CREDIT_LIFE_MESSAGES } from '../credit-life/quote.js';
import {
  VEHICLE_CREDIT_LIFE_MESSAGES as M,
  vehicleCreditLifeDetailsSchema,
  vehicleCreditLifeQuoteInputSchema,
  vehicleEditCreditLifeApplicationInputSchema,
  vehicleIndividualCreditLifeInputSchema,
} from './credit-life.js';
import { VEHICLE_CREDIT_LIFE_PATHS } from './credit-life-paths.js';

const person = { firstName: 'Thandi', lastName: 'Mokoena', idNumber: '8001015009087' };
const beneficiary = (percentage: number) => ({
  relation: 'spouse',
  firstName: 'Sipho',
  lastName: 'Mokoena',
  percentage,
});
const details = {
  outstandingBalance: 25_000_000,
  addtionalPercentage: 10,
  personResponsibleForFinancing: person,
  beneficiariesDetails: [beneficiary(100)],
};

/** The messages of a failed parse, by path. */
const messagesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('vehicle creditLifeDetails (motor wizard)', () => {
  it('defaults issuedTotalPercentage to 0 and addAnotherBeneficiary to true', () => {
    expect(vehicleCreditLifeDetailsSchema.parse(details)).toMatchObject({
      issuedTotalPercentage: 0,
      addAnotherBeneficiary: true,
      addtionalPercentage: 10,
    });
  });

  it.each([
    [[100], null],
    [[60, 40], null],
    [[50, 30, 20], null],
    [[60, 30], CONTRACT_MESSAGES.beneficiaryTotal],
    [[60, 50], CONTRACT_MESSAGES.beneficiaryTotal],
    [[99], CONTRACT_MESSAGES.beneficiaryTotal],
    [[], CONTRACT_MESSAGES.beneficiaryRequired],
  ])('beneficiaries %o → %s', (percentages, message) => {
    const result = vehicleCreditLifeDetailsSchema.safeParse({
      ...details,
      beneficiariesDetails: percentages.map(beneficiary),
    });
    expect(result.success).toBe(message === null);
    if (message) expect(messagesOf(result)['beneficiariesDetails']).toBe(message);
  });

  it.each([
    [{ totalAmountInsured: 27_500_000 }, null],
    [{ totalAmountInsured: 25_000_000 }, ['totalAmountInsured', M.totalAmountInsured]],
    [{ outstandingBalance: 99_999 }, ['outstandingBalance', M.outstandingBalanceLow]],
    [{ outstandingBalance: 100_000 }, null],
    [{ outstandingBalance: 150_000_000 }, null],
    [{ outstandingBalance: 150_000_001 }, ['outstandingBalance', M.outstandingBalanceHigh]],
    [{ addtionalPercentage: 25 }, null],
    [{ addtionalPercentage: 26 }, ['addtionalPercentage', CREDIT_LIFE_MESSAGES.additionalPercentage]],
    [{ addtionalPercentage: -1 }, ['addtionalPercentage', CREDIT_LIFE_MESSAGES.additionalPercentage]],
    [{ issuedTotalPercentage: 101 }, ['issuedTotalPercentage', M.issuedTotalPercentage]],
  ] as const)('%o → %o', (change, refusal) => {
    const result = vehicleCreditLifeDetailsSchema.safeParse({ ...details, ...change });
    expect(result.success).toBe(refusal === null);
    if (refusal) expect(messagesOf(result)[refusal[0]]).toBe(refusal[1]);
  });
});

describe('getVehicleCreditLifeQuote input', () => {
  const quote = { citizenship: 'citizen', outstandingSettlementBalanceAmount: 25_000_000 };

  it('defaults the additional percentage to 0 and normalises the VIN', () => {
    expect(vehicleCreditLifeQuoteInputSchema.parse({ ...quote, vinNumber: ' ahtkb3fe502123456' })).toEqual({
      ...quote,
      vinNumber: 'AHTKB3FE502123456',
      additionalPercentageInsured: 0,
    });
  });

  it.each([
    [{ citizenship: 'permanent_resident' }, null],
    [{ citizenship: 'foreign' }, ['citizenship', M.citizenship]],
    [
      { outstandingSettlementBalanceAmount: 99_999 },
      ['outstandingSettlementBalanceAmount', M.outstandingBalanceLow],
    ],
    [
      { outstandingSettlementBalanceAmount: 150_000_001 },
      ['outstandingSettlementBalanceAmount', M.outstandingBalanceHigh],
    ],
    [
      { outstandingSettlementBalanceAmount: 1_000.5 },
      ['outstandingSettlementBalanceAmount', CREDIT_LIFE_MESSAGES.outstandingBalance],
    ],
    [{ additionalPercentageInsured: 25 }, null],
    [
      { additionalPercentageInsured: 26 },
      ['additionalPercentageInsured', CREDIT_LIFE_MESSAGES.additionalPercentage],
    ],
    [
      { additionalPercentageInsured: 2.5 },
      ['additionalPercentageInsured', CREDIT_LIFE_MESSAGES.additionalPercentage],
    ],
    [
      { vinNumber: 'AHTKB3FE502I23456' },
      ['vinNumber', 'Please enter the 17-character VIN (letters and digits, no I, O or Q)'],
    ],
  ] as const)('%o → %o', (change, refusal) => {
    const result = vehicleCreditLifeQuoteInputSchema.safeParse({ ...quote, ...change });
    expect(result.success).toBe(refusal === null);
    if (refusal) expect(messagesOf(result)[refusal[0]]).toBe(refusal[1]);
  });
});

describe('vehicle createIndividualCreditLife and edit', () => {
  const individual = {
    vinNumber: 'AHTKB3FE502123456',
    make: 'Toyota',
    model: 'Hilux',
    manufacturingYear: 2020,
    outstandingBalance: 40_000_000,
    personResponsibleForFinancing: person,
    beneficiariesDetails: [beneficiary(100)],
    paymentMethod: { type: 'deduct_from_salary' },
  };

  it('takes balances above the phone limit, up to R1.5m, and the additional percentage', () => {
    expect(vehicleIndividualCreditLifeInputSchema.parse(individual)).toMatchObject({
      outstandingBalance: 40_000_000,
      additionalPercentage: 0,
      issuedPercentage: 0,
      addAnotherBeneficiary: true,
    });
    expect(
      messagesOf(
        vehicleIndividualCreditLifeInputSchema.safeParse({ ...individual, additionalPercentage: 30 }),
      )['additionalPercentage'],
    ).toBe(CREDIT_LIFE_MESSAGES.additionalPercentage);
  });

  it.each([
    [{ outstandingBalance: 150_000_000, additionalPercentage: 25 }, true],
    [{ outstandingBalance: 150_000_001 }, false],
    [{ beneficiariesDetails: [beneficiary(50)] }, false],
    [{ additionalPercentage: 26 }, false],
  ])('edit %o → valid %s', (change, valid) => {
    const input = { applicationId: '8c0f3e43-4a59-4d4e-9c3e-1f1d6f0f7a10', ...change };
    expect(vehicleEditCreditLifeApplicationInputSchema.safeParse(input).success).toBe(valid);
  });
});

describe('vehicle credit life paths', () => {
  it('serves the CMS calls under the spec names', () => {
    expect(
      Object.values(VEHICLE_CREDIT_LIFE_PATHS.cms)
        .map((route) => route.path)
        .sort(),
    ).toEqual(
      [
        'application-archive',
        'createIndividualCreditLife',
        'get-applications',
        'get-policies',
        'get-policy-by-id',
        'getVehicleCreditLifeQuote',
        'policy-archive',
      ].map((name) => `/api/telkom-cms/motor-credit-life/${name}`),
    );
    expect(VEHICLE_CREDIT_LIFE_PATHS.employee.getVehicleCreditLifeQuote).toMatchObject({
      path: '/api/employee/motor/credit-life/getVehicleCreditLifeQuote',
      audience: 'employee',
      line: 'vehicle_credit_life',
    });
  });
});
