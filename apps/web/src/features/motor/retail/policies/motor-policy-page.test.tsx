import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { announced, POLICY_ID, policyEvent } from '../../../../components/policies/test-records';
import { DEFAULT_CONFIG, json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import {
  ALTERATION_ID,
  MOTOR_API,
  motorAlteration,
  motorcyclePolicyDetail,
  motorPolicy,
  motorPolicyDetail,
} from '../../shared/policies/test-motor-policy';
import { RetailMotorPolicyPage } from './motor-policy-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `${MOTOR_API.retail}/getPolicyByPolicyId`;
const DOCUMENTS = `${MOTOR_API.retail}/documents/get`;
const page = (
  <Routes>
    <Route path="/retail/motor/policies/:policyId" element={<RetailMotorPolicyPage />} />
  </Routes>
);
const open = (path = `/retail/motor/policies/${POLICY_ID}`) => renderWithApp(page, { path });
const schedule = {
  fileName: 'MOT-0001-schedule-v1.pdf',
  url: 'data:application/pdf;base64,JVBERi0xLjQK',
  description: 'Policy schedule (version 1)',
};

/** The detail view answered with `detail`, its documents, and `routes`. */
function answer(detail = motorPolicyDetail(), routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET ${DETAIL}`]: () => json(200, detail),
    [`POST ${DOCUMENTS}`]: () => json(200, { data: [schedule] }),
    ...routes,
  });
}

describe('RetailMotorPolicyPage', () => {
  it('shows the vehicle, scheme, excess of every claim type, driver, address, payment, cancellation terms, documents and history', async () => {
    const { callsTo } = answer(
      motorPolicyDetail({}, {}, { history: [policyEvent('Policy issued', '2025-01-01T08:00:00Z')] }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your motor cover' })).toBeInTheDocument();
    expect(callsTo('GET', DETAIL)[0]?.query.get('policyId')).toBe(POLICY_ID);

    const summary = await screen.findByRole('region', { name: 'Policy MOT-0001' });
    expect(summary).toHaveTextContent('CoverMotor cover');
    expect(summary).toHaveTextContent(/Sum insuredR\s?300[\s ]?000[.,]00/);
    expect(summary).toHaveTextContent(/Monthly premiumR\s?1[\s ]?450[.,]00/);
    expect(summary).toHaveTextContent('Cooling-off ends15 January 2025');

    const vehicle = screen.getByRole('region', { name: 'Your vehicle' });
    for (const fact of [
      'Toyota Corolla',
      '2021',
      'Car',
      'CA 123-456',
      'AHTBB3QE500012345',
      '2ZR1234567',
      'White',
    ])
      expect(vehicle).toHaveTextContent(fact);

    const excess = screen.getByRole('table', { name: 'Excess per claim type' });
    const rows = within(excess).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Stolen',
      'Hijacked',
      'Glass',
      'Accessories',
      'Accident scratches & dents',
      'Towing',
    ]);
    expect(rows[2]).toHaveTextContent(/A flat R1 000\.R\s?1[\s ]?000[.,]00/);

    const use = screen.getByRole('region', { name: 'Use, driver and address' });
    expect(use).toHaveTextContent('Private use (including to and from work)');
    expect(use).toHaveTextContent('Permanent driverYou');
    expect(use).toHaveTextContent('12 Jan Smuts Avenue, Rosebank, Gauteng, 2196');
    expect(screen.getByRole('region', { name: 'Payment details' })).toHaveTextContent('******7890');
    expect(screen.getByRole('region', { name: 'If you cancel' })).toHaveTextContent(
      /inside the 14-day cooling-off period/,
    );
    expect(screen.getByRole('region', { name: 'Policy history' })).toHaveTextContent('Policy issued');
    expect(await screen.findByText('Policy schedule (version 1)')).toBeInTheDocument();
    expect(callsTo('POST', DOCUMENTS)[0]?.body).toEqual({ policyId: POLICY_ID });

    const actions = screen.getByRole('navigation', { name: 'Policy actions' });
    const base = `/retail/motor/policies/${POLICY_ID}`;
    expect(within(actions).getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      `${base}/edit`,
    );
    expect(within(actions).getByRole('link', { name: 'Swap vehicle' })).toHaveAttribute(
      'href',
      `${base}/swap`,
    );
    expect(within(actions).getByRole('link', { name: 'Cancel policy' })).toHaveAttribute(
      'href',
      `${base}/cancel`,
    );
    expect(within(actions).getByRole('link', { name: 'Make a claim' })).toHaveAttribute(
      'href',
      `/retail/motor/claims/new?policyId=${POLICY_ID}`,
    );
    expect(within(actions).getByRole('link', { name: 'Claims on this policy' })).toHaveAttribute(
      'href',
      `${base}/claims`,
    );
    expect(within(actions).queryByRole('button', { name: /Remove from my list/ })).toBeNull();
    expectPlainText();
  });

  it('lists the declared extras with their value under the vehicle, and none when there are none (QA finding 7)', async () => {
    answer(
      motorPolicyDetail({}, { extras: { items: ['tow_bar', 'tracking_device'], totalValue: 1_250_000 } }),
    );
    open();
    const vehicle = await screen.findByRole('region', { name: 'Your vehicle' });
    expect(vehicle).toHaveTextContent(/ExtrasTow bar, Tracking device \(R\s?12[\s ]?500[.,]00\)/);
    expect(vehicle).not.toHaveTextContent('Performance changes');
  });

  it.each([
    [{ payingOffLoan: true, creditProvider: 'WesBank' }, 'Vehicle financeFinanced by WesBank'],
    [{ payingOffLoan: true, creditProvider: null }, 'Vehicle financeBeing paid off'],
    [{ payingOffLoan: false, creditProvider: null }, 'Vehicle financeNone'],
  ])('names the loan on the vehicle and its credit provider: %o', async (finance, text) => {
    answer(motorPolicyDetail({}, { finance }));
    open();
    const vehicle = await screen.findByRole('region', { name: 'Your vehicle' });
    expect(vehicle).toHaveTextContent(text);
  });

  it('keeps the extras’ amount whole on one line, never "R 20" above "000,00" (QA walk 7, finding 7)', async () => {
    answer(motorPolicyDetail({}, { extras: { items: ['tow_bar'], totalValue: 2_000_000 } }));
    open();
    const vehicle = await screen.findByRole('region', { name: 'Your vehicle' });
    // no-break spaces after the R and between the groups of digits (toHaveTextContent would read them as spaces)
    expect(vehicle.textContent).toContain('Tow bar (R\u00a020\u00a0000,00)');
  });

  it('confirms a priced swap waiting on a car policy through swapPolicy', async () => {
    const pending = motorAlteration({
      changeType: 'swap',
      changeCode: 0,
      summary: 'Cover moves to the Mazda CX-5',
    });
    const { callsTo } = answer(motorPolicyDetail({}, { pendingAlteration: pending }), {
      [`POST ${MOTOR_API.retail}/policies/swapPolicy`]: () =>
        json(200, { policy: motorPolicy(), message: 'Your cover moved to the Mazda CX-5' }),
    });
    open();
    const waiting = await screen.findByRole('region', { name: 'Change waiting for you' });
    expect(waiting).toHaveTextContent('You priced a swap to another vehicle');
    expect(waiting).toHaveTextContent('Cover moves to the Mazda CX-5');
    expect(waiting).toHaveTextContent(/Premium nowR\s?1[\s ]?450[.,]00/);
    expect(waiting).toHaveTextContent(/New monthly premiumR\s?1[\s ]?525[.,]00/);
    await userEvent.setup().click(within(waiting).getByRole('button', { name: 'Confirm the swap' }));
    await waitFor(() => expect(callsTo('POST', `${MOTOR_API.retail}/policies/swapPolicy`)).toHaveLength(1));
    const call = callsTo('POST', `${MOTOR_API.retail}/policies/swapPolicy`)[0];
    expect(call?.body).toEqual({ policyId: POLICY_ID, alterationPackageId: ALTERATION_ID });
    expect(call?.headers.get('idempotency-key')).toBeTruthy();
    await announced('Your cover moved to the Mazda CX-5');
  });

  it('drops a waiting edit through policies/reset, and says why when it is refused', async () => {
    let refused = true;
    const { callsTo } = answer(motorPolicyDetail({}, { pendingAlteration: motorAlteration() }), {
      [`POST ${MOTOR_API.retail}/policies/reset`]: () =>
        refused
          ? refusal(409, 'VALIDATION_FAILED', 'There is no change waiting to be confirmed')
          : json(200, { policy: motorPolicy(), message: 'The change was dropped' }),
    });
    open();
    const waiting = await screen.findByRole('region', { name: 'Change waiting for you' });
    const user = userEvent.setup();
    await user.click(within(waiting).getByRole('button', { name: 'Drop this change' }));
    expect(
      await within(waiting).findByText('There is no change waiting to be confirmed'),
    ).toBeInTheDocument();
    refused = false;
    await user.click(within(waiting).getByRole('button', { name: 'Drop this change' }));
    await announced('The change was dropped');
    expect(callsTo('POST', `${MOTOR_API.retail}/policies/reset`).map((call) => call.body)).toEqual([
      { policyId: POLICY_ID },
      { policyId: POLICY_ID },
    ]);
  });

  it('confirms and drops a motorcycle’s waiting swap through the motorcycle calls', async () => {
    const pending = motorAlteration({ changeType: 'swap', changeCode: 0 });
    const { callsTo } = answer(motorcyclePolicyDetail({ pendingAlteration: pending }), {
      [`POST ${MOTOR_API.retail}/motorcycle/swap`]: () =>
        json(200, { policy: motorPolicy(), message: 'Your cover moved to the new motorcycle' }),
      [`POST ${MOTOR_API.retail}/motorcycle/reset`]: () =>
        json(200, { policy: motorPolicy(), message: 'The change was dropped' }),
    });
    open();
    const waiting = await screen.findByRole('region', { name: 'Change waiting for you' });
    const user = userEvent.setup();
    await user.click(within(waiting).getByRole('button', { name: 'Drop this change' }));
    await waitFor(() => expect(callsTo('POST', `${MOTOR_API.retail}/motorcycle/reset`)).toHaveLength(1));
    await user.click(within(waiting).getByRole('button', { name: 'Confirm the swap' }));
    await waitFor(() => expect(callsTo('POST', `${MOTOR_API.retail}/motorcycle/swap`)).toHaveLength(1));
    expect(callsTo('POST', `${MOTOR_API.retail}/policies/swapPolicy`)).toHaveLength(0);
    expect(callsTo('POST', `${MOTOR_API.retail}/policies/reset`)).toHaveLength(0);
  });

  it('offers only the claims (an incident before it ended) and removal (archive with a note) once the policy has ended', async () => {
    const { callsTo } = answer(
      motorPolicyDetail({ status: 'CANCELLED', statusDisplayValue: 'Cancelled', cancelledAt: '2025-02-01' }),
      {
        [`POST ${MOTOR_API.retail}/removePolicyByPolicyId`]: () =>
          json(200, {
            note: {
              noteId: 'n-1',
              policyId: POLICY_ID,
              applicationId: null,
              title: 'Sold',
              description: 'I sold the car',
              createdAt: '2025-02-02T08:00:00Z',
            },
            archived: 'policy',
            message: 'Removed',
          }),
      },
    );
    open();
    const actions = await screen.findByRole('navigation', { name: 'Policy actions' });
    for (const name of ['Edit details', 'Swap vehicle', 'Cancel policy'])
      expect(within(actions).queryByRole('link', { name })).toBeNull();
    expect(within(actions).getByRole('link', { name: 'Claims on this policy' })).toBeInTheDocument();
    // an incident before the cancellation is still claimed on it (QA walk 14 no. 1)
    expect(within(actions).getByRole('link', { name: 'Make a claim' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'If you cancel' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(actions).getByRole('button', { name: 'Remove from my list: policy MOT-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from my list' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Sold');
    await user.type(within(dialog).getByLabelText(/^Description/), 'I sold the car');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(callsTo('POST', `${MOTOR_API.retail}/removePolicyByPolicyId`)).toHaveLength(1),
    );
    expect(callsTo('POST', `${MOTOR_API.retail}/removePolicyByPolicyId`)[0]?.body).toEqual({
      policyId: POLICY_ID,
      title: 'Sold',
      description: 'I sold the car',
    });
  });

  it('reads the policy through the CMS family while the motor service is discontinued', async () => {
    const { callsTo } = mockFetch({
      'GET /api/config': () =>
        json(200, { ...DEFAULT_CONFIG, flags: { ...DEFAULT_CONFIG.flags, motorServiceDiscontinued: true } }),
      [`GET ${MOTOR_API.cms}/get-policy-by-id`]: () => json(200, motorPolicyDetail()),
      [`POST ${DOCUMENTS}`]: () => json(200, { data: [] }),
    });
    open();
    expect(await screen.findByRole('region', { name: 'Policy MOT-0001' })).toBeInTheDocument();
    expect(callsTo('GET', `${MOTOR_API.cms}/get-policy-by-id`)[0]?.query.get('policyId')).toBe(POLICY_ID);
    expect(callsTo('GET', DETAIL)).toHaveLength(0);
  });

  it("shows 'page not found' for a policy that is not the caller's (404)", async () => {
    mockFetch({
      [`GET ${DETAIL}`]: () => refusal(404, 'NOT_FOUND', 'Policy not found'),
    });
    open('/retail/motor/policies/9f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});
