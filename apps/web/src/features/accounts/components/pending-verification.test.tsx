import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences, UserProfile } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { MessagePreferencesSection } from './message-preferences-section';
import { ContactVerifications } from './pending-verification';

afterEach(() => vi.unstubAllGlobals());

const SEND = 'POST /api/retail/getUserAttributeVerificationCode';
const VERIFY = 'POST /api/retail/verifyUserAttributeCode';
const PREFERENCES = 'GET /api/retail/notification-preferences';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userName: '8001015009087',
  preferredUsername: 'sipho.n',
  givenName: 'Sipho',
  familyName: 'Ndlovu',
  email: 'sipho@example.co.za',
  emailVerified: true,
  phoneNumber: '+27821234567',
  phoneNumberVerified: false,
  communicationType: null,
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
  ...overrides,
});

const preferences = (cellphone: string): NotificationPreferences => ({
  serviceChannels: 'both',
  marketingOptIn: false,
  marketingConsentAt: null,
  email: 'sipho@example.co.za',
  cellphone,
});

function renderVerifications(shown: UserProfile) {
  return renderWithApp(<ContactVerifications audience="retail" profile={shown} />, {
    path: '/retail/profile',
  });
}

describe('verifying a mobile number that is not verified (QA walk 16)', () => {
  it('claims no code was sent before one is asked for, and says the number as it is written', () => {
    mockFetch();
    renderVerifications(profile());
    const box = screen.getByText('Your mobile number is not verified').parentElement;
    expect(box).toHaveTextContent(
      'Press “Send me a code” and enter the code we text to 082 123 4567. Once it is verified, you can also sign in with a code sent by SMS.',
    );
    expect(box).not.toHaveTextContent(/we texted|we send messages about your policies to it|\+27/);
  });

  it('puts "Send me a code" first, as the main button, until a code is on its way; then Verify', async () => {
    mockFetch({
      [SEND]: () =>
        json(200, { deliveryMedium: 'SMS', destination: '+*******4567', attribute: 'phone_number' }),
    });
    renderVerifications(profile());
    const box = screen.getByText('Your mobile number is not verified').parentElement as HTMLElement;
    const names = () =>
      within(box)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names()).toEqual(['Send me a code', 'Verify']);
    expect(within(box).getByRole('button', { name: 'Send me a code' })).toHaveClass('MuiButton-contained');
    expect(within(box).getByRole('button', { name: 'Verify' })).not.toHaveClass('MuiButton-contained');
    await userEvent.click(within(box).getByRole('button', { name: 'Send me a code' }));
    await within(box).findByText(/We have sent a code/);
    expect(names()).toEqual(['Verify', 'Send a new code']);
    expect(within(box).getByRole('button', { name: 'Verify' })).toHaveClass('MuiButton-contained');
  });

  it('sends a code when asked, says which number it went to by its last digits, and offers a new one', async () => {
    const api = mockFetch({
      [SEND]: () =>
        json(200, { deliveryMedium: 'SMS', destination: '+*******4567', attribute: 'phone_number' }),
    });
    renderVerifications(profile());
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We have sent a code to the number ending in 4567.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/retail/getUserAttributeVerificationCode').map((c) => c.body)).toEqual([
      { attribute: 'phone_number' },
    ]);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('says why no code could be sent', async () => {
    mockFetch({
      [SEND]: () => refusal(429, 'CODE_LIMIT_EXCEEDED', 'Limit exceeded, Please try after some time'),
    });
    renderVerifications(profile());
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Limit exceeded, Please try after some time')).toBeInTheDocument();
    expect(screen.queryByText(/We have sent a code/)).not.toBeInTheDocument();
  });

  it('shows a new number waiting for its code as it is written', () => {
    mockFetch();
    renderVerifications(profile({ phoneNumberVerified: true, pendingPhoneNumber: '+27712223344' }));
    expect(screen.getByText('071 222 3344')).toBeInTheDocument();
    expect(screen.queryByText(/\+27/)).not.toBeInTheDocument();
  });

  it('once verified, "Messages from us" is read again (the policy holder follows the verified number)', async () => {
    let cellphone = '+27821234567';
    const api = mockFetch({
      [PREFERENCES]: () => json(200, preferences(cellphone)),
      [VERIFY]: () => {
        cellphone = '+27712223344';
        return json(200, { attribute: 'phone_number', verified: true });
      },
    });
    renderWithApp(
      <>
        <ContactVerifications audience="retail" profile={profile()} />
        <MessagePreferencesSection audience="retail" />
      </>,
      { path: '/retail/profile' },
    );
    expect(await screen.findByText(/by SMS to 082 123 4567/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/by SMS to 071 222 3344/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/retail/notification-preferences')).toHaveLength(2));
  });
});

describe('a wrong code in one box (QA walk 5, finding 5)', () => {
  it('shows its error in that box only, and leaves the other box able to verify', async () => {
    let answer: () => Response = () =>
      refusal(400, 'CODE_MISMATCH', 'Incorrect OTP given, Please enter valid OTP');
    mockFetch({ [VERIFY]: () => answer() });
    renderVerifications(profile({ pendingEmail: 'sipho.new@example.co.za' }));
    const emailBox = screen.getByText('New email address pending verification').parentElement as HTMLElement;
    const phoneBox = screen.getByText('Your mobile number is not verified').parentElement as HTMLElement;
    await userEvent.type(within(emailBox).getByLabelText(/Verification code/), '111111');
    await userEvent.click(within(emailBox).getByRole('button', { name: 'Verify' }));
    expect(
      await within(emailBox).findByText('Incorrect OTP given, Please enter valid OTP'),
    ).toBeInTheDocument();
    expect(within(phoneBox).queryByText(/Incorrect OTP/)).not.toBeInTheDocument();
    expect(within(phoneBox).getByRole('button', { name: 'Verify' })).toBeEnabled();

    // While one box checks its code, the other's button stays usable.
    let release: () => void = () => undefined;
    answer = () => json(200, { attribute: 'email', verified: true });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      [VERIFY]: async () => {
        await held;
        return answer();
      },
    });
    await userEvent.click(within(emailBox).getByRole('button', { name: 'Verify' }));
    expect(await within(emailBox).findByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(within(phoneBox).getByRole('button', { name: 'Verify' })).toBeEnabled();
    release();
  });
});
