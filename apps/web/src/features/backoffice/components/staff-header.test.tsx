import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { BACKOFFICE_PATHS as API } from '@cover/domain';
import { SiteHeader } from '../../../components/layout/site-header';
import { StaffHeader } from '../../../components/staff-shell/staff-header';
import { json, mockFetch } from '../../../test/mock-fetch';
import { ConsoleHomePage } from '../home/console-home-page';
import { PoliciesRedirect } from '../policies/policies-redirect';
import { backofficeRoutes } from '../routes/backoffice-routes';
import { BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { backofficeQueues } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';

afterEach(() => vi.unstubAllGlobals());

describe('the staff pages’ header and console bar', () => {
  it('shows staff no public menu or call back, names them once, and keeps the console sections in one bar', async () => {
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${API.queues}`]: () => json(200, backofficeQueues()) });
    await renderBackoffice(
      <>
        <StaffHeader />
        <ConsoleHomePage />
      </>,
      { path: '/operator/backoffice' },
    );
    const sections = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Queues', 'Applications', 'Pre-inspections', 'Claims', 'Failed payments', 'Background jobs']);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: /call back|call me/i })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Funeral' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    // the name once, in the header's account menu (at every width), and the sign-out only there
    expect(
      await within(header).findByRole('button', { name: 'Account menu for Demo Assessor' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Demo Assessor')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signs out from the header’s account menu, the one sign-out of the back office', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${API.queues}`]: () => json(200, backofficeQueues()),
      'POST /api/operator/logout': () => json(200, {}),
    });
    const { user, router } = await renderBackoffice(
      <>
        <StaffHeader />
        <ConsoleHomePage />
      </>,
      { path: '/operator/backoffice' },
    );
    await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Demo Assessor' }));
    const signOuts = screen.getAllByRole('menuitem', { name: 'Sign out' });
    expect(signOuts).toHaveLength(1);
    await user.click(signOuts[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/sign-in'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path.includes('logout'))).toBe(true);
  });

  it('still shows customers the product menu and the call back on public pages', async () => {
    mockFetch({ ...BACKOFFICE_SESSION });
    await renderBackoffice(<SiteHeader />, { path: '/' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /request a call back/i })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('/operator/backoffice/policies', () => {
  it('is a back-office route (not the public 404) that leads to the console’s search, keeping the term', async () => {
    const matched = matchRoutes(
      [{ path: '/operator', children: backofficeRoutes }],
      '/operator/backoffice/policies',
    );
    expect(matched?.at(-1)?.route.path).toBe('backoffice/policies');

    mockFetch({ ...BACKOFFICE_SESSION });
    const { router } = await renderBackoffice(<PoliciesRedirect />, {
      path: '/operator/backoffice/policies?q=FUN-2026-000002',
      pattern: '/operator/backoffice/policies',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/backoffice'));
    expect(router.state.location.search).toBe('?q=FUN-2026-000002');
  });
});
