import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { createAppStore } from '../app/store';

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
