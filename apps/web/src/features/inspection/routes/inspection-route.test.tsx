import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { DEFAULT_CONFIG, json } from '../../../test/mock-fetch';
import { Providers } from '../../../app/providers';
import { PATHS } from '../../../app/paths';
import { routes } from '../../../app/router';
import { createAppStore } from '../../../app/store';
import { createFakeInspectionServer, TEST_TOKEN } from '../testing/fake-inspection-server';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the /inspection route', () => {
  it('opens the inspection page of the SMS link inside the shell, without sign-in', async () => {
    const server = createFakeInspectionServer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        new URL(String(input), window.location.href).pathname === '/api/config'
          ? json(200, DEFAULT_CONFIG)
          : server.fetch(input, init),
      ),
    );
    const router = createMemoryRouter(routes, { initialEntries: [`${PATHS.inspection}#t=${TEST_TOKEN}`] });
    render(
      <Providers store={createAppStore().store}>
        <RouterProvider router={router} />
      </Providers>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle inspection' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inspection');
    expect(router.state.location.hash).toBe('');
  });
});
