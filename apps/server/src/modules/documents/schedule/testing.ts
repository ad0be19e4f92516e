import type { PolicyScheduleData } from './schedule-data.js';

/** A complete schedule for tests and previews: a family policy with every section filled. */
export function sampleScheduleData(overrides: Partial<PolicyScheduleData> = {}): PolicyScheduleData {
  return {
    policyId: '3f0c7a8e-2d7b-4f55-9d3a-1b2c3d4e5f60',
    policyNumber: 'FUN-2026-000123',
    version: 2,
    issuedOn: '2026-03-12',
    holder: {
      name: 'Thandiwe Zoë Mokoena',
      idNumber: '8001015009087',
      email: 'thandi@example.com',
      cellphone: '+27821234567',
      address: '12 Jacaranda Street, Hatfield, Pretoria, GP, 0083',
    },
    packageName: 'Funeral cover (retail)',
    coverType: 'Money cover',
    coverageOption: 'Option C (R 15 000)',
    startDate: '2026-02-01',
    status: 'active',
    members: [
      {
        role: 'Main member',
        name: 'Thandiwe Mokoena',
        dateOfBirth: '1980-01-01',
        coverAmount: 1_500_000,
        accidentalCoverAmount: 3_000_000,
        premium: 12_500,
      },
      {
        role: 'Spouse',
        name: 'Sipho Mokoena',
        dateOfBirth: '1978-06-15',
        coverAmount: 1_500_000,
        accidentalCoverAmount: 3_000_000,
        premium: 9_800,
      },
      {
        role: 'Child',
        name: 'Lerato Mokoena',
        dateOfBirth: '2012-09-30',
        coverAmount: 750_000,
        accidentalCoverAmount: 1_500_000,
        premium: 0,
      },
      {
        role: 'Extended family (Mother)',
        name: 'Grace Ndlovu',
        dateOfBirth: '1955-04-04',
        coverAmount: 1_000_000,
        accidentalCoverAmount: 2_000_000,
        premium: 8_900,
      },
    ],
    premiumLines: [
      { label: 'Main member', amount: 12_500 },
      { label: 'Spouse', amount: 9_800 },
      { label: 'Children (all children)', amount: 3_500 },
      { label: 'Extended family: Grace Ndlovu (Mother)', amount: 8_900 },
    ],
    monthlyPremium: 34_700,
    billingDay: 25,
    nextBillingDate: '2026-03-25',
    payment: {
      method: 'Debit order',
      bankName: 'Capitec',
      accountNumberMasked: '••••6789',
      accountType: 'Savings',
      salaryReferenceNumber: null,
    },
    beneficiaries: [
      { name: 'Sipho Mokoena', relation: 'Spouse', percentage: 60 },
      { name: 'Lerato Mokoena', relation: 'Child', percentage: 40 },
    ],
    naturalDeathWaitingMonths: 6,
    naturalDeathWaitingEndsOn: '2026-08-01',
    coolingOffEndsOn: '2026-03-04',
    coolingOffDays: 31,
    gracePeriodDays: 15,
    rateTableVersion: 'funeral-2026-01',
    ...overrides,
  };
}
