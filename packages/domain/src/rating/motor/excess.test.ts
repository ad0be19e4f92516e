import { describe, expect, it } from 'vitest';
import { describeMotorExcess, motorExcessCents, motorExcesses } from './excess.js';
import { MOTOR_RATE_TABLE_V1 as V1 } from './rate-table.js';

const R = (rand: number) => Math.round(rand * 100);

describe('motor excess per claim type', () => {
  it('states every claim type, in order, on a R300 000 sum insured', () => {
    expect(motorExcesses(R(300_000), V1)).toEqual([
      {
        claimType: 'STOLEN',
        label: 'Stolen',
        amount: R(30_000),
        description: '10 % of the sum insured, at least R5 000',
      },
      {
        claimType: 'HIJACKED',
        label: 'Hijacked',
        amount: R(15_000),
        description: '5 % of the sum insured, at least R5 000',
      },
      { claimType: 'GLASS', label: 'Glass', amount: R(1_500), description: 'R1 500 a claim' },
      { claimType: 'ACCESSORIES', label: 'Accessories', amount: R(1_000), description: 'R1 000 a claim' },
      {
        claimType: 'ACCIDENT_SCRATCHES_DENTS',
        label: 'Accident scratches & dents',
        amount: R(6_000),
        description: '2 % of the sum insured, at least R3 500',
      },
      { claimType: 'TOWING', label: 'Towing', amount: 0, description: 'No excess' },
    ]);
  });

  it.each([
    ['STOLEN', R(40_000), R(5_000)],
    ['STOLEN', R(49_999.99), R(5_000)],
    ['STOLEN', R(50_000), R(5_000)],
    ['STOLEN', R(50_000.04), R(5_000)],
    ['STOLEN', R(50_000.05), R(5_000.01)],
    ['STOLEN', R(1_500_000), R(150_000)],
    ['HIJACKED', R(99_999.99), R(5_000)],
    ['HIJACKED', R(100_000), R(5_000)],
    ['HIJACKED', R(100_020), R(5_001)],
    ['HIJACKED', R(1_500_000), R(75_000)],
    ['ACCIDENT_SCRATCHES_DENTS', R(15_000), R(3_500)],
    ['ACCIDENT_SCRATCHES_DENTS', R(175_000), R(3_500)],
    ['ACCIDENT_SCRATCHES_DENTS', R(175_000.25), R(3_500.01)],
    ['ACCIDENT_SCRATCHES_DENTS', R(175_000.24), R(3_500)],
    ['ACCIDENT_SCRATCHES_DENTS', R(1_500_000), R(30_000)],
    ['GLASS', R(15_000), R(1_500)],
    ['GLASS', R(1_500_000), R(1_500)],
    ['ACCESSORIES', R(1_500_000), R(1_000)],
    ['TOWING', R(1_500_000), 0],
  ] as const)('%s on a sum insured of %i cents: %i cents', (type, sumInsured, amount) => {
    expect(motorExcessCents(V1.excess[type], sumInsured)).toBe(amount);
    expect(motorExcesses(sumInsured, V1).find((excess) => excess.claimType === type)?.amount).toBe(amount);
  });

  it('describes fixed and percentage rules of any table', () => {
    expect(describeMotorExcess({ kind: 'fixed', amountCents: R(2_500.5) })).toBe('R2 500,50 a claim');
    expect(describeMotorExcess({ kind: 'percentage', percentage: 5, minimumCents: R(5_000) })).toBe(
      '5 % of the sum insured, at least R5 000',
    );
  });
});
