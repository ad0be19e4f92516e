import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import {
  alterationReply,
  announced,
  debitOrder,
  POLICY_ID,
} from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import {
  EMPLOYEE_CANCEL_CONSEQUENCE,
  EMPLOYEE_DEBIT_ORDER_CANCEL_CONSEQUENCE,
} from './employee-cancel-policy';
import { EmployeePolicyActionPage } from './employee-policy-action-page';
import { EmployeePolicyPage } from './employee-policy-page';
import { EMPLOYEE, employeePolicy } from './test-policy';

afterEach(() => {
  vi.unstubAllGlobals();
  // the cancel flow keeps its draft and outcome in the tab: every test starts without them
  sessionStorage.clear();
});

const CANCEL = `${EMPLOYEE}/cancelPolicy`;
const CREATE = `${EMPLOYEE}/createAlterationPackage`;
const APPLY = `${EMPLOYEE}/applyAlterationPackage`;
const POLICY = `/employee/funeral/policies/${POLICY_ID}`;

function open(path: string, routes: Record<string, () => Response> = {}, policy = employeePolicy()) {
  const api = mockFetch({
    [`GET ${EMPLOYEE}/policies/${POLICY_ID}`]: () => json(200, policy),
    [`POST ${EMPLOYEE}/documents`]: () => json(200, { data: [] }),
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/employee/funeral/policies/:policyId" element={<EmployeePolicyPage />} />
      <Route path="/employee/funeral/policies/:policyId/:action" element={<EmployeePolicyActionPage />} />
    </Routes>,
    { path },
  );
  return api;
}

describe('an employee funeral policy: adding children and cancelling (QA walk 10 nos. 4, 5)', () => {
  it('offers Add children and Cancel policy on the policy, as the retail policy does', async () => {
    open(POLICY);
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Add children' })).toHaveAttribute(
      'href',
      `${POLICY}/children`,
    );
    expect(within(actions).getByRole('link', { name: 'Cancel policy' })).toHaveAttribute(
      'href',
      `${POLICY}/cancel`,
    );
  });

  it.each([
    ['a cancelled policy', { ...employeePolicy(), status: 'CANCELLED' as const }],
    ['the free benefit', employeePolicy('TELKOM_FREE_BENEFIT')],
  ])('offers neither on %s', async (_name, policy) => {
    open(POLICY, {}, policy);
    await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(screen.queryByRole('link', { name: 'Cancel policy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add children' })).toBeNull();
  });

  it('cancels with a funeral reason, saying the salary deduction stops, only after "Yes"', async () => {
    const { callsTo } = open(`${POLICY}/cancel`, {
      [`POST ${CANCEL}`]: () =>
        json(200, {
          policy: { ...employeePolicy(), status: 'CANCELLED' as const },
          withinCoolingOff: true,
          refund: null,
          message: 'Your policy has been cancelled.',
        }),
    });
    expect(await screen.findByText(/You are inside the 31-day cooling-off period/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Retrenched' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Cancel policy EFN-0001?' });
    expect(within(confirm).getByText(EMPLOYEE_CANCEL_CONSEQUENCE)).toBeInTheDocument();
    expect(EMPLOYEE_CANCEL_CONSEQUENCE).toMatch(/no longer deducted from your salary/);
    expect(within(confirm).queryByText(/debit order/i)).toBeNull();
    expect(callsTo('POST', CANCEL)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel policy EFN-0001' }));
    expect(
      await screen.findByRole('heading', { name: 'Your policy has been cancelled.' }),
    ).toBeInTheDocument();
    expect(callsTo('POST', CANCEL)[0]?.body).toEqual({ policyId: POLICY_ID, reason: 'retrenched' });
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toHaveAttribute(
      'href',
      '/employee/funeral',
    );
  });

  it('says the debit order stops, and the refund goes to the bank account, on a paid funeral', async () => {
    const policy = employeePolicy('RETAIL_FUNERAL_INSURANCE');
    policy.module.paymentDetails = debitOrder();
    open(`${POLICY}/cancel`, {}, policy);
    expect(await screen.findByText(/You are inside the 31-day cooling-off period/)).toHaveTextContent(
      /in premiums you paid to your bank account/,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Retrenched' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Cancel policy EFN-0001?' });
    expect(within(confirm).getByText(EMPLOYEE_DEBIT_ORDER_CANCEL_CONSEQUENCE)).toBeInTheDocument();
    expect(EMPLOYEE_DEBIT_ORDER_CANCEL_CONSEQUENCE).toMatch(/debit order stops/);
    expect(within(confirm).queryByText(/salary/i)).toBeNull();
  });

  it("shows the server's refusal (already cancelled) on the confirmation step", async () => {
    open(`${POLICY}/cancel`, {
      [`POST ${CANCEL}`]: () => refusal(409, 'POLICY_CANCELLED', 'This policy is already cancelled'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel policy EFN-0001' }));
    expect(await screen.findByText('This policy is already cancelled')).toBeInTheDocument();
  });

  it('adds children through the shared form, priced, consented and applied as the add_children alteration', async () => {
    const { callsTo } = open(`${POLICY}/children`, {
      [`POST ${CREATE}`]: () => json(201, alterationReply('Priced', { alterationPackageId: 'pkg-7' })),
      [`POST ${APPLY}`]: () => json(200, alterationReply('Your children have been added')),
    });
    const child = await screen.findByRole('group', { name: 'New child 1' });
    expect(within(child).getByLabelText(/^Last name/)).toHaveValue('Mokoena');
    const user = userEvent.setup();
    await user.type(within(child).getByLabelText(/^First name/), 'Neo');
    await user.type(within(child).getByLabelText(/^Date of birth/), '2015-03-02');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise Telkom to deduct R\s150,00 a month from my salary for this cover\./,
    });
    await user.click(screen.getByRole('button', { name: 'Add the children' }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', APPLY)).toHaveLength(0);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Add the children' }));
    await announced('Your children have been added');
    expect(callsTo('POST', CREATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      change: {
        type: 'add_children',
        children: [
          {
            firstName: 'Neo',
            lastName: 'Mokoena',
            dateOfBirth: '2015-03-02',
            isStudying: false,
            isDisabled: false,
          },
        ],
      },
    });
    expect(callsTo('POST', APPLY)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: 'pkg-7',
      consents: { salaryDeduction: true },
    });
  });
});
