import { describe, expect, it } from 'vitest';
import { CREDIT_LIFE_CLAIM_MESSAGES, creditLifeClaimSubmitInputSchema } from './claims.js';

const claimant = (relation: string) => ({
  policyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  claimEvent: 'death',
  fullName: 'Thabo Mokoena',
  idNumber: '8001015009087',
  dateOfDeath: '2026-12-01',
  claimant: {
    firstName: 'Lerato',
    lastName: 'Mokoena',
    idNumber: '8001015009087',
    relation,
    mobile: '0821234567',
  },
  bankDetails: {
    bankName: 'capitec',
    branchCode: '470010',
    accountHolderName: 'Lerato Mokoena',
    accountNumber: '1234567890',
    accountType: 'savings',
  },
});

describe('the credit life claimant’s relation: the list other claim forms use', () => {
  it.each([['spouse'], ['child'], ['executor'], ['other']])('takes %s', (relation) => {
    const parsed = creditLifeClaimSubmitInputSchema.safeParse(claimant(relation));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each([['Spouse'], ['my cousin'], ['']])('refuses free text "%s" with the field message', (relation) => {
    const parsed = creditLifeClaimSubmitInputSchema.safeParse(claimant(relation));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path.join('.') === 'claimant.relation')?.message).toBe(
      CREDIT_LIFE_CLAIM_MESSAGES.relation,
    );
  });
});
