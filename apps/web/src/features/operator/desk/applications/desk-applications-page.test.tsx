/**
 * The desk's list of applications (QA H2): a search by the employee's name, salary reference or application
 * number, sent in a POST body and kept out of the address; archiving an application that is done with (after
 * a confirmation naming it), and putting an archived one back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DESK_LIST_MESSAGES, OPERATOR_DESK_PATHS, type OperatorApplication } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { json, mockFetch, type RecordedCall } from '../../../../test/mock-fetch';
import { OPERATOR_SESSION, operatorApplication, signInOperator } from '../testing/desk-fixtures';
import { DeskApplicationsPage } from './desk-applications-page';

afterEach(() => vi.unstubAllGlobals());

const DECLINED_ID = '5b0f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f';
const declined = operatorApplication({
  applicationId: DECLINED_ID,
  applicationNumber: 'APP-2026-000077',
  status: 'CANCELLED',
  holder: {
    policyHolderId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    firstName: 'Sipho',
    lastName: 'Ndlovu',
    salaryReferenceNumber: '100777',
  },
  acceptance: {
    status: 'DECLINED',
    statusLabel: 'Declined by the employee: they told us what is wrong',
    sentAt: '2026-12-01T08:00:00.000Z',
    expiresAt: '2026-12-08T08:00:00.000Z',
    acceptedAt: null,
  },
});
const waiting = operatorApplication();

async function renderPage(routes: Parameters<typeof mockFetch>[0]) {
  const { calls } = mockFetch({ ...OPERATOR_SESSION, ...routes });
  const app = createAppStore();
  await app.startPersistence();
  signInOperator(app.store);
  const router = createMemoryRouter([{ path: '/operator/applications', element: <DeskApplicationsPage /> }], {
    initialEntries: ['/operator/applications'],
  });
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Your applications' });
  return { calls, router };
}

const list = (data: OperatorApplication[]) => () => json(200, { data });

describe('searching the desk’s applications', () => {
  it('posts what is typed and lists what matches; the address never holds it', async () => {
    const { calls, router } = await renderPage({
      [`GET ${OPERATOR_DESK_PATHS.getApplications.path}`]: list([waiting, declined]),
      [`POST ${OPERATOR_DESK_PATHS.searchApplications.path}`]: list([declined]),
    });
    expect(await screen.findByRole('article', { name: /Application for Thabo Mokoena/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(
      screen.getByRole('searchbox', {
        name: 'Find an application',
        description: /employee’s name, salary reference number or application number/,
      }),
      '100777',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(/1 application matches “100777”/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Thabo Mokoena/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Application for Sipho Ndlovu/ })).toBeInTheDocument();
    const searched = calls.filter(
      (call: RecordedCall) => call.path === OPERATOR_DESK_PATHS.searchApplications.path,
    );
    expect(searched.at(-1)?.body).toEqual({ search: '100777', limit: 100 });
    for (const call of calls) expect(`${call.path}?${call.query.toString()}`).not.toContain('100777');
    expect(`${router.state.location.pathname}${router.state.location.search}`).not.toContain('100777');

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('article', { name: /Thabo Mokoena/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find an application' })).toHaveValue('');
  });

  it('says so when nothing matches, and refuses an empty search without asking the server', async () => {
    const { calls } = await renderPage({
      [`GET ${OPERATOR_DESK_PATHS.getApplications.path}`]: list([waiting]),
      [`POST ${OPERATOR_DESK_PATHS.searchApplications.path}`]: list([]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText(DESK_LIST_MESSAGES.searchEmpty)).toBeInTheDocument();
    expect(calls.some((call) => call.path === OPERATOR_DESK_PATHS.searchApplications.path)).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Find an application' }), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'No application you made matches “Nobody”. Those you archived are under the Archived status.',
      ),
    ).toBeInTheDocument();
  });
});

describe('archiving at the desk', () => {
  it('archives a declined application after a confirmation that names it', async () => {
    const { calls } = await renderPage({
      [`GET ${OPERATOR_DESK_PATHS.getApplications.path}`]: list([waiting, declined]),
      [`POST ${OPERATOR_DESK_PATHS.archiveApplication.path}`]: () =>
        json(200, {
          application: { ...declined, deskArchivedAt: '2026-12-05T10:00:00.000Z' },
          message: DESK_LIST_MESSAGES.archived,
        }),
    });
    const row = await screen.findByRole('article', { name: /Application for Sipho Ndlovu/ });
    // still in progress: nothing to archive
    const inProgress = screen.getByRole('article', { name: /Application for Thabo Mokoena/ });
    expect(within(inProgress).queryByRole('button', { name: /Archive/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this application?' });
    expect(dialog).toHaveTextContent('Sipho Ndlovu');
    expect(dialog).toHaveTextContent('APP-2026-000077');
    await user.click(within(dialog).getByRole('button', { name: 'Archive it' }));

    await waitFor(() =>
      expect(calls.find((call) => call.path === OPERATOR_DESK_PATHS.archiveApplication.path)?.body).toEqual({
        applicationId: DECLINED_ID,
      }),
    );
    expect(await screen.findByText(DESK_LIST_MESSAGES.archived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts an archived application back, and cancelling the confirmation does nothing', async () => {
    const archived = { ...declined, deskArchivedAt: '2026-12-05T10:00:00.000Z' };
    const { calls } = await renderPage({
      [`GET ${OPERATOR_DESK_PATHS.getApplications.path}`]: list([archived]),
      [`POST ${OPERATOR_DESK_PATHS.unarchiveApplication.path}`]: () =>
        json(200, { application: declined, message: DESK_LIST_MESSAGES.unarchived }),
    });
    const row = await screen.findByRole('article', { name: /Application for Sipho Ndlovu/ });
    expect(within(row).getByText('Archived')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Put back in the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this application back in your list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === OPERATOR_DESK_PATHS.unarchiveApplication.path)).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Put back in the list' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Put this application back/ })).getByRole('button', {
        name: 'Put it back',
      }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === OPERATOR_DESK_PATHS.unarchiveApplication.path)?.body).toEqual(
        {
          applicationId: DECLINED_ID,
        },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
