import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REINSTATEMENT_REFUSALS,
  REINSTATEMENT_TEXTS,
  type ReinstatementOffer,
  type ReinstateReply,
} from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { ACCOUNT_TYPED, DEBIT_ORDER_SENT, debitOrder, fillIn, POLICY_ID } from '../test-records';
import { ReinstatementPanel } from './reinstatement-panel';

afterEach(() => vi.unstubAllGlobals());

const URL = `/api/retail/policies/${POLICY_ID}/reinstatement`;

function offer(overrides: Partial<ReinstatementOffer> = {}): ReinstatementOffer {
  return {
    policyId: POLICY_ID,
    policyNumber: 'FUN-2026-000001',
    line: 'funeral',
    status: 'LAPSED',
    eligible: true,
    reason: null,
    lapsedOn: '2026-04-15',
    windowEndsOn: '2026-06-14',
    arrears: 24_000,
    unpaidPremiums: [
      {
        collectionId: 'c1',
        dueDate: '2026-03-15',
        amount: 12_000,
        failureReason: 'Debit order returned unpaid',
      },
      {
        collectionId: 'c2',
        dueDate: '2026-04-15',
        amount: 12_000,
        failureReason: 'Debit order returned unpaid',
      },
    ],
    monthlyPremium: 12_000,
    paymentMethod: debitOrder({ debitOrderDate: 15 }),
    nextBillingDate: '2026-05-15',
    ...overrides,
  };
}

const reinstated = (): ReinstateReply => ({
  policyId: POLICY_ID,
  policyNumber: 'FUN-2026-000001',
  line: 'funeral',
  status: 'ACTIVE',
  version: 2,
  arrearsPaid: 24_000,
  collectionId: 'a1',
  reinstatedAt: '2026-04-20T08:00:00.000Z',
  nextBillingDate: '2026-05-15',
  paymentMethod: debitOrder(),
  message: REINSTATEMENT_TEXTS.reinstated,
});

const panel = () => screen.getByRole('region', { name: 'Reinstate this policy' });

describe('ReinstatementPanel', () => {
  it('names the lapse, the last day, the arrears and the unpaid months, then pays from the policy account', async () => {
    const { callsTo } = mockFetch({
      [`GET ${URL}`]: () => json(200, offer()),
      [`POST ${URL}`]: () => json(200, reinstated()),
    });
    renderWithApp(<ReinstatementPanel audience="retail" policyId={POLICY_ID} />);
    expect(await screen.findByText(/This policy lapsed on 15 April 2026/)).toHaveTextContent(
      /You can reinstate it until 14 June 2026 by paying the arrears of R\s?240[.,]00/,
    );
    const region = panel();
    const months = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(months).toHaveLength(2);
    expect(months[0]).toMatch(/Premium due 15 March 2026: R\s?120[.,]00/);
    expect(months[1]).toMatch(/15 April 2026/);
    expect(region).toHaveTextContent('no waiting period starts again');
    expect(region).toHaveTextContent(/due on 15 May 2026/);
    expect(within(region).getByRole('radio', { name: 'Capitec account ******7890' })).toBeChecked();
    expect(within(region).queryByLabelText(/^Account number/)).not.toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(region).getByRole('button', { name: 'Pay the arrears and reinstate' }));
    expect(await within(region).findByText(REINSTATEMENT_TEXTS.reinstated)).toBeInTheDocument();
    const [post] = callsTo('POST', URL);
    expect(post?.body).toEqual({});
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pays from another bank account: checks the fields first, then sends the new debit order', async () => {
    const { callsTo } = mockFetch({
      [`GET ${URL}`]: () => json(200, offer({ paymentMethod: debitOrder({ debitOrderDate: 25 }) })),
      [`POST ${URL}`]: () => json(200, reinstated()),
    });
    renderWithApp(<ReinstatementPanel audience="retail" policyId={POLICY_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Another bank account/ }));
    const region = panel();
    await user.click(within(region).getByRole('button', { name: 'Pay the arrears and reinstate' }));
    await waitFor(() =>
      expect(within(region).getByLabelText(/^Bank/)).toHaveAccessibleDescription('Please choose your bank'),
    );
    expect(callsTo('POST', URL)).toHaveLength(0);

    await fillIn(user, region, ACCOUNT_TYPED);
    await user.click(within(region).getByRole('button', { name: 'Pay the arrears and reinstate' }));
    expect(await within(region).findByText(REINSTATEMENT_TEXTS.reinstated)).toBeInTheDocument();
    expect(callsTo('POST', URL)[0]?.body).toEqual({ paymentMethod: DEBIT_ORDER_SENT });
  });

  it('shows why the arrears could not be collected and lets the customer try again', async () => {
    const message = 'We could not collect the arrears of R 240,00: Insufficient funds. Nothing was changed.';
    const { callsTo } = mockFetch({
      [`GET ${URL}`]: () => json(200, offer()),
      [`POST ${URL}`]: () => refusal(422, 'REINSTATEMENT_PAYMENT_FAILED', message),
    });
    renderWithApp(<ReinstatementPanel audience="retail" policyId={POLICY_ID} />);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Pay the arrears and reinstate' });
    await user.click(button);
    expect(await within(panel()).findByText(message)).toBeInTheDocument();
    expect(within(panel()).queryByText(REINSTATEMENT_TEXTS.reinstated)).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(callsTo('POST', URL)).toHaveLength(2));
    // the same attempt, sent again, keeps its idempotency key
    const [first, second] = callsTo('POST', URL);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('asks for a bank account when the policy has no payment method', async () => {
    mockFetch({ [`GET ${URL}`]: () => json(200, offer({ paymentMethod: null })) });
    renderWithApp(<ReinstatementPanel audience="retail" policyId={POLICY_ID} />);
    expect(
      await screen.findByText('Please enter the bank account to pay the arrears from.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Account number/)).toBeInTheDocument();
  });

  it('gives the reason when the policy can no longer be reinstated, with nothing to pay', async () => {
    const reason = REINSTATEMENT_REFUSALS.WINDOW_CLOSED.replace('{date}', '14 June 2026');
    mockFetch({
      [`GET /api/employee/policies/${POLICY_ID}/reinstatement`]: () =>
        json(200, offer({ eligible: false, reason, nextBillingDate: null })),
    });
    renderWithApp(<ReinstatementPanel audience="employee" policyId={POLICY_ID} />);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reinstate/ })).not.toBeInTheDocument();
  });
});
