import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import {
  alterationReply,
  announced,
  fillIn,
  POLICY_ID,
  RELATIVE_TYPED,
  relativeSent,
} from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { EmployeeAlterations } from './employee-alterations';
import { EMPLOYEE, employeePolicy, grace, GRACE_ID } from './test-policy';

afterEach(() => vi.unstubAllGlobals());

const CREATE = `${EMPLOYEE}/createAlterationPackage`;
const APPLY = `${EMPLOYEE}/applyAlterationPackage`;

describe('EmployeeAlterations', () => {
  it('prices a new plan, asks the salary deduction consent for the higher premium, applies it and reports back', async () => {
    const onApplied = vi.fn();
    const { callsTo } = mockFetch({
      [`POST ${CREATE}`]: () => json(200, alterationReply('Priced', { alterationPackageId: 'pkg-2' })),
      [`POST ${APPLY}`]: () => json(200, alterationReply('Your plan has been changed')),
    });
    renderWithApp(<EmployeeAlterations policy={employeePolicy()} onApplied={onApplied} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await user.click(screen.getByRole('radio', { name: /Option D/ }));
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise Telkom to deduct R\s150,00 a month from my salary for this cover\./,
    });
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', APPLY)).toHaveLength(0);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await announced('Your plan has been changed');
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(callsTo('POST', CREATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      change: { type: 'change_plan', coverType: 'Money cover', coverOption: 'D' },
    });
    expect(callsTo('POST', APPLY)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: 'pkg-2',
      consents: { salaryDeduction: true },
    });
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeInTheDocument();
  });

  it('checks new relatives before pricing: problems on their fields, nothing sent', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<EmployeeAlterations policy={employeePolicy()} onApplied={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extended family' }));
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await user.type(within(relative).getByLabelText(/^Last name/), 'Dube');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const first = within(relative).getByLabelText(/^First name/);
    await waitFor(() => expect(first).toHaveAccessibleDescription('Please enter a name'));
    expect(within(relative).getByLabelText(/^Last name/)).toHaveValue('Dube');
    expect(callsTo('POST', CREATE)).toHaveLength(0);
  });

  it("shows the server's refusal of the new relatives", async () => {
    const { callsTo } = mockFetch({
      [`POST ${CREATE}`]: () => refusal(422, 'VALIDATION_FAILED', 'Relatives must be under 85'),
    });
    renderWithApp(<EmployeeAlterations policy={employeePolicy()} onApplied={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extended family' }));
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await fillIn(user, relative, RELATIVE_TYPED);
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByText('Relatives must be under 85')).toBeInTheDocument();
    expect(callsTo('POST', CREATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      change: {
        type: 'add_extended_family',
        extendedFamily: [relativeSent('C')],
      },
    });
  });

  it('removes a covered relative: the new premium first, then the change, and reports back', async () => {
    const onApplied = vi.fn();
    const { callsTo } = mockFetch({
      [`POST ${CREATE}`]: () => json(200, alterationReply('Priced', { alterationPackageId: 'pkg-3' })),
      [`POST ${APPLY}`]: () => json(200, alterationReply('Grace has been removed from your policy')),
    });
    renderWithApp(<EmployeeAlterations policy={employeePolicy(undefined, [grace])} onApplied={onApplied} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extended family' }));
    expect(screen.getByText('Grace Mokoena')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Mokoena' }));
    await user.click(await screen.findByRole('button', { name: 'Remove from my policy' }));
    await announced('Grace has been removed from your policy');
    expect(callsTo('POST', CREATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      change: { type: 'remove_extended_family', memberIds: [GRACE_ID] },
    });
    expect(callsTo('POST', APPLY)[0]?.body).toEqual({ policyId: POLICY_ID, alterationPackageId: 'pkg-3' });
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('edits a covered relative with the priced preview', async () => {
    const { callsTo } = mockFetch({ [`POST ${CREATE}`]: () => json(200, alterationReply('Priced')) });
    renderWithApp(<EmployeeAlterations policy={employeePolicy(undefined, [grace])} onApplied={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extended family' }));
    await user.click(screen.getByRole('button', { name: 'Edit Grace Mokoena' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await user.selectOptions(within(relative).getByLabelText(/^Cover option/), 'D');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByRole('button', { name: 'Save the change' })).toBeInTheDocument();
    expect(callsTo('POST', CREATE)[0]?.body).toMatchObject({
      policyId: POLICY_ID,
      change: { type: 'edit_extended_family', members: [{ memberId: GRACE_ID, coverageOption: 'D' }] },
    });
  });
});
