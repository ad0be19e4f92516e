import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
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
