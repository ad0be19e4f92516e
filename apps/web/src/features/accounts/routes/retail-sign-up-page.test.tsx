import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CATALOGUE } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { signUpToPool } from '../flows/account-flows';
import { renderPage } from '../testing/render-page';
import { RetailSignUpPage } from './retail-sign-up-page';

vi.mock('../flows/account-flows', () => ({ signUpToPool: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^SA ID number/), '8001015009087');
  await user.type(screen.getByLabelText(/^Username/), 'thandi.nkosi');
  await user.type(screen.getByLabelText(/^First name/), 'Thandi');
  await user.type(screen.getByLabelText(/^Last name/), 'Nkosi');
  await user.type(screen.getByLabelText(/^Email address/), 'thandi@example.co.za');
  await user.type(screen.getByLabelText(/^Mobile number/), '0821234567');
  await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Str0ng!Passw0rd');
  await user.click(screen.getByRole('checkbox', { name: /privacy notice/i }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
}

describe('retail sign-up form', () => {
  it('validates every field with the shared rules, consent included', async () => {
    mockFetch();
    renderPage(<RetailSignUpPage />, { path: '/retail/sign-up' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^SA ID number/), '8001015009088');
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    // what is wrong with it, in plain words (QA walk 10 no. 13)
    expect(screen.getByLabelText(/^SA ID number/)).toHaveAccessibleDescription(
      'This ID number is not right: its last digit does not match the first 12, so a digit may be mistyped',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/at least 8 characters/);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(screen.getByRole('checkbox', { name: /privacy notice/i })).toHaveAccessibleDescription(
      'Please accept the POPIA consent to continue',
    );
    await waitFor(() => expect(screen.getByLabelText(/^SA ID number/)).toHaveFocus());
    expect(signUpToPool).not.toHaveBeenCalled();
  });

  it('shows the signUpCheck messages on the field they are about and does not sign up', async () => {
    const fetched = mockFetch({
      'POST /api/retail/signUpCheck': () =>
        refusal(409, 'USERNAME_TAKEN', ERROR_CATALOGUE.USERNAME_TAKEN, {
          preferredUsername: ERROR_CATALOGUE.USERNAME_TAKEN,
        }),
    });
    renderPage(<RetailSignUpPage />, { path: '/retail/sign-up' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(ERROR_CATALOGUE.USERNAME_TAKEN),
    );
    expect(fetched.callsTo('POST', '/api/retail/signUpCheck').at(-1)?.body).toEqual({
      idNumber: '8001015009087',
      preferredUsername: 'thandi.nkosi',
    });
    expect(signUpToPool).not.toHaveBeenCalled();
  });

  it('signs up with the ID number as username and goes to the confirm step', async () => {
    mockFetch({ 'POST /api/retail/signUpCheck': () => json(200, { available: true }) });
    vi.mocked(signUpToPool).mockResolvedValue('CONFIRM_SIGN_UP');
    const { router } = renderPage(<RetailSignUpPage />, { path: '/retail/sign-up' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/confirm-sign-up'));
    expect(signUpToPool).toHaveBeenCalledWith('retail', {
      username: '8001015009087',
      password: 'Str0ng!Passw0rd',
      attributes: {
        email: 'thandi@example.co.za',
        preferred_username: 'thandi.nkosi',
        given_name: 'Thandi',
        family_name: 'Nkosi',
        phone_number: '+27821234567',
      },
    });
  });
});
