import { describe, expect, it } from 'vitest';
import { alterationPreviewText, policyEventSummary } from './policy-history.js';

const data = {
  change: { kind: 'member_died', people: [{ firstName: 'Nomsa', lastName: 'Ndlovu', relation: 'mother' }] },
  premiumBefore: 33_000,
  premiumAfter: 15_000,
};

describe('a deceased member taken off the policy, in the history', () => {
  it.each(['holder', 'staff'] as const)('reads as the system doing it, for the %s', (reader) => {
    expect(policyEventSummary('policy.altered', data, reader)).toBe(
      'Telkom Cover ended the cover of Nomsa Ndlovu (Mother) at their death (the death claim was approved) and took them off the policy. Premium R 330,00 → R 150,00.',
    );
  });

  it('names the change for staff before it is applied', () => {
    expect(alterationPreviewText({ kind: 'member_died', people: data.change.people })).toBe(
      'End the cover of Nomsa Ndlovu (Mother), who died',
    );
  });
});
