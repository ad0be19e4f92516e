import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import {
  EmployeeCreditLifeActionPage,
  EmployeeCreditLifePolicyPage,
} from '../../device/employee/credit-life/credit-life-pages';
import {
  RetailCreditLifeActionPage,
  RetailCreditLifePolicyPage,
} from '../../device/retail/credit-life/credit-life-pages';
import { CREDIT_LIFE_API, creditLifePolicyDetail, POLICY_ID } from '../testing/credit-life-fixtures';

afterEach(() => vi.unstubAllGlobals());
// the beneficiaries draft is kept in the session: each test starts from the policy's own list, whatever a
// suite before it in the same worker left there
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const RETAIL = '/retail/device/credit-life';
const EMPLOYEE = '/employee/device/credit-life';
const pages = (base: string, retail: boolean) => (
  <Routes>
    <Route
      path={`${base}/:policyId`}
      element={retail ? <RetailCreditLifePolicyPage /> : <EmployeeCreditLifePolicyPage />}
    />
    <Route
      path={`${base}/:policyId/:action`}
      element={retail ? <RetailCreditLifeActionPage /> : <EmployeeCreditLifeActionPage />}
    />
  </Routes>
);
const policyRoutes = (api: string) => ({
  [`GET ${api}/policies/${POLICY_ID}`]: () => json(200, creditLifePolicyDetail()),
  [`POST ${api}/documents`]: () => json(200, { data: [] }),
});

describe('Beneficiaries on an issued credit life policy', () => {
  it('is offered on the policy page while it is active', async () => {
    mockFetch(policyRoutes(CREDIT_LIFE_API.retail));
    renderWithApp(pages(RETAIL, true), { path: `${RETAIL}/${POLICY_ID}` });
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Beneficiaries' })).toHaveAttribute(
      'href',
      `${RETAIL}/${POLICY_ID}/beneficiaries`,
    );
  });

  it('saves only a total of 100%, removal undone or given out, then goes back to the policy', async () => {
    const EDIT = `${CREDIT_LIFE_API.retail}/policies/editBeneficiary`;
    const { callsTo } = mockFetch({
      ...policyRoutes(CREDIT_LIFE_API.retail),
      [`POST ${EDIT}`]: () => json(200, creditLifePolicyDetail({ version: 2 })),
    });
    const { router } = renderWithApp(pages(RETAIL, true), { path: `${RETAIL}/${POLICY_ID}/beneficiaries` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeInTheDocument();
    const user = userEvent.setup();
    // the heading shows while the policy still loads: the form follows it (a loaded CI run clicked too soon)
    await user.click(await screen.findByRole('button', { name: 'Remove Kabelo Mokoena' }));
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 60%');
    const save = screen.getByRole('button', { name: 'Save beneficiaries' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Undo: put Kabelo Mokoena back' }));
    await user.click(screen.getByRole('button', { name: 'Remove Kabelo Mokoena' }));
    const share = screen.getByLabelText('Share of Lerato Mokoena (%)');
    await user.clear(share);
    await user.type(share, '100');
    expect(callsTo('POST', EDIT)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save beneficiaries' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${RETAIL}/${POLICY_ID}`));
    expect(callsTo('POST', EDIT)[0]?.body).toEqual({
      policyId: POLICY_ID,
      beneficiaries: [
        {
          relation: 'spouse',
          firstName: 'Lerato',
          lastName: 'Mokoena',
          mobile: '+27821234567',
          percentage: 100,
        },
      ],
    });
  });

  it("keeps every answer and puts the server's field problems on the beneficiary they are about (employee)", async () => {
    const EDIT = `${CREDIT_LIFE_API.employee}/policies/editBeneficiary`;
    mockFetch({
      ...policyRoutes(CREDIT_LIFE_API.employee),
      [`POST ${EDIT}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the beneficiaries', {
          'beneficiaries.1.mobile': 'Please enter a valid South African mobile number',
        }),
    });
    const { router } = renderWithApp(pages(EMPLOYEE, false), {
      path: `${EMPLOYEE}/${POLICY_ID}/beneficiaries`,
    });
    const user = userEvent.setup();
    const share = await screen.findByLabelText('Share of Kabelo Mokoena (%)');
    await user.clear(share);
    await user.type(share, '30');
    await user.clear(screen.getByLabelText('Share of Lerato Mokoena (%)'));
    await user.type(screen.getByLabelText('Share of Lerato Mokoena (%)'), '70');
    await user.click(screen.getByRole('button', { name: 'Save beneficiaries' }));
    expect(await screen.findByText('Please check the beneficiaries')).toBeInTheDocument();
    const kabelo = screen.getByRole('region', { name: 'Kabelo Mokoena' });
    expect(kabelo).toHaveTextContent('Please enter a valid South African mobile number');
    expect(screen.getByRole('region', { name: 'Lerato Mokoena' })).not.toHaveTextContent('valid');
    expect(screen.getByLabelText('Share of Kabelo Mokoena (%)')).toHaveValue(30);
    expect(screen.getByLabelText('Share of Lerato Mokoena (%)')).toHaveValue(70);
    expect(router.state.location.pathname).toBe(`${EMPLOYEE}/${POLICY_ID}/beneficiaries`);
  });
});
