import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DEVICE_CLAIM_MESSAGES } from '@cover/domain/device';
import { POLICY_ID, policyEvent } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicyDetail } from '../../shared/policies/test-device-policy';
import { RetailDevicePolicyPage } from './device-policy-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET ${DEVICE_API.retail}/policy/getPolicyByPolicyId`;
const DOCUMENTS = `POST ${DEVICE_API.retail}/policy/getDocument`;
const page = (
  <Routes>
    <Route path="/retail/device/policies/:policyId" element={<RetailDevicePolicyPage />} />
  </Routes>
);
const open = (path = `/retail/device/policies/${POLICY_ID}`) => renderWithApp(page, { path });

describe('RetailDevicePolicyPage', () => {
  it('shows the phone, premium, dates, the excess of every claim type, payment, documents and history', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () =>
        json(
          200,
          devicePolicyDetail({}, {}, { history: [policyEvent('Policy issued', '2025-01-01T08:00:00Z')] }),
        ),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your device cover' })).toBeInTheDocument();
    expect(callsTo('GET', `${DEVICE_API.retail}/policy/getPolicyByPolicyId`)[0]?.query.get('policyId')).toBe(
      POLICY_ID,
    );
    const summary = screen.getByRole('region', { name: 'Policy DEV-0001' });
    expect(summary).toHaveTextContent('Active');
    expect(summary).toHaveTextContent('Start date1 January 2025');
    expect(summary).toHaveTextContent('Cooling-off ends15 January 2025');
    expect(summary).toHaveTextContent(/Monthly premiumR\s?99[.,]00/);

    const phone = screen.getByRole('region', { name: 'Your phone' });
    for (const fact of ['Samsung', 'Galaxy A15', '128 GB', 'Blue Black', '356938035643809'])
      expect(phone).toHaveTextContent(fact);
    expect(phone).toHaveTextContent(/Replacement costR\s?3[\s ]?000[.,]00/);

    const excess = screen.getByRole('table', { name: 'Excess per claim type' });
    const rows = within(excess).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Screen damage',
      'Hardware damage',
      'Software damage',
      'Lost or stolen device',
    ]);
    expect(rows[3]).toHaveTextContent(/R\s?750[.,]00/);
    expect(rows[3]).toHaveTextContent('25% of the replacement cost');

    const actions = screen.getByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Make a claim' })).toHaveAttribute(
      'href',
      `/retail/device/claims/new?policyId=${POLICY_ID}`,
    );
    expect(within(actions).getByRole('link', { name: 'Cancel policy' })).toHaveAttribute(
      'href',
      `/retail/device/policies/${POLICY_ID}/cancel`,
    );
    expect(within(actions).queryByRole('link', { name: 'Credit life policy' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payment details' })).toHaveTextContent('******7890');
    expect(screen.getByRole('region', { name: 'Policy history' })).toHaveTextContent('Policy issued');
    expect(
      await screen.findByText('Your documents will appear here once they are ready.'),
    ).toBeInTheDocument();
    expectPlainText();
  });

  it('blocks a new claim while one is open on the phone, and links to it and to the credit life policy', async () => {
    mockFetch({
      [DETAIL]: () =>
        json(
          200,
          devicePolicyDetail(
            {},
            { openClaim: { claimId: 'c-open', claimNumber: 'CLM-0042' }, creditLifePolicyId: 'cl-1' },
          ),
        ),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    open();
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    const claim = within(actions).getByRole('button', { name: 'Make a claim' });
    expect(claim).toBeDisabled();
    expect(within(actions).queryByRole('link', { name: 'Make a claim' })).toBeNull();
    expect(claim).toHaveAccessibleDescription(expect.stringContaining(DEVICE_CLAIM_MESSAGES.openClaim));
    expect(within(actions).getByRole('link', { name: 'See claim CLM-0042' })).toHaveAttribute(
      'href',
      '/retail/device/claims/c-open',
    );
    expect(within(actions).getByRole('link', { name: 'Credit life policy' })).toHaveAttribute(
      'href',
      '/retail/device/credit-life/cl-1',
    );
  });

  it('links a cancelled policy’s open claim, and offers no new claim while it is open (QA walk 14 no. 9)', async () => {
    const cancelled = {
      status: 'CANCELLED' as const,
      statusDisplayValue: 'Cancelled',
      cancelledAt: '2026-12-06T08:00:00.000Z',
    };
    mockFetch({
      [DETAIL]: () =>
        json(
          200,
          devicePolicyDetail(cancelled, { openClaim: { claimId: 'c-open', claimNumber: 'CLM-0042' } }),
        ),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    open();
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'See claim CLM-0042' })).toHaveAttribute(
      'href',
      '/retail/device/claims/c-open',
    );
    expect(within(actions).queryByRole('link', { name: 'Make a claim' })).toBeNull();
  });

  it('offers a claim on a cancelled policy for an incident before it ended, not after a total loss (QA walk 14 no. 1)', async () => {
    const cancelled = {
      status: 'CANCELLED' as const,
      statusDisplayValue: 'Cancelled',
      cancelledAt: '2026-12-06T08:00:00.000Z',
    };
    mockFetch({
      [DETAIL]: () => json(200, devicePolicyDetail(cancelled)),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    const first = open();
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Make a claim' })).toBeInTheDocument();
    first.unmount();

    mockFetch({
      [DETAIL]: () => json(200, devicePolicyDetail({ ...cancelled, cancellationReason: 'policy_claimed' })),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    open();
    const ended = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(within(ended).queryByRole('link', { name: 'Make a claim' })).toBeNull();
  });

  it('offers the payment details and removal from the list for an ended policy', async () => {
    mockFetch({
      [DETAIL]: () => json(200, devicePolicyDetail({ status: 'LAPSED', statusDisplayValue: 'Lapsed' })),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    open();
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).queryByRole('link', { name: 'Cancel policy' })).toBeNull();
    expect(within(actions).getByRole('link', { name: 'Payment details' })).toBeInTheDocument();
    expect(
      within(actions).getByRole('button', { name: 'Remove from my list: policy DEV-0001' }),
    ).toBeInTheDocument();
  });

  it("shows 'page not found' for a policy that is not the caller's (404)", async () => {
    mockFetch({
      [DETAIL]: () => refusal(404, 'NOT_FOUND', 'Policy not found'),
    });
    open('/retail/device/policies/9f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your device cover' })).toBeNull();
  });
});
