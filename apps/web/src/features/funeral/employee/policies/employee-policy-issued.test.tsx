import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { employeeRegisterActions } from '../state/register-slice';
import { EmployeePolicyPage } from './employee-policy-page';
import { EMPLOYEE, employeePolicy } from './test-policy';

afterEach(() => vi.unstubAllGlobals());

const ISSUED = /You’re covered: policy EFN-0001 is issued/;

function show(issuedPolicyId: string | null) {
  const policy = { ...employeePolicy(), monthlyPremium: 18_225, nextBillingDate: '2026-12-25' };
  mockFetch({
    [`GET ${EMPLOYEE}/policies/${POLICY_ID}`]: () => json(200, policy),
    [`POST ${EMPLOYEE}/documents`]: () => json(200, { data: [] }),
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/employee/funeral/policies/:policyId" element={<EmployeePolicyPage />} />
    </Routes>,
    { path: `/employee/funeral/policies/${POLICY_ID}` },
  );
  if (issuedPolicyId)
    act(() => {
      view.store.dispatch(
        employeeRegisterActions.applicationCreated({ policyId: issuedPolicyId, policyNumber: 'EFN-0001' }),
      );
    });
  return view;
}

describe('the employee funeral policy just issued (QA walk 10 no. 12)', () => {
  it("says you're covered, the salary deduction from when and what happens next, until closed", async () => {
    const { store } = show(POLICY_ID);
    const notice = (await screen.findByRole('heading', { name: ISSUED })).closest(
      '[role=status]',
    ) as HTMLElement;
    expect(notice).toHaveTextContent(
      /R\s?182[,.]25 a month is deducted from your salary, the first on 25 December 2026\./,
    );
    expect(notice).toHaveTextContent(/What happens next: your policy schedule is under Documents below/);
    expect(notice).toHaveTextContent(/You can cancel until 2 April 2026/);
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: ISSUED })).toBeNull();
    expect(store.getState().employeeFuneralRegister.policyDetails.policyId).toBe('');
  });

  it('says nothing of the kind on a policy opened later, or on another policy', async () => {
    show('another-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your funeral policy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ISSUED })).toBeNull();
  });
});
