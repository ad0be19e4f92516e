import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router';
import { mockFetch } from '../test/mock-fetch';
import { Providers } from './providers';
import { policiesIndex } from './policies-index';
import { areaRoutesOnNavigation, routes } from './router';
import { createAppStore } from './store';

afterEach(() => vi.unstubAllGlobals());

describe('a line’s signed-in area on its own address', () => {
  it.each(['/retail/motor', '/retail/device', '/employee/motor', '/employee/device'])(
    '%s has its policies as its index page',
    async (area) => {
      mockFetch();
      const { store } = createAppStore();
      const router = createMemoryRouter(routes, {
        initialEntries: [area],
        patchRoutesOnNavigation: areaRoutesOnNavigation,
      });
      render(
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>,
      );
      await waitFor(() => expect(router.state.initialized).toBe(true));
      const leaf = matchRoutes(router.routes, area)?.at(-1)?.route;
      expect(leaf?.index).toBe(true);
      expect(leaf?.element).toBe(policiesIndex.element);
    },
  );

  it('opens the policies page', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/employee/motor',
          children: [policiesIndex, { path: 'policies', element: <p>Policies</p> }],
        },
      ],
      { initialEntries: ['/employee/motor'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Policies')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employee/motor/policies');
  });
});
