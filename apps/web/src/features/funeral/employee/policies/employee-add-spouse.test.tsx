import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alterationReply, announced, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { EmployeeAddSpouse } from './employee-add-spouse';
import { EMPLOYEE, employeePolicy } from './test-policy';

afterEach(() => vi.unstubAllGlobals());

const CREATE = `${EMPLOYEE}/createAlterationPackage`;
const APPLY = `${EMPLOYEE}/applyAlterationPackage`;

describe('EmployeeAddSpouse', () => {
  it('prices the spouse as an edit_policy_details alteration and applies it with the salary deduction consent', async () => {
    const { callsTo } = mockFetch({
      [`POST ${CREATE}`]: () =>
        json(200, alterationReply('Priced', { alterationPackageId: 'pkg-8', newPremium: 16_000 })),
      [`POST ${APPLY}`]: () => json(200, alterationReply('Your spouse has been added')),
    });
    renderWithApp(<EmployeeAddSpouse policy={employeePolicy()} />);
    const user = userEvent.setup();
    const spouse = screen.getByRole('group', { name: 'Your spouse' });
    await user.type(within(spouse).getByLabelText(/^First name/), 'Naledi');
    await user.type(within(spouse).getByLabelText(/SA ID number/), '8801010800087');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise Telkom to deduct R\s160,00 a month from my salary for this cover\./,
    });
    expect(callsTo('POST', CREATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      change: {
        type: 'edit_policy_details',
        spouse: {
          firstName: 'Naledi',
          lastName: 'Mokoena',
          idNumber: '8801010800087',
          dateOfBirth: '1988-01-01',
        },
      },
    });
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Add my spouse' }));
    await announced('Your spouse has been added');
    expect(callsTo('POST', APPLY)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: 'pkg-8',
      consents: { salaryDeduction: true },
    });
  });
});
