import { describe, expect, it } from 'vitest';
import { VEHICLE_CREDIT_LIFE_MESSAGES } from '../credit-life.js';
import {
  operatorCreditLifeDetailsSchema,
  operatorRegistrationInputSchema,
  THE_EMPLOYEE_RESPONSIBLE,
} from './desk-applications.js';
import { deskPolicyHolderSchema } from './employee-search.js';

const beneficiariesDetails = [
  { relation: 'spouse', firstName: 'Sipho', lastName: 'Mokoena', percentage: 100 },
];
const details = (personResponsibleForFinancing: unknown, extra: object = {}) => ({
  outstandingBalance: 25_000_000,
  addtionalPercentage: 10,
  personResponsibleForFinancing,
  beneficiariesDetails,
  ...extra,
});

describe('the desk’s creditLifeDetails: the person responsible may be the employee', () => {
  it.each([
    ['the employee', THE_EMPLOYEE_RESPONSIBLE, true],
    ['another person', { firstName: 'Lerato', lastName: 'Dube', idNumber: '8001015009087' }, true],
    ['a person without an ID number', { firstName: 'Lerato', lastName: 'Dube', idNumber: '' }, false],
    ['the employee marker set to false', { theEmployee: false }, false],
    ['nobody', undefined, false],
  ])('%s → valid %s', (_case, person, valid) => {
    expect(operatorCreditLifeDetailsSchema.safeParse(details(person)).success).toBe(valid);
  });

  it('still checks the amount insured against the balance and the additional percentage', () => {
    const result = operatorCreditLifeDetailsSchema.safeParse(
      details(THE_EMPLOYEE_RESPONSIBLE, { totalAmountInsured: 25_000_000 }),
    );
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['totalAmountInsured'],
        message: VEHICLE_CREDIT_LIFE_MESSAGES.totalAmountInsured,
      }),
    ]);
  });

  it('is registerVehicle’s creditLifeDetails', () => {
    expect(operatorRegistrationInputSchema.shape.creditLifeDetails.unwrap()).toBe(
      operatorCreditLifeDetailsSchema,
    );
  });
});

describe('the desk’s policy holder: the most years of motor insurance, never the date of birth', () => {
  const holder = {
    policyHolderId: 'h-1',
    firstName: 'Lindiwe',
    lastName: 'Mokoena',
    maskedEmail: 'l***@example.com',
    maskedCellphone: null,
    registeredBy: 'operator',
  };

  it.each([
    [{ mostInsuranceYears: 22 }, 22],
    [{ mostInsuranceYears: 0 }, 0],
    [{ mostInsuranceYears: null }, null],
    [{}, null],
  ])('%j → %s', (extra, expected) => {
    expect(deskPolicyHolderSchema.parse({ ...holder, ...extra }).mostInsuranceYears).toBe(expected);
  });

  it.each([[-1], [2.5], ['22']])('refuses %j', (mostInsuranceYears) => {
    expect(deskPolicyHolderSchema.safeParse({ ...holder, mostInsuranceYears }).success).toBe(false);
  });
});
