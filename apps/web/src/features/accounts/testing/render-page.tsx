import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../../../app/providers';
import { createAppStore } from '../../../app/store';
import { sessionActions, type Audience, type SessionUser } from '../../../lib/identity';

export interface RenderPageOptions {
  path: string;
  /** Start signed in as this user (two-factor passed). */
  signedInAs?: { audience: Audience; user: SessionUser };
  /** Signed in with the password, the two-factor code still to come. */
  twoFactorPending?: boolean;
  /** The route state the page is opened with (what another page passed along when it navigated here). */
  state?: unknown;
}

/** Renders an account page at `path` with a fresh store; other paths render their path as text. */
export function renderPage(
  page: ReactElement,
  { path, signedInAs, twoFactorPending = false, state }: RenderPageOptions,
) {
  const app = createAppStore();
  if (signedInAs) {
    app.store.dispatch(
      sessionActions(signedInAs.audience).sessionResolved({
        user: signedInAs.user,
        twoFactor: twoFactorPending
          ? { required: true, status: 'disabled' }
          : { required: false, status: 'enabled' },
      }),
    );
  }
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pathname, element: page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    {
      initialEntries: [state === undefined ? path : { pathname, search: path.slice(pathname.length), state }],
    },
  );
  const result = render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, ...app, router };
}
