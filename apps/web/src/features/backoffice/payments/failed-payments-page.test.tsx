import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_PATHS as API } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, POLICY_ID } from '../testing/backoffice-fixtures';
import { failedPayment } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { FailedPaymentsPage, daysOverdue } from './failed-payments-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PATH = '/operator/backoffice/payments/failed';

describe('failed premiums', () => {
  it('counts days overdue in South African days', () => {
    // 23:30 on 9 March in Johannesburg is still 9 March there (21:30 UTC)
    expect(daysOverdue('2026-03-01', new Date('2026-03-09T21:30:00.000Z'))).toBe(8);
    expect(daysOverdue('2026-03-01', new Date('2026-03-09T22:30:00.000Z'))).toBe(9);
    expect(daysOverdue('2026-03-20', new Date('2026-03-09T08:00:00.000Z'))).toBe(0);
  });

  it('lists each failed premium oldest first: policy linked, holder, amount in rand, due date, reason, days overdue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00.000Z'));
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.failedPayments}`]: () =>
        json(200, {
          data: [
            failedPayment({
              collectionId: 'col-2',
              policyId: 'p-2',
              policyNumber: 'DEV-2026-000007',
              line: 'device_credit_life',
              holderName: 'Sipho Nkosi',
              amount: 4_500,
              dueDate: '2026-03-09',
              failureReason: null,
              policyStatus: 'LAPSED',
            }),
            failedPayment(),
          ],
        }),
    });
    await renderBackoffice(<FailedPaymentsPage />, { path: PATH });
    const list = await screen.findByRole('list', { name: 'Failed premiums' }, { timeout: 5000 });
    const rows = within(list).getAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/operator/backoffice/policies/${POLICY_ID}`,
    );
    expect(rows[0]).toHaveTextContent('Policy FUN-2026-000045');
    expect(rows[0]).toHaveTextContent('Nomvula Dlamini · Funeral · R 189,50');
    expect(rows[0]).toHaveTextContent(
      'Due 1 March 2026 · 9 days overdue · Insufficient funds · grace period ends 16 March 2026',
    );
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Sipho Nkosi · Device credit life · R 45,00');
    expect(rows[1]).toHaveTextContent('1 day overdue · No reason given by the bank');
    expect(rows[1]).not.toHaveTextContent('grace period');
    expect(rows[1]).toHaveTextContent('Lapsed');
    expect(api.callsTo('GET', API.failedPayments)[0]?.query.get('limit')).toBe('100');
  });

  it('says when every premium was collected', async () => {
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${API.failedPayments}`]: () => json(200, { data: [] }) });
    await renderBackoffice(<FailedPaymentsPage />, { path: PATH });
    expect(await screen.findByText('No failed premiums', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.failedPayments}`]: () =>
        fail
          ? refusal(500, 'INTERNAL', 'Something went wrong on our side.')
          : json(200, { data: [failedPayment()] }),
    });
    const { user } = await renderBackoffice(<FailedPaymentsPage />, { path: PATH });
    expect(
      await screen.findByText('Something went wrong on our side.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
    expect(api.callsTo('GET', API.failedPayments)).toHaveLength(2);
  });
});
