import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { retailPolicy } from '../retail/policies/test-policy';
import { PolicyMembers } from './policy-members';

describe('PolicyMembers', () => {
  it("shows an added relative's own waiting period, from the day they were added", () => {
    const policy = retailPolicy();
    const [grace] = policy.module.extendedFamily;
    renderWithApp(
      <PolicyMembers
        policy={{
          ...policy,
          module: {
            ...policy.module,
            extendedFamily: grace ? [{ ...grace, naturalDeathWaitingEndsOn: '2027-06-06' }] : [],
          },
        }}
      />,
    );
    const row = screen.getByText(/Extended family · Mother/).closest('li') ?? document.body;
    expect(within(row as HTMLElement).getByText(/waiting period ends 6 June 2027/)).toBeInTheDocument();
  });

  it("shows a spouse's own waiting period", () => {
    const policy = retailPolicy();
    const spouse = {
      ...policy.module.mainMember,
      memberId: 'sp-1',
      firstName: 'Naledi',
      naturalDeathWaitingEndsOn: '2027-02-01',
    };
    renderWithApp(<PolicyMembers policy={{ ...policy, module: { ...policy.module, spouse } }} />);
    const row = screen.getByText(/^Spouse · age/).closest('li') ?? document.body;
    expect(within(row as HTMLElement).getByText(/waiting period ends 1 February 2027/)).toBeInTheDocument();
  });
});
