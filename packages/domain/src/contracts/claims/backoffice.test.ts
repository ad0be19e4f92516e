import { describe, expect, it } from 'vitest';
import { CLAIM_DECISION_MESSAGES, claimDecisionInputSchema, claimDecisionNeedsReason } from './backoffice.js';

describe('a confirmer says why only when the decision is not the one recommended', () => {
  it.each([
    ['approve', 'approve', false],
    ['repudiate', 'repudiate', false],
    ['approve', 'repudiate', true],
    ['repudiate', 'approve', true],
    [null, 'approve', true],
    [null, 'repudiate', true],
  ] as const)('recommended %s, decided %s: note required %s', (recommendation, decision, required) => {
    expect(claimDecisionNeedsReason(recommendation, decision)).toBe(required);
  });

  it('takes a decision without a note, and refuses a note of only spaces in its own words', () => {
    expect(claimDecisionInputSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    const blank = claimDecisionInputSchema.safeParse({ decision: 'approve', reason: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: CLAIM_DECISION_MESSAGES.reason,
    });
  });
});
