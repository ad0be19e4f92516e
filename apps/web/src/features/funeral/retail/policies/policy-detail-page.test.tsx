import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { cancellationTerms, POLICY_ID, policyEvent } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { PolicyDetailPage } from './policy-detail-page';
import { RETAIL, retailPolicy } from './test-policy';

afterEach(() => vi.unstubAllGlobals());

const page = (
  <Routes>
    <Route path="/retail/funeral/policies/:policyId" element={<PolicyDetailPage />} />
  </Routes>
);

describe('PolicyDetailPage', () => {
  it('shows the policy with its change links, members, beneficiaries, payment and history', async () => {
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () =>
        json(200, { ...retailPolicy(), history: [policyEvent('Policy issued', '2025-01-01T08:00:00Z')] }),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your funeral policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Policy FUN-0001' })).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Extended family' })).toHaveAttribute(
      'href',
      `/retail/funeral/policies/${POLICY_ID}/extended-family`,
    );
    expect(within(actions).getByText('Cancel policy', { exact: true })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Submit a claim' })).toBeInTheDocument();
    const beneficiaries = screen.getByRole('region', { name: 'Beneficiaries' });
    expect(within(beneficiaries).getByText('70%')).toBeInTheDocument();
    expect(within(beneficiaries).getByRole('link', { name: 'Change' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Payment details' })).getByRole('link', { name: 'View' }),
    );
    expect(screen.getByRole('region', { name: 'Covered members' })).toHaveTextContent('Grace Mokoena');
    expect(screen.getByRole('region', { name: 'Policy history' })).toHaveTextContent('Policy issued');
    expect(
      await screen.findByText('Your documents will appear here once they are ready.'),
    ).toBeInTheDocument();
  });

  it('offers payment details only, and removal from the list, for an ended policy', async () => {
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () =>
        json(
          200,
          retailPolicy({
            status: 'CANCELLED',
            statusDisplayValue: 'Cancelled',
            cancelledAt: '2026-12-05T08:30:00Z',
          }),
        ),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Payment details', 'Submit a claim']);
    expect(screen.getByRole('button', { name: 'Remove from my list: policy FUN-0001' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Beneficiaries' })).queryByRole('link')).toBeNull();
  });

  it('links the claims still being dealt with on a cancelled policy (QA walk 14 no. 3)', async () => {
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () =>
        json(200, {
          ...retailPolicy({
            status: 'CANCELLED',
            statusDisplayValue: 'Cancelled',
            cancelledAt: '2026-12-05T08:30:00Z',
          }),
          cancellationTerms: cancellationTerms({
            claimMade: true,
            openClaims: [{ claimId: 'c-1', claimNumber: 'CLM-2026-000001' }],
          }),
        }),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    const claims = await screen.findByRole('region', { name: 'Claims on this policy' });
    expect(within(claims).getByRole('link', { name: 'See claim CLM-2026-000001' })).toHaveAttribute(
      'href',
      '/retail/funeral/claims/c-1',
    );
  });

  it('says when a cancelled policy’s cover ended, without its premium, billing or future dates', async () => {
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () =>
        json(
          200,
          retailPolicy({
            status: 'CANCELLED',
            statusDisplayValue: 'Cancelled',
            cancelledAt: '2026-12-05T08:30:00Z',
            cancellationReason: 'other',
            nextBillingDate: null,
          }),
        ),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    const summary = await screen.findByRole('region', { name: 'Policy FUN-0001' });
    expect(summary).toHaveTextContent(
      'Cancelled on 5 December 2026: cover ended and no further premiums are collected',
    );
    for (const gone of [
      'Monthly premium',
      'Next billing date',
      'Billing day',
      'Cooling-off ends',
      'Waiting period',
    ])
      expect(summary).not.toHaveTextContent(gone);
    const payment = screen.getByRole('region', { name: 'Payment details' });
    expect(payment).not.toHaveTextContent('Debit order day');
    expect(payment).toHaveTextContent('No further premiums are collected for this policy.');
  });

  it('says when a lapsed policy’s cover ended', async () => {
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () =>
        json(
          200,
          retailPolicy({
            status: 'LAPSED',
            statusDisplayValue: 'Lapsed',
            lapsedAt: '2026-12-05T08:30:00Z',
            nextBillingDate: null,
          }),
        ),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    const summary = await screen.findByRole('region', { name: 'Policy FUN-0001' });
    expect(summary).toHaveTextContent(
      'Lapsed on 5 December 2026: cover ended and no further premiums are collected',
    );
    expect(summary).not.toHaveTextContent('Cooling-off ends');
  });
  it('asks the customer to share out the percentage of a beneficiary who died, at the beneficiaries', async () => {
    const policy = retailPolicy();
    const grace = policy.module.beneficiaries[1];
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () =>
        json(200, {
          ...policy,
          module: {
            ...policy.module,
            extendedFamily: [],
            deceasedBeneficiaryIds: [grace?.beneficiaryId],
          },
        }),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    const beneficiaries = await screen.findByRole('region', { name: 'Beneficiaries' });
    const alert = within(beneficiaries).getByRole('alert');
    expect(alert).toHaveTextContent(
      `${grace?.firstName} ${grace?.lastName} has died and still has 30% of the benefit. Please share out this percentage among the people you want.`,
    );
    expect(within(alert).getByRole('link', { name: 'Share out' })).toHaveAttribute(
      'href',
      `/retail/funeral/policies/${POLICY_ID}/beneficiaries`,
    );
  });

  it('asks nothing when no beneficiary died', async () => {
    mockFetch({
      [`GET ${RETAIL}/getPolicyByPolicyId`]: () => json(200, retailPolicy()),
      [`POST ${RETAIL}/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/funeral/policies/${POLICY_ID}` });
    const beneficiaries = await screen.findByRole('region', { name: 'Beneficiaries' });
    expect(within(beneficiaries).queryByRole('alert')).not.toBeInTheDocument();
  });
});
