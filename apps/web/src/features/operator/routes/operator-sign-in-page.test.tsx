import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { operatorUserSlice } from '../../../app/persisted-slices';
import { renderWithApp } from '../../../test/render';
import { OperatorSignInPage } from './operator-sign-in-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('operator sign-in', () => {
  it('requires name and password', async () => {
    mockFetch();
    renderWithApp(<OperatorSignInPage />, { path: '/operator/sign-in' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The checks load on first use (issue 15): the messages follow once they have.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Username is required'),
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
  });

  it('shows the catalogue message for refused credentials once, in the form', async () => {
    mockFetch({
      'POST /api/operator/login': () =>
        refusal(401, 'OPERATOR_LOGIN_FAILED', 'Invalid credentials, Please try later or contact admin'),
    });
    renderWithApp(<OperatorSignInPage />, { path: '/operator/sign-in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'operator');
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Operator sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Invalid credentials, Please try later or contact admin',
    );
    // said once, in the form: no toast repeats it
    expect(screen.getAllByText('Invalid credentials, Please try later or contact admin')).toHaveLength(1);
    expect(screen.getByTestId('notification-alert')).not.toHaveTextContent(/Invalid credentials/);
  });

  it('keeps the operator in the persisted operatorUser slice after signing in', async () => {
    const fetched = mockFetch({
      'POST /api/operator/login': () =>
        json(200, { name: 'operator', displayName: 'Demo Operator', roles: ['operator'] }),
    });
    const { store, router } = renderWithApp(<OperatorSignInPage />, { path: '/operator/sign-in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'operator');
    await user.type(screen.getByLabelText(/^Password/), 'Operator#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator'));
    expect(store.getState().operatorUser.operatorUser).toEqual({
      name: 'operator',
      displayName: 'Demo Operator',
      roles: ['operator'],
    });
    expect(fetched.callsTo('POST', '/api/operator/login')[0]?.body).toEqual({
      name: 'operator',
      pass: 'Operator#2026',
    });
  });

  const signIn = async (path: string, roles: string[]) => {
    mockFetch({
      'POST /api/operator/login': () => json(200, { name: 'assessor', displayName: 'Demo Assessor', roles }),
    });
    const app = renderWithApp(<OperatorSignInPage />, { path });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'assessor');
    await user.type(screen.getByLabelText(/^Password/), 'Assessor#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return app;
  };

  it('takes back-office staff to the back office console', async () => {
    const { router } = await signIn('/operator/sign-in', ['backoffice']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/backoffice'));
  });

  it.each([
    [
      'a console page asked for',
      '?next=%2Foperator%2Fbackoffice%2Fpayments%2Ffailed',
      ['backoffice'],
      '/operator/backoffice/payments/failed',
    ],
    ['another site', '?next=%2F%2Fevil.example%2Foperator', ['backoffice'], '/operator/backoffice'],
    ['a page outside the operator area', '?next=%2Fretail%2Fpolicies', ['operator'], '/operator'],
  ])('after signing in with %s as next, lands where it may', async (_case, query, roles, landing) => {
    const { router } = await signIn(`/operator/sign-in${query}`, roles);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('offers an operator already signed in to continue to their own home', async () => {
    mockFetch();
    const { store } = renderWithApp(<OperatorSignInPage />, { path: '/operator/sign-in' });
    act(() => {
      store.dispatch(
        operatorUserSlice.actions.operatorSignedIn({
          name: 'assessor',
          displayName: 'Demo Assessor',
          roles: ['backoffice'],
        }),
      );
    });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/operator/backoffice',
    );
    act(() => {
      store.dispatch(
        operatorUserSlice.actions.operatorSignedIn({
          name: 'counter',
          displayName: 'Counter',
          roles: ['operator'],
        }),
      );
    });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/operator');
  });
});
