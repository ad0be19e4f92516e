import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alterationReply, announced, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { EmployeeBeneficiaries } from './employee-beneficiaries';
import { CMS, employeePolicy } from './test-policy';

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeBeneficiaries', () => {
  it('Delete takes the beneficiary out in the form: nothing is saved, their share is left to give out, undo', async () => {
    const { callsTo } = mockFetch({
      [`POST ${CMS}/editBeneficiary`]: () =>
        refusal(409, 'VALIDATION_FAILED', 'This beneficiary has an open claim'),
    });
    renderWithApp(<EmployeeBeneficiaries policy={employeePolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Lwazi Mokoena' }));
    const region = screen.getByRole('region', { name: 'Beneficiaries' });
    expect(within(region).queryByRole('region', { name: 'Lwazi Mokoena' })).not.toBeInTheDocument();
    expect(within(region).getByTestId('beneficiary-total')).toHaveTextContent(
      'Total 60%: 40% left to allocate',
    );
    expect(within(region).getByRole('button', { name: 'Save beneficiaries' })).toBeDisabled();
    expect(callsTo('POST', `${CMS}/deleteBeneficiary`)).toHaveLength(0);
    expect(callsTo('POST', `${CMS}/editBeneficiary`)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Undo: put Lwazi Mokoena back' }));
    expect(within(region).getByTestId('beneficiary-total')).toHaveTextContent('Total 100%');
    await user.click(within(region).getByRole('button', { name: 'Remove Lwazi Mokoena' }));
    const share = within(region).getByLabelText('Share of Naledi Mokoena (%)');
    await user.clear(share);
    await user.type(share, '100');
    await user.click(within(region).getByRole('button', { name: 'Save beneficiaries' }));
    expect(await within(region).findByText('This beneficiary has an open claim')).toBeInTheDocument();
    const [call] = callsTo('POST', `${CMS}/editBeneficiary`);
    expect(call?.body).toEqual({
      policyId: POLICY_ID,
      beneficiaries: [{ relation: 'spouse', firstName: 'Naledi', lastName: 'Mokoena', percentage: 100 }],
    });
    expect(call?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('edits the list: nothing is sent until it totals 100%, then the whole list is saved', async () => {
    const { callsTo } = mockFetch({
      [`POST ${CMS}/editBeneficiary`]: () => json(200, alterationReply('Beneficiaries updated')),
    });
    renderWithApp(<EmployeeBeneficiaries policy={employeePolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const share = screen.getByLabelText('Share of Lwazi Mokoena (%)');
    await user.clear(share);
    await user.type(share, '50');
    expect(screen.getByRole('button', { name: 'Save beneficiaries' })).toBeDisabled();
    expect(callsTo('POST', `${CMS}/editBeneficiary`)).toHaveLength(0);
    await user.clear(share);
    await user.type(share, '40');
    await user.click(screen.getByRole('button', { name: 'Save beneficiaries' }));
    await announced('Beneficiaries updated');
    expect(callsTo('POST', `${CMS}/editBeneficiary`)[0]?.body).toEqual({
      policyId: POLICY_ID,
      beneficiaries: [
        { relation: 'spouse', firstName: 'Naledi', lastName: 'Mokoena', percentage: 60 },
        { relation: 'child', firstName: 'Lwazi', lastName: 'Mokoena', percentage: 40 },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Save beneficiaries' })).not.toBeInTheDocument();
  });
  it('asks the employee to share out the percentage of a beneficiary who died, not while editing', async () => {
    const policy = employeePolicy();
    const [first] = policy.module.beneficiaries;
    renderWithApp(
      <EmployeeBeneficiaries
        policy={{
          ...policy,
          module: { ...policy.module, deceasedBeneficiaryIds: [first?.beneficiaryId ?? ''] },
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Beneficiaries' });
    expect(within(region).getByRole('alert')).toHaveTextContent(
      `${first?.firstName} ${first?.lastName} has died and still has ${first?.percentage}% of the benefit.`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});
