import { describe, expect, it } from 'vitest';
import { retailPolicy } from '../../retail/policies/test-policy';
import { offeredActions } from './spouse-action';

const entries = [
  { action: 'children', label: 'Add children', activeOnly: true },
  { action: 'spouse', label: 'Add a spouse', activeOnly: true },
] as const;

describe('offeredActions', () => {
  it('offers adding a spouse only to a policy without one', () => {
    const policy = retailPolicy();
    expect(offeredActions(entries, policy).map((entry) => entry.action)).toEqual(['children', 'spouse']);
    const spouse = { ...policy.module.mainMember, memberId: 'sp-1' };
    const covered = { ...policy, module: { ...policy.module, spouse } };
    expect(offeredActions(entries, covered).map((entry) => entry.action)).toEqual(['children']);
  });
});
