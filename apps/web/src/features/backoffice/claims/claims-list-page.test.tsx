import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, BACKOFFICE_PATHS as API } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaimRow as row } from '../testing/backoffice-fixtures';
import { backofficeQueues } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ClaimsListPage } from './claims-list-page';

afterEach(() => vi.unstubAllGlobals());

const timeline = (steps: Record<string, string>) =>
  ['received', 'documents', 'assessing', 'approved', 'declined', 'paid'].map((step) => ({
    step: step as 'received',
    at: steps[step] ?? null,
  }));

describe('claims list', () => {
  it('shows a waiting time only on claims staff still act on; decided ones say when; each with its type and report day', async () => {
    const recently = new Date(Date.now() - 10 * 60_000).toISOString();
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${BACKOFFICE_CLAIM_PATHS.list}`]: () =>
        json(200, {
          data: [
            row({
              claimId: 'c-open',
              claimNumber: 'CLM-2026-000001',
              createdAt: '2026-03-01T08:00:00.000Z',
              updatedAt: recently,
              claimTypeLabel: 'Screen damage',
            }),
            row({
              claimId: 'c-paid',
              claimNumber: 'CLM-2026-000002',
              status: 'paid_out',
              approvalStatus: 'approved',
              grantedAmount: 750_000,
              statusDisplayValue: 'Paid',
              createdAt: '2026-03-02T08:00:00.000Z',
              updatedAt: recently,
              timeline: timeline({ paid: '2026-03-09T08:00:00.000Z' }),
            }),
            row({
              claimId: 'c-repudiated',
              claimNumber: 'CLM-2026-000003',
              status: 'closed',
              approvalStatus: 'repudiated',
              statusDisplayValue: 'Repudiated',
              createdAt: '2026-03-03T08:00:00.000Z',
              updatedAt: recently,
              claimTypeLabel: 'Lost',
              timeline: timeline({ declined: '2026-03-10T08:00:00.000Z' }),
            }),
            row({
              claimId: 'c-answered',
              claimNumber: 'CLM-2026-000004',
              status: 'in_review',
              statusDisplayValue: 'OnHold',
              createdAt: '2026-03-04T08:00:00.000Z',
              updatedAt: recently,
              holdAnsweredAt: '2026-03-11T08:00:00.000Z',
            }),
          ],
        }),
    });
    await renderBackoffice(<ClaimsListPage />, { path: '/operator/backoffice/claims' });
    const list = await screen.findByRole('list', { name: 'All claims' }, { timeout: 5000 });
    const [open, paid, repudiated, answered] = within(list).getAllByRole('link');
    expect(open).toHaveTextContent('Screen damage · reported 1 March 2026 · Waiting less than an hour');
    expect(paid).toHaveTextContent('Funeral: death · reported 2 March 2026 · Paid on 9 March 2026');
    expect(paid).not.toHaveTextContent('Waiting');
    // the amount granted once there is one (QA walk 6: the queue awaiting payout showed the amount claimed)
    expect(paid).toHaveTextContent(/R\s7\s500,00 granted/);
    expect(paid).not.toHaveTextContent(/R\s10\s000,00/);
    expect(open).toHaveTextContent(/R\s10\s000,00 claimed/);
    expect(repudiated).toHaveTextContent('Lost · reported 3 March 2026 · Repudiated on 10 March 2026');
    expect(repudiated).not.toHaveTextContent('Waiting');
    // on hold, the customer has answered: staff see it is back with them
    expect(answered).toHaveTextContent('Documents received on 11 March 2026');
    expect(open).not.toHaveTextContent('Documents received');
    // each in the words of the console's claim queues ('Open claims'), not the customer's 'Pending'
    expect(
      [open, paid, repudiated, answered].map((link) => link?.querySelector('.MuiChip-label')?.textContent),
    ).toEqual(['Open', 'Paid', 'Repudiated', 'Hold answered']);
  });

  it('says how many claims each queue holds, and which queue is shown (QA walk 16 no. 10)', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${BACKOFFICE_CLAIM_PATHS.list}`]: () => json(200, { data: [row({ claimId: 'c-open' })] }),
      [`GET ${API.queues}`]: () => json(200, backofficeQueues()),
    });
    await renderBackoffice(<ClaimsListPage />, {
      path: '/operator/backoffice/claims?status=open',
      pattern: '/operator/backoffice/claims',
    });
    const queues = await screen.findByRole('navigation', { name: 'Claims by state' }, { timeout: 5000 });
    await within(queues).findByRole('link', { name: 'Open claims (2)' });
    expect(
      within(queues)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Open claims (2)',
      'On hold (0)',
      'Recommendation awaited (0)',
      'Awaiting payout (1)',
      'All claims',
    ]);
    expect(within(queues).getByRole('link', { name: 'Open claims (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the queues without numbers while their counts cannot be had', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${BACKOFFICE_CLAIM_PATHS.list}`]: () => json(200, { data: [row({ claimId: 'c-open' })] }),
    });
    await renderBackoffice(<ClaimsListPage />, { path: '/operator/backoffice/claims' });
    await screen.findByRole('list', { name: 'All claims' }, { timeout: 5000 });
    const queues = screen.getByRole('navigation', { name: 'Claims by state' });
    expect(within(queues).getByRole('link', { name: 'Open claims' })).toBeInTheDocument();
    expect(within(queues).getByRole('link', { name: 'All claims' })).toHaveAttribute('aria-current', 'page');
  });
});
