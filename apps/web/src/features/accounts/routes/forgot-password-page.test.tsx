import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../../test/mock-fetch';
import type * as accountFlows from '../flows/account-flows';
import { requestPasswordReset } from '../flows/account-flows';
import { renderPage } from '../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('../flows/account-flows', async (importOriginal) => ({
  ...(await importOriginal<typeof accountFlows>()),
  requestPasswordReset: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const ID_NUMBER = '9006150044087';

describe('forgot password', () => {
  it('goes on to check your email with the SA ID number kept out of the address (QA walk 10 no. 1)', async () => {
    mockFetch({ 'POST /api/retail/user/checkUsername': () => json(200, { userName: ID_NUMBER }) });
    vi.mocked(requestPasswordReset).mockResolvedValue({
      step: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      destination: 'n***@e***.org',
    });
    const { router } = renderPage(<ForgotPasswordPage />, { path: '/retail/forgot-password' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), ID_NUMBER);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/checkEmail'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({
      handedAccount: { username: ID_NUMBER, destination: 'n***@e***.org' },
    });
    expect(vi.mocked(requestPasswordReset)).toHaveBeenCalledWith('retail', ID_NUMBER);
  });

  it.each([
    [
      'handed by the sign-in page',
      { path: '/retail/forgot-password', state: { handedAccount: { username: ID_NUMBER } } },
    ],
    ['in an older link', { path: `/retail/forgot-password?username=${ID_NUMBER}` }],
  ])('starts from the username %s, and keeps it out of the address', async (_, options) => {
    mockFetch();
    const { router } = renderPage(<ForgotPasswordPage />, options);
    expect(await screen.findByRole('textbox', { name: /Username/ })).toHaveValue(ID_NUMBER);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
