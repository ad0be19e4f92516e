import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, refusal } from '../../../test/mock-fetch';
import type * as accountFlows from '../flows/account-flows';
import { requestPasswordReset } from '../flows/account-flows';
import { pageAlert } from '../testing/page-alert';
import { renderPage } from '../testing/render-page';
import { CheckEmailPage } from './check-email-page';

vi.mock('../flows/account-flows', async (importOriginal) => ({
  ...(await importOriginal<typeof accountFlows>()),
  requestPasswordReset: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const PATH = '/retail/checkEmail?username=lerato7&destination=l***%40example.co.za';
const MISMATCH = 'Incorrect OTP given, Please enter valid OTP';

describe('resending the reset code (QA walk 5, finding 10)', () => {
  it('clears the wrong-code alert once a new code is on its way', async () => {
    mockFetch({ 'POST /api/retail/confirmForgotPassword': () => refusal(400, 'CODE_MISMATCH', 'wrong') });
    vi.mocked(requestPasswordReset).mockResolvedValue({
      step: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      destination: 'l***@example.co.za',
    });
    renderPage(<CheckEmailPage />, { path: PATH });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Verification code/), '111111');
    await user.type(screen.getByLabelText(/^New password/), 'New!Passw0rd1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'New!Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await waitFor(() => expect(pageAlert()).toHaveTextContent(MISMATCH));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-status')).toHaveTextContent('We have sent you a new code'),
    );
    expect(pageAlert()).toBeNull();
    expect(requestPasswordReset).toHaveBeenCalledWith('retail', 'lerato7');
  });
});
