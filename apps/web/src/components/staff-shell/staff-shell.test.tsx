import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../../app/providers';
import { operatorUserSlice } from '../../app/persisted-slices';
import { areaRoutesOnNavigation, routes } from '../../app/router';
import { createAppStore } from '../../app/store';
import { DEFAULT_CONFIG, json, mockFetch } from '../../test/mock-fetch';

afterEach(() => vi.unstubAllGlobals());

const BUILD_STAMP = '0.1.0+2026-12-05T10:13:32.898Z';

/** The app's own routes at `path`, as `operator` (signed in) would see them, with a real build stamp. */
async function renderAppAt(path: string, operator?: { name: string; displayName: string; roles: string[] }) {
  sessionStorage.clear();
  localStorage.clear();
  mockFetch({
    'GET /api/config': () => json(200, { ...DEFAULT_CONFIG, buildStamp: BUILD_STAMP }),
    ...(operator
      ? {
          'GET /api/operator/getUserName': () =>
            json(200, { userName: operator.name, displayName: operator.displayName }),
        }
      : {}),
  });
  const app = createAppStore();
  await app.startPersistence();
  if (operator) app.store.dispatch(operatorUserSlice.actions.operatorSignedIn(operator));
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: areaRoutesOnNavigation,
  });
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

const OPERATOR = { name: 'operator', displayName: 'Demo Operator', roles: ['operator'] };
const SIGN_IN_HEADING = /sign in/i;
const ASSESSOR = { name: 'assessor', displayName: 'Demo Assessor', roles: ['backoffice'] };

/** Neither the shop's links, its call back, nor its marketing footer: what every staff page leaves out. */
function expectNoShopChrome() {
  const header = screen.getByRole('banner');
  expect(within(header).queryByRole('navigation', { name: /products/i })).not.toBeInTheDocument();
  expect(within(header).queryByRole('link', { name: /funeral|device|motor/i })).not.toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: /call back|call me/i })).not.toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).queryByRole('navigation', { name: 'Cover' })).not.toBeInTheDocument();
  expect(within(footer).queryByText(/funeral, device and motor cover/i)).not.toBeInTheDocument();
}

describe('the staff pages’ shell', () => {
  it('gives the operator desk a staff header naming the operator, with sign-out, and a staff footer', async () => {
    const { user } = await renderAppAt('/operator', OPERATOR);
    await screen.findByRole('heading', { level: 1, name: /demo operator/i }, { timeout: 20_000 });
    const header = screen.getByRole('banner');
    const account = await within(header).findByRole(
      'button',
      { name: 'Account menu for Demo Operator' },
      { timeout: 20_000 },
    );
    expectNoShopChrome();
    expect(header).toHaveTextContent('Operator desk');
    // the build, for support, only here and in words
    expect(
      await within(screen.getByRole('contentinfo')).findByText(/version 0\.1\.0, built 5 december 2026/i),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2026-12-05T/)).not.toBeInTheDocument();

    await user.click(account);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Demo Operator');
    expect(items[0]).toHaveTextContent('Signed in as operator');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('gives the back office the same staff header (the console’s own bar stays its navigation)', async () => {
    await renderAppAt('/operator/backoffice', ASSESSOR);
    await screen.findByRole('heading', { level: 1, name: 'Back office console' }, { timeout: 20_000 });
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole(
        'button',
        { name: 'Account menu for Demo Assessor' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(header).toHaveTextContent('Back office');
    expect(
      await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expectNoShopChrome();
  });

  it('gives the staff sign-in the staff shell too, without an account', async () => {
    await renderAppAt('/operator/sign-in');
    await screen.findByRole('heading', { level: 1, name: SIGN_IN_HEADING }, { timeout: 20_000 });
    expectNoShopChrome();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /account menu/i })).toBeNull();
  });

  it('shows customers the shop’s header and footer, without a build stamp', async () => {
    const { router } = await renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: /insurance made simple/i });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /request a call back/i }),
    ).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Cover' })).toBeVisible();
    // the config (which carries the stamp) has loaded by the time the header shows the call back
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText(/build|version|2026-12-05/i)).not.toBeInTheDocument();

    await router.navigate('/operator/sign-in');
    await screen.findByRole('heading', { level: 1, name: SIGN_IN_HEADING }, { timeout: 20_000 });
    expectNoShopChrome();
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: /insurance made simple/i });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /request a call back/i }),
    ).toBeVisible();
  });
});
