import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_PATHS as API, type BackofficeJobsReply } from '@cover/domain';
import { announced } from '../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { BackgroundJobsPage, queueLoad } from './background-jobs-page';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/operator/backoffice/jobs';
const JOB_ID = '6f1c2a54-93e1-4c55-9b39-0c6f3b1a7d21';
const RETRY = API.jobRetry.replace(':jobId', JOB_ID);

const reply = (overrides: Partial<BackofficeJobsReply> = {}): BackofficeJobsReply => ({
  queueRunning: true,
  queues: [
    {
      queue: 'billing-run',
      title: 'Billing run: collects the premiums that have fallen due',
      waiting: 1,
      running: 1,
      failed: 1,
    },
    { queue: 'outbox-delivery', title: 'Message delivery', waiting: 0, running: 0, failed: 0 },
  ],
  failed: [
    {
      id: JOB_ID,
      queue: 'billing-run',
      title: 'Billing run: collects the premiums that have fallen due',
      attempts: 6,
      error: 'collector unavailable',
      createdAt: '2026-03-10T06:05:00.000Z',
      failedAt: '2026-03-10T08:15:00.000Z',
    },
  ],
  ...overrides,
});

describe('background jobs', () => {
  it.each([
    [{ waiting: 0, running: 0 }, 'Idle'],
    [{ waiting: 2, running: 0 }, '2 waiting'],
    [{ waiting: 2, running: 1 }, '2 waiting · 1 running'],
  ])('describes a queue %j as "%s"', (counts, words) => {
    expect(queueLoad({ queue: 'q', title: 'Q', failed: 0, ...counts })).toBe(words);
  });

  it('lists the queues and the dead-lettered jobs, and retries one', async () => {
    let current = reply();
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.jobs}`]: () => json(200, current),
      [`POST ${RETRY}`]: () => {
        current = reply({ failed: [] });
        return json(200, { id: JOB_ID, retried: true });
      },
    });
    const { user } = await renderBackoffice(<BackgroundJobsPage />, { path: PATH });
    const queues = await screen.findByRole('list', { name: 'Job queues' }, { timeout: 5000 });
    const [billing, delivery] = within(queues).getAllByTestId('job-queue');
    expect(billing).toHaveTextContent('Billing run: collects the premiums that have fallen due');
    expect(billing).toHaveTextContent('1 waiting · 1 running');
    expect(billing).toHaveTextContent('1 failed job');
    expect(delivery).toHaveTextContent('Idle');
    expect(delivery).toHaveTextContent('No failures');

    const failed = screen.getByRole('list', { name: 'Failed jobs' });
    const [job] = within(failed).getAllByTestId('failed-job');
    expect(job).toHaveTextContent('collector unavailable');
    expect(job).toHaveTextContent('Failed 10 March 2026, 10:15 after 6 tries');

    await user.click(within(job!).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path === RETRY)).toBe(true),
    );
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    await announced('The job is back on its queue and will run shortly.');
  });

  it('shows why a retry was refused and keeps the job listed', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.jobs}`]: () => json(200, reply()),
      [`POST ${RETRY}`]: () => refusal(404, 'NOT_FOUND', 'There is no failed job with this id to retry.'),
    });
    const { user } = await renderBackoffice(<BackgroundJobsPage />, { path: PATH });
    const job = await screen.findByTestId('failed-job', {}, { timeout: 5000 });
    await user.click(within(job).getByRole('button', { name: 'Retry' }));
    expect(await within(job).findByText('There is no failed job with this id to retry.')).toBeInTheDocument();
    expect(screen.getAllByTestId('failed-job')).toHaveLength(1);
  });

  it('says so when this server runs its jobs without the queue', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.jobs}`]: () =>
        json(
          200,
          reply({
            queueRunning: false,
            failed: [],
            queues: reply().queues.map((q) => ({ ...q, waiting: 0, running: 0, failed: 0 })),
          }),
        ),
    });
    await renderBackoffice(<BackgroundJobsPage />, { path: PATH });
    expect(
      await screen.findByText(
        /runs its jobs as soon as they are asked for, without the job queue/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No failed jobs')).toBeInTheDocument();
  });
});
