import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  operatorUserSlice,
  policyHolderRegisterSlice,
  policyHolderSlice,
} from '../../../../app/persisted-slices';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { deskEmployee, deskHolder } from '../testing/desk-fixtures';
import { operatorDeskRoutes } from './desk-routes';

// The motor wizard's code never arrives (as on a slow machine, for longer): a desk page still has to
// decide who may see it, and say it is loading, without waiting for the wizard.
vi.mock('../../../motor/shared/wizard/motor-register-page', () => new Promise<never>(() => undefined));

const LIVE = {
  'GET /api/operator/getUserName': () => json(200, { userName: 'someone', displayName: 'Someone' }),
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The desk's routes under /operator, with anything else showing where the router went. */
function renderDesk(path: string, roles: string[]) {
  mockFetch(LIVE);
  const { store } = createAppStore();
  store.dispatch(
    operatorUserSlice.actions.operatorSignedIn({ name: 'someone', displayName: 'Someone', roles }),
  );
  // the employee chosen on the desk, whose vehicle the wizard registers
  const employee = deskEmployee();
  store.dispatch(
    policyHolderRegisterSlice.actions.registerDetailsSaved({
      ...employee,
      userName: employee.salaryReferenceNumber,
    }),
  );
  store.dispatch(policyHolderSlice.actions.policyHolderLoaded(deskHolder()));
  const router = createMemoryRouter(
    [
      { path: '/operator', children: operatorDeskRoutes },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const DESK_PAGES = [
  '/operator/motor/register',
  '/operator/applications',
  '/operator/applications/5b0f4c9e-3a0e-4c55-9a49-0b6d2f5c1a11',
];

describe('the operator desk’s pages', () => {
  it.each(DESK_PAGES)(
    'send back-office staff without the operator role from %s to their console',
    async (path) => {
      renderDesk(path, ['backoffice']);
      expect(await screen.findByTestId('where', {}, { timeout: 10_000 })).toHaveTextContent(
        /^\/operator\/backoffice$/,
      );
    },
  );

  it('say the wizard is loading to an operator while its code arrives', async () => {
    renderDesk('/operator/motor/register', ['operator']);
    expect(
      await screen.findByRole('status', { name: 'Loading the vehicle registration' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
