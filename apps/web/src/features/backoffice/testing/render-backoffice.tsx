import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../../../app/providers';
import { createAppStore } from '../../../app/store';
import { signInBackoffice } from './backoffice-fixtures';

/**
 * A back-office page at `path`, matched by its route `pattern` (so its params are read), with a signed-in
 * assessor (or an operator with `roles`); any other path shows where the page sent the person.
 */
export async function renderBackoffice(
  page: ReactElement,
  {
    path,
    pattern = path,
    roles,
    sameTab = false,
  }: {
    path: string;
    pattern?: string;
    roles?: string[];
    /** opened again in the same tab: what the tab kept (sessionStorage) stays */
    sameTab?: boolean;
  },
) {
  if (!sameTab) sessionStorage.clear();
  localStorage.clear();
  const app = createAppStore();
  // sign in once the store has read its saved copy (it would not replace the operator, but it could put
  // back an earlier test's)
  await app.startPersistence();
  signInBackoffice(app.store, roles);
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, ...app, router, user: userEvent.setup() };
}
