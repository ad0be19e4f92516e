import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppStore } from '../../app/store';
import { renderGuarded } from '../../test/render';
import { RequireAuth } from './require-auth';
import { sessionActions } from './session-slice';

const user = { username: '9001015009087', givenName: 'Thabo' };

/** /retail/profile behind RequireAuth on a store whose session `prepare` sets. */
const renderProfile = (prepare: (store: AppStore) => void) =>
  renderGuarded(
    <RequireAuth audience="retail">
      <p>Your profile</p>
    </RequireAuth>,
    { path: '/retail/profile', prepare },
  );

const actions = sessionActions('retail');
const signedIn = (store: AppStore) =>
  store.dispatch(actions.sessionResolved({ user, twoFactor: { required: false, status: 'enabled' } }));

describe('RequireAuth', () => {
  it('shows the page to a signed-in customer', async () => {
    renderProfile(signedIn);
    expect(await screen.findByText('Your profile')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to the sign-in page, to come back here after', async () => {
    renderProfile((store) => store.dispatch(actions.sessionResolved({ user: null })));
    expect(await screen.findByTestId('where')).toHaveTextContent('/retail/sign-in?next=%2Fretail%2Fprofile');
  });

  it.each([
    ['while the sign-out runs', (store: AppStore) => store.dispatch(actions.operationStarted('logout'))],
    ['once it is done', (store: AppStore) => store.dispatch(actions.operationSucceeded('logout'))],
  ])('sends a customer who signed out to the sign-in page as it is, %s', async (_when, logout) => {
    const store = renderProfile(signedIn);
    await screen.findByText('Your profile');
    act(() => {
      logout(store);
      store.dispatch(actions.sessionCleared());
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/retail\/sign-in$/);
  });

  it('keeps the way back for a customer who signed out, signed in again and lost the session', async () => {
    const store = renderProfile((store) => {
      store.dispatch(actions.operationSucceeded('logout'));
      signedIn(store);
    });
    await screen.findByText('Your profile');
    act(() => {
      store.dispatch(actions.sessionCleared()); // the API refused the token (forgetSession)
    });
    expect(await screen.findByTestId('where')).toHaveTextContent('/retail/sign-in?next=%2Fretail%2Fprofile');
  });
});
