import type { PolicyScheduleData } from './schedule-data.js';

/** A complete schedule for tests and previews: a family funeral policy with every section filled. */
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
      address: '12 Jacaranda Street, Hatfield, Pretoria, Gauteng, 0083',
    },
    productTitle: 'Funeral cover',
    line: 'funeral',
    packageName: 'Funeral cover (retail)',
    productFacts: [
      ['Cover type', 'Money cover'],
      ['Cover option', 'Option C (R 15 000)'],
    ],
    startDate: '2026-02-01',
    status: 'Active',
    covered: {
      heading: 'Covered lives',
      columns: [
        { header: 'Member', width: 0.19 },
        { header: 'Name', width: 0.24 },
        { header: 'Date of birth', width: 0.14 },
        { header: 'Natural death', width: 0.15, align: 'right' },
        { header: 'Accidental', width: 0.15, align: 'right' },
        { header: 'Premium', width: 0.13, align: 'right' },
      ],
      rows: [
        ['Main member', 'Thandiwe Mokoena', '1 Jan 1980', 'R 15 000,00', 'R 30 000,00', 'R 125,00'],
        ['Spouse', 'Sipho Mokoena', '15 Jun 1978', 'R 15 000,00', 'R 30 000,00', 'R 98,00'],
        ['Child', 'Lerato Mokoena', '30 Sept 2012', 'R 7 500,00', 'R 15 000,00', '-'],
        ['Extended family (Mother)', 'Grace Ndlovu', '4 Apr 1955', 'R 10 000,00', 'R 20 000,00', 'R 89,00'],
      ],
    },
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
    lineTerms: [
      {
        heading: 'Waiting periods',
        paragraphs: [
          'Natural death: a waiting period of 6 months applies from the start of each life’s cover. For lives covered from the start date it ends on 1 August 2026.',
          'Accidental death: covered from day one, with no waiting period. A police report is required with the claim.',
        ],
      },
    ],
    coolingOffEndsOn: '2026-03-04',
    term: 'long_term',
    gracePeriodDays: 15,
    ...overrides,
  };
}
