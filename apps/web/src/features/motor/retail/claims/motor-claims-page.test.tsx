import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { CLAIM_ID, MOTOR_API, motorPolicy, motorPolicyDetail } from '../../shared/policies/test-motor-policy';
import { motorClaim } from '../../shared/policies/test-motor-claim';
import { RetailMotorClaimsPage, RetailMotorPolicyClaimsPage } from './motor-claims-page';

afterEach(() => vi.unstubAllGlobals());

describe('RetailMotorClaimsPage', () => {
  it('lists every motor claim with its type, vehicle and amounts, filtered by policy on the server', async () => {
    const { calls } = mockFetch({
      [`GET ${MOTOR_API.retail}/policies/getPolicies`]: () => json(200, { data: [motorPolicy()] }),
      [`GET ${MOTOR_API.retail}/claims/getClaims`]: () => json(200, { data: [motorClaim()] }),
    });
    renderWithApp(<RetailMotorClaimsPage />, { path: '/retail/motor/claims' });
    const card = await screen.findByRole('link', { name: /^Claim CLM-0007 Pending\b/ });
    expect(card).toHaveAttribute('href', `/retail/motor/claims/${CLAIM_ID}`);
    expect(card).toHaveTextContent(
      'Glass · Toyota Corolla 2021 (CA 123-456) · 10 March 2025 · policy MOT-0001',
    );
    expect(card).toHaveTextContent(/Claimed R\s?3[\s ]?500[.,]00 · excess R\s?1[\s ]?000[.,]00/);
    expect(screen.getByRole('link', { name: 'Submit a claim' })).toHaveAttribute(
      'href',
      '/retail/motor/claims/new',
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Policy'), 'MOT-0001');
    await waitFor(() => expect(calls.some((call) => call.query.get('policyId') === POLICY_ID)).toBe(true));
  });
});

describe('RetailMotorPolicyClaimsPage', () => {
  it('lists the claims made on one policy, with a new claim on it', async () => {
    const { callsTo } = mockFetch({
      [`GET ${MOTOR_API.retail}/getPolicyByPolicyId`]: () => json(200, motorPolicyDetail()),
      [`GET ${MOTOR_API.retail}/claims/getClaimsByPolicyId`]: () => json(200, { data: [motorClaim()] }),
    });
    renderWithApp(
      <Routes>
        <Route path="/retail/motor/policies/:policyId/claims" element={<RetailMotorPolicyClaimsPage />} />
      </Routes>,
      { path: `/retail/motor/policies/${POLICY_ID}/claims` },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claims on policy MOT-0001' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Claim CLM-0007 Pending\b/ })).toBeInTheDocument();
    expect(callsTo('GET', `${MOTOR_API.retail}/claims/getClaimsByPolicyId`)[0]?.query.get('policyId')).toBe(
      POLICY_ID,
    );
    expect(screen.getByRole('link', { name: 'Submit a claim' })).toHaveAttribute(
      'href',
      `/retail/motor/claims/new?policyId=${POLICY_ID}`,
    );
  });

  it('offers no new claim once the theft claim ended the cover (the form would have no policy to offer)', async () => {
    mockFetch({
      [`GET ${MOTOR_API.retail}/getPolicyByPolicyId`]: () =>
        json(
          200,
          motorPolicyDetail({
            status: 'CANCELLED',
            cancelledAt: '2026-12-06T08:00:00.000Z',
            cancellationReason: 'policy_claimed',
          }),
        ),
      [`GET ${MOTOR_API.retail}/claims/getClaimsByPolicyId`]: () => json(200, { data: [motorClaim()] }),
    });
    renderWithApp(
      <Routes>
        <Route path="/retail/motor/policies/:policyId/claims" element={<RetailMotorPolicyClaimsPage />} />
      </Routes>,
      { path: `/retail/motor/policies/${POLICY_ID}/claims` },
    );
    expect(await screen.findByRole('link', { name: /^Claim CLM-0007 Pending\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Submit a claim' })).toBeNull();
  });
});
