import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@cover/domain';
import { json, mockFetch, refusal, type RecordedCall } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { ContactVerifications } from './pending-verification';
import { ProfileForm } from './profile-form';

afterEach(() => vi.unstubAllGlobals());

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userName: '8503155123081',
  preferredUsername: 'lerato.m',
  givenName: 'Lerato',
  familyName: 'Mokoena',
  email: 'lerato@example.co.za',
  emailVerified: true,
  phoneNumber: '+27825551234',
  phoneNumberVerified: false,
  communicationType: null,
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
  ...overrides,
});

describe('ProfileForm', () => {
  it('says what was saved and which contacts were not when no code could be sent (QA F4)', async () => {
    mockFetch({
      'POST /api/retail/updateProfileAttributes': () =>
        json(200, {
          updated: ['given_name'],
          pendingVerification: [],
          notSaved: ['email', 'phone_number'],
          codeWait: 'You can ask for a new code in about 20 minutes.',
        }),
    });
    renderWithApp(<ProfileForm audience="retail" profile={profile()} />, { path: '/retail/profile' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Naledi');
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'naledi@example.co.za');
    await user.clear(screen.getByLabelText(/Mobile number/));
    await user.type(screen.getByLabelText(/Mobile number/), '072 111 2233');
    await user.type(screen.getByLabelText(/Current password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(
      await screen.findAllByText(
        'Your name is saved. Your new email address and mobile number are not: we could not send a code to verify them. Limit exceeded, Please try after some time. You can ask for a new code in about 20 minutes.',
      ),
    ).not.toHaveLength(0);
    expect(form).not.toHaveTextContent('Your profile has been updated');
  });
});

describe('ProfileForm: a new email or mobile number needs the current password (QA walk 10 no. 6)', () => {
  const changeEmail = async () => {
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'naledi@example.co.za');
    return user;
  };

  it('asks for it only once a contact is changed, and sends nothing without it', async () => {
    const calls: RecordedCall[] = [];
    mockFetch({
      'POST /api/retail/updateProfileAttributes': (call) => {
        calls.push(call);
        return json(200, { updated: [], pendingVerification: [] });
      },
    });
    renderWithApp(<ProfileForm audience="retail" profile={profile()} />, { path: '/retail/profile' });
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const user = await changeEmail();
    expect(screen.getByLabelText(/Current password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Please enter your current password to change your email address or mobile number',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the password with the attributes and shows a wrong one at its field', async () => {
    const calls: RecordedCall[] = [];
    mockFetch({
      'POST /api/retail/updateProfileAttributes': (call) => {
        calls.push(call);
        return refusal(
          400,
          'WRONG_OLD_PASSWORD',
          'Incorrect old password, Please enter old correct password',
        );
      },
    });
    renderWithApp(<ProfileForm audience="retail" profile={profile()} />, { path: '/retail/profile' });
    const user = await changeEmail();
    await user.type(screen.getByLabelText(/Current password/), 'Wr0ng!Password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findAllByText('Incorrect old password, Please enter old correct password'),
    ).not.toHaveLength(0);
    expect(calls[0]?.body).toEqual({
      attributes: [{ Name: 'email', Value: 'naledi@example.co.za' }],
      currentPassword: 'Wr0ng!Password',
    });
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends names alone as the list, with no password', async () => {
    const calls: RecordedCall[] = [];
    mockFetch({
      'POST /api/retail/updateProfileAttributes': (call) => {
        calls.push(call);
        return json(200, { updated: ['given_name'], pendingVerification: [] });
      },
    });
    renderWithApp(<ProfileForm audience="retail" profile={profile()} />, { path: '/retail/profile' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Naledi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('Your profile has been updated')).not.toHaveLength(0);
    expect(calls[0]?.body).toEqual([{ Name: 'given_name', Value: 'Naledi' }]);
  });
});

describe('ContactVerifications', () => {
  it('offers to verify a mobile number that is not verified, as for the email (QA F11)', () => {
    mockFetch();
    renderWithApp(
      <ContactVerifications audience="retail" profile={profile({ phoneNumber: '+27712223344' })} />,
      {
        path: '/retail/profile',
      },
    );
    expect(screen.getByText('Your mobile number is not verified')).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
    expect(screen.queryByText(/email address is not verified/)).not.toBeInTheDocument();
  });

  it('shows a new mobile number waiting for its code', () => {
    mockFetch();
    renderWithApp(
      <ContactVerifications
        audience="retail"
        profile={profile({ phoneNumberVerified: true, pendingPhoneNumber: '+27712223344' })}
      />,
      { path: '/retail/profile' },
    );
    expect(screen.getByText('New mobile number pending verification')).toBeInTheDocument();
  });

  it('shows nothing when both are verified and nothing waits', () => {
    mockFetch();
    const { container } = renderWithApp(
      <ContactVerifications audience="retail" profile={profile({ phoneNumberVerified: true })} />,
      { path: '/retail/profile' },
    );
    expect(container).not.toHaveTextContent(/verif/i);
  });
});
