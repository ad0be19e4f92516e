import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, refusal } from '../../../test/mock-fetch';
import { pageAlert } from '../testing/page-alert';
import { renderPage } from '../testing/render-page';
import { CheckEmailPage } from './check-email-page';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/retail/checkEmail?username=lerato7&destination=l***%40example.co.za';
const CONFIRM = 'POST /api/retail/confirmForgotPassword';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Verification code/), '123456');
  await user.type(screen.getByLabelText(/^New password/), 'New!Passw0rd1');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'New!Passw0rd1');
  await user.click(screen.getByRole('button', { name: 'Save my new password' }));
}

describe('check your email (the reset code and a new password)', () => {
  it('sets the new password through the API and sends the user to sign in, saying so with their username', async () => {
    const api = mockFetch({ [CONFIRM]: () => new Response(null, { status: 204 }) });
    const { router } = renderPage(<CheckEmailPage />, { path: PATH });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/sign-in'));
    // in the route state, not the address: nothing to bookmark or share
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ passwordChanged: true, username: 'lerato7' });
    expect(api.callsTo('POST', '/api/retail/confirmForgotPassword').map((call) => call.body)).toEqual([
      { username: 'lerato7', confirmationCode: '123456', newPassword: 'New!Passw0rd1' },
    ]);
  });

  it('reads an older link that carries the username, then takes it out of the address (QA walk 10 no. 1)', async () => {
    const api = mockFetch({ [CONFIRM]: () => new Response(null, { status: 204 }) });
    const { router } = renderPage(<CheckEmailPage />, { path: PATH });
    expect(await screen.findByText(/l\*\*\*@example\.co\.za/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/retail/checkEmail');
    expect(router.state.location.state).toEqual({
      handedAccount: { username: 'lerato7', destination: 'l***@example.co.za' },
    });
    await fillAndSubmit();
    await waitFor(() => expect(api.callsTo('POST', '/api/retail/confirmForgotPassword')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/retail/confirmForgotPassword')[0]?.body).toMatchObject({
      username: 'lerato7',
    });
  });

  it('without a username handed to it, sends the visitor to ask for the code again', async () => {
    mockFetch();
    const { router } = renderPage(<CheckEmailPage />, { path: '/retail/checkEmail' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/forgot-password'));
  });

  it.each([
    [400, 'CODE_MISMATCH', 'Incorrect OTP given, Please enter valid OTP'],
    [400, 'CODE_EXPIRED', 'OTP is expired, get another OTP by using resend OTP'],
    [429, 'CODE_LIMIT_EXCEEDED', 'Limit exceeded, Please try after some time'],
    [429, 'TOO_MANY_REQUESTS', 'Maximum OTP limit reached. Please try again later.'],
  ])('answered %i %s: says "%s" and stays', async (status, code, message) => {
    mockFetch({ [CONFIRM]: () => refusal(status, code, 'the server’s words') });
    const { router } = renderPage(<CheckEmailPage />, { path: PATH });
    await fillAndSubmit();
    await waitFor(() => expect(pageAlert()).toHaveTextContent(message));
    expect(router.state.location.pathname).toBe('/retail/checkEmail');
  });
});
