import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers';
import { createAppStore, type AppStore } from '../app/store';

/** Renders `ui` at `path` inside a fresh store, the theme and a memory router. */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const app = createAppStore();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, ...app, router };
}

/**
 * Renders `page` at `path` on a fresh store that has read its saved copy and been prepared by `prepare` (a
 * signed-in user, a draft restored from an earlier visit). `reload` renders it again on the same store, as a
 * reload restores it; `router()` is the router of the page as last rendered, to read where it went.
 */
export async function renderRestored(
  page: ReactElement,
  { path, prepare }: { path: string; prepare: (store: AppStore) => void },
) {
  const app = createAppStore();
  await app.startPersistence(); // read before `prepare`, so nothing saved earlier replaces what it sets
  prepare(app.store);
  let router: ReturnType<typeof createMemoryRouter>;
  const ui = () => {
    router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
    return (
      <Providers store={app.store}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
  let view = render(ui());
  return {
    ...app,
    user: userEvent.setup(),
    router: () => router,
    reload: () => {
      view.unmount();
      view = render(ui());
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `page` at `path` on a fresh store that `prepare` sets up; any other path shows where the router
 * went (`data-testid="where"`), for a guard's test to read where it sent the user.
 */
export function renderGuarded(
  page: ReactElement,
  { path, prepare }: { path: string; prepare: (store: AppStore) => void },
) {
  const { store } = createAppStore();
  prepare(store);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return store;
}
