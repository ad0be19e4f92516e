import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router';
import { DEFAULT_CONFIG, json, mockFetch } from '../test/mock-fetch';
import { Providers } from './providers';
import { areaRoutesOnNavigation, includeAreaRoutes, routes } from './router';
import { createAppStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const { store } = createAppStore();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: areaRoutesOnNavigation,
  });
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('router', () => {
  it('renders the home page inside the shell landmarks', async () => {
    mockFetch();
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /insurance made simple/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /skip to main content/i })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const products = screen.getByRole('navigation', { name: /products/i });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Funeral', 'Device', 'Motor']);
    expect(screen.getByRole('heading', { name: 'Funeral cover' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /talk to a consultant/i })).toBeInTheDocument();
  });

  it('renders each legal page from the footer links', async () => {
    mockFetch();
    const router = renderAt('/');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    const hrefs = within(legal)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/privacy-notice', '/terms-of-use', '/complaints', '/disclosures']);

    await router.navigate('/privacy-notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText(/section 69 of popia/i)).toBeInTheDocument();
    await router.navigate('/complaints');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(screen.getAllByText(/national financial ombud scheme/i).length).toBeGreaterThan(0);
    await router.navigate('/disclosures');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Provider disclosures' }),
    ).toBeInTheDocument();
  });

  it('shows not found for unknown paths, also inside an audience area', async () => {
    mockFetch();
    const router = renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
    await router.navigate('/retail/no-such-page');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('starts without the signed-in areas: an area loads its account pages, then its signed-in pages, when visited', async () => {
    // What the first load of a public page holds: no area's routes, only the catch-all.
    for (const path of ['/retail', '/employee/sign-in', '/operator/sign-in'])
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe('*');
    mockFetch();
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: /insurance made simple/i });
    const deskPage = () =>
      matchRoutes(router.routes, '/operator/applications')?.map((match) => match.route.id);

    await router.navigate('/operator/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator sign in' })).toBeInTheDocument();
    expect(router.state.matches.map((match) => match.route.id)).toContain('area-operator');
    expect(deskPage()).not.toContain('area-operator-pages');

    // A path the account pages do not answer loads the signed-in pages; unknown, it is the area's "not found".
    await router.navigate('/operator/no-such-page');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
    expect(deskPage()).toContain('area-operator-pages');
    expect(router.state.matches.map((match) => match.route.id)).toContain('area-operator');
  });

  it('opens a signed-in page of an area as the first page of a visit (both parts loaded in one navigation)', async () => {
    mockFetch();
    const router = renderAt('/employee/funeral/claims');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const ids = matchRoutes(router.routes, '/employee/funeral/claims')?.map((match) => match.route.id);
    expect(ids).toEqual(expect.arrayContaining(['area-employee', 'area-employee-pages']));
    expect(screen.queryByRole('heading', { name: /could not find that page/i })).not.toBeInTheDocument();
  });

  it('puts an area into the table itself before a router is made on it (prerender, hydration)', async () => {
    const last = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    await includeAreaRoutes('/home-is-not-an-area');
    expect(last('/retail/sign-in')).toBe('*');

    await includeAreaRoutes('/retail/sign-in');
    await includeAreaRoutes('/retail/profile');
    expect(last('/retail/sign-in')).toBe('sign-in');
    expect(routes[0]?.children?.[0]?.children?.filter((route) => route.id === 'area-retail')).toHaveLength(1);
    // The sign-in page needs only the account pages: the signed-in ones are not in yet.
    expect(last('/retail/funeral/policies')).toBe('*');
    // Only the area asked for.
    expect(last('/employee/sign-in')).toBe('*');

    await includeAreaRoutes('/retail/funeral/policies');
    expect(last('/retail/funeral/policies')).toBe('policies');
  });

  it('hides the development mailbox unless config.devMailbox is true', async () => {
    mockFetch();
    renderAt('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: /could not find that page/i })).toBeInTheDocument();
  });

  it('lists outbox messages when the development mailbox is on', async () => {
    mockFetch({
      'GET /api/config': () => json(200, { ...DEFAULT_CONFIG, devMailbox: true }),
      'GET /api/dev/outbox': () =>
        json(200, {
          messages: [
            {
              id: 'm1',
              channel: 'email',
              to: 'thandi@example.co.za',
              subject: 'Your verification code',
              text: 'Your code is 123456',
              status: 'sent',
              createdAt: '2025-10-01T08:00:00.000Z',
              sentAt: '2025-10-01T08:00:01.000Z',
            },
          ],
        }),
    });
    renderAt('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Development mailbox' })).toBeInTheDocument();
    const message = await screen.findByRole('article', { name: 'Your verification code' });
    expect(message).toHaveTextContent('To: thandi@example.co.za');
    expect(message).toHaveTextContent('Your code is 123456');
    // Reachable at its own address only: the public footer does not link to it.
    expect(screen.queryByRole('link', { name: 'Development mailbox' })).not.toBeInTheDocument();
  });

  it('answers /device and /motor with their product pages, linked from the header', async () => {
    mockFetch();
    const router = renderAt('/device');
    expect(await screen.findByRole('heading', { level: 1, name: 'Device insurance' })).toBeInTheDocument();
    const products = screen.getByRole('navigation', { name: /products/i });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/funeral', '/device', '/motor']);
    await router.navigate('/motor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motor insurance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not find that page/i })).not.toBeInTheDocument();
  });
});
