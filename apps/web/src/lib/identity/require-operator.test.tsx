import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorUserSlice } from '../../app/persisted-slices';
import { signOut } from '../../app/session-actions';
import type { AppStore } from '../../app/store';
import { json, mockFetch, refusal } from '../../test/mock-fetch';
import { renderGuarded } from '../../test/render';
import { RequireOperator } from './require-operator';

const operator = { name: 'operator', displayName: 'Demo Operator', roles: ['operator'] };
const LIVE = {
  'GET /api/operator/getUserName': () => json(200, { userName: 'operator', displayName: 'Demo Operator' }),
};
const EXPIRED = {
  'GET /api/operator/getUserName': () => refusal(401, 'UNAUTHORIZED', 'Sign in'),
};

/** /operator/desk behind RequireOperator on a store whose operator `prepare` sets. */
const renderDesk = (prepare: (store: AppStore) => void) =>
  renderGuarded(
    <RequireOperator desk>
      <p>The desk</p>
    </RequireOperator>,
    { path: '/operator/desk', prepare },
  );

const signedIn = (store: AppStore) => store.dispatch(operatorUserSlice.actions.operatorSignedIn(operator));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequireOperator', () => {
  it('shows the page to a signed-in operator whose session is live', async () => {
    mockFetch(LIVE);
    renderDesk(signedIn);
    expect(await screen.findByText('The desk')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the sign-in page, to come back here after', async () => {
    mockFetch(LIVE);
    renderDesk(() => undefined);
    expect(await screen.findByTestId('where')).toHaveTextContent('/operator/sign-in?next=%2Foperator%2Fdesk');
  });

  it('keeps the way back for an operator whose session expired, and forgets the operator', async () => {
    mockFetch(EXPIRED);
    const store = renderDesk(signedIn);
    expect(await screen.findByTestId('where')).toHaveTextContent('/operator/sign-in?next=%2Foperator%2Fdesk');
    expect(store.getState().operatorUser.operatorUser).toBeNull();
  });

  it('sends back-office staff without the operator role to their console', async () => {
    mockFetch(LIVE);
    renderDesk((store) =>
      store.dispatch(operatorUserSlice.actions.operatorSignedIn({ ...operator, roles: ['backoffice'] })),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/operator\/backoffice$/);
    expect(screen.queryByText('The desk')).not.toBeInTheDocument();
  });

  it('sends an operator who signed out to the sign-in page as it is', async () => {
    mockFetch(LIVE);
    const store = renderDesk(signedIn);
    await screen.findByText('The desk');
    act(() => {
      store.dispatch(signOut());
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/operator\/sign-in$/);
  });
});
