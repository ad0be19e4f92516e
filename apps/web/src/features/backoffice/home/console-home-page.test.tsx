import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_PATHS as API, BACKOFFICE_SEARCH_MESSAGES } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { APPLICATION_ID, BACKOFFICE_SESSION, CLAIM_ID, POLICY_ID } from '../testing/backoffice-fixtures';
import { backofficeQueues } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ConsoleHomePage } from './console-home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const HOME = '/operator/backoffice';

describe('back office console home', () => {
  it('shows each work queue with its count and the age of its oldest item, linking to the queue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00.000Z'));
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${API.queues}`]: () => json(200, backofficeQueues()) });
    await renderBackoffice(<ConsoleHomePage />, { path: HOME });

    const referred = await screen.findByTestId('queue-uw-referred', {}, { timeout: 5000 });
    expect(within(referred).getByLabelText('3 waiting')).toBeInTheDocument();
    expect(referred).toHaveTextContent('oldest 3 days');
    expect(within(referred).getByRole('link')).toHaveAttribute(
      'href',
      '/operator/backoffice/applications?status=REFERRED',
    );

    const onHold = screen.getByTestId('queue-uw-on-hold');
    expect(within(onHold).getByLabelText('0 waiting')).toBeInTheDocument();
    expect(onHold).toHaveTextContent('nothing waiting');

    expect(screen.getByTestId('queue-pre-inspections')).toHaveTextContent('oldest 22 hours');
    expect(within(screen.getByTestId('queue-pre-inspections')).getByRole('link')).toHaveAttribute(
      'href',
      '/operator/backoffice/pre-inspections?status=SUBMITTED',
    );
    expect(screen.getByTestId('queue-claims-open')).toHaveTextContent('oldest 5 days');
    expect(
      within(screen.getByTestId('queue-claims-pending_payout')).getByLabelText('1 waiting'),
    ).toBeInTheDocument();
    const failed = screen.getByTestId('queue-failed-payments');
    expect(within(failed).getByLabelText('4 waiting')).toBeInTheDocument();
    expect(within(failed).getByRole('link')).toHaveAttribute('href', '/operator/backoffice/payments/failed');
  });

  it('offers a retry when the queues cannot be loaded', async () => {
    let fail = true;
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.queues}`]: () =>
        fail ? refusal(500, 'INTERNAL', 'Something went wrong on our side.') : json(200, backofficeQueues()),
    });
    const { user } = await renderBackoffice(<ConsoleHomePage />, { path: HOME });
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('queue-uw-referred')).toBeInTheDocument();
    expect(api.callsTo('GET', API.queues)).toHaveLength(2);
  });

  it('checks the search term before asking, then links each result to its page', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.queues}`]: () => json(200, backofficeQueues()),
      [`POST ${API.search}`]: () =>
        json(200, {
          results: [
            {
              kind: 'policy',
              id: POLICY_ID,
              title: 'FUN-2026-000045',
              subtitle: 'Funeral cover · Nomvula Dlamini',
              status: 'Active',
            },
            {
              kind: 'claim',
              id: CLAIM_ID,
              title: 'CLM-2026-000123',
              subtitle: 'Funeral claim · R 10 000,00',
              status: 'Pending',
            },
            {
              kind: 'application',
              id: APPLICATION_ID,
              title: 'APP-2026-000045',
              subtitle: 'Motor cover (management scheme) · Thabo Mokoena · 5 December 2026',
              status: 'Referred',
            },
            {
              kind: 'pre_inspection',
              id: 'pi-1',
              title: 'CA 123-456',
              subtitle: 'Toyota Corolla Cross',
              status: 'Awaiting assessment',
            },
          ],
        }),
    });
    const { user, router } = await renderBackoffice(<ConsoleHomePage />, { path: HOME });
    const box = await screen.findByRole('textbox', {
      name: 'Policy, claim, ID, mobile, registration or IMEI number, or a name',
    });
    await user.type(box, 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BACKOFFICE_SEARCH_MESSAGES.query)).toBeInTheDocument();
    expect(api.callsTo('POST', API.search)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, ' 8001015009087 {Enter}');
    const results = await screen.findByRole('list', { name: 'Results for 8001015009087' });
    // the ID number travels in the request's body and the history entry's state, never in an address
    expect(api.callsTo('POST', API.search)[0]?.body).toEqual({ q: '8001015009087' });
    expect(api.callsTo('POST', API.search)[0]?.query.toString()).toBe('');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ consoleSearch: '8001015009087' });
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/operator/backoffice/policies/${POLICY_ID}`,
      `/operator/backoffice/claims/${CLAIM_ID}`,
      `/operator/backoffice/applications/${APPLICATION_ID}`,
      '/operator/backoffice/pre-inspections/pi-1',
    ]);
    expect(links[0]).toHaveTextContent('Policy FUN-2026-000045');
    // the kind once, then the number; the state in the words of the console's queues
    expect(links[2]).toHaveTextContent(/^Application APP-2026-000045Referred/);
    expect(links[2]).not.toHaveTextContent(/application$|Pending/);
  });

  it('says when nothing matches, and offers a retry when the search fails', async () => {
    let reply = () => refusal(503, 'UNAVAILABLE', 'The search is not available just now.');
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.queues}`]: () => json(200, backofficeQueues()),
      [`POST ${API.search}`]: () => reply(),
    });
    const { user, router } = await renderBackoffice(<ConsoleHomePage />, {
      path: `${HOME}?q=CA999`,
      pattern: HOME,
    });
    expect(await screen.findByText('The search is not available just now.')).toBeInTheDocument();
    // an older link's ?q= is searched, then taken out of the address
    await waitFor(() => expect(router.state.location.search).toBe(''));
    reply = () => json(200, { results: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches “CA999”')).toBeInTheDocument();
  });

  it('has the console navigation, and no sign-out of its own (the header’s account menu has it)', async () => {
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${API.queues}`]: () => json(200, backofficeQueues()) });
    await renderBackoffice(<ConsoleHomePage />, { path: HOME });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Queues' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Failed payments' })).toHaveAttribute(
      'href',
      '/operator/backoffice/payments/failed',
    );
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
