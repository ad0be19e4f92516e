import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { EmployeePolicyPage } from './employee-policy-page';
import { EMPLOYEE, employeePolicy } from './test-policy';

afterEach(() => vi.unstubAllGlobals());

function show(packageName?: string) {
  mockFetch({
    [`GET ${EMPLOYEE}/policies/${POLICY_ID}`]: () => json(200, employeePolicy(packageName)),
    [`POST ${EMPLOYEE}/documents`]: () => json(200, { data: [] }),
  });
  renderWithApp(
    <Routes>
      <Route path="/employee/funeral/policies/:policyId" element={<EmployeePolicyPage />} />
    </Routes>,
    { path: `/employee/funeral/policies/${POLICY_ID}` },
  );
}

describe('EmployeePolicyPage', () => {
  it('shows the policy, its beneficiaries to edit, the salary deduction and the changes', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your funeral policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a claim' })).toHaveAttribute(
      'href',
      `/employee/funeral/claims/new?policyId=${POLICY_ID}`,
    );
    const beneficiaries = screen.getByRole('region', { name: 'Beneficiaries' });
    expect(within(beneficiaries).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(beneficiaries).getByRole('button', { name: 'Delete Naledi Mokoena' })).toBeInTheDocument();
    expect(screen.getByText('Deduct from salary')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change your cover' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Funeral cover' })).toHaveAttribute('href', '/employee/funeral');
  });

  it('names the free benefit and offers no changes to it', async () => {
    show('TELKOM_FREE_BENEFIT');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your free funeral benefit' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change your cover' })).not.toBeInTheDocument();
  });
});
