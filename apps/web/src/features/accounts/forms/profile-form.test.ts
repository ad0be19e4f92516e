import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@cover/domain';
import { changedAttributes, profileFormDefaults, profileFormSchema } from './profile-form';

const profile: UserProfile = {
  userName: '8001015009087',
  preferredUsername: 'thandi',
  givenName: 'Thandi',
  familyName: 'Nkosi',
  email: 'thandi@example.co.za',
  emailVerified: true,
  phoneNumber: '+27821234567',
  phoneNumberVerified: false,
  communicationType: 'email',
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
};

const values = (overrides: Record<string, string>) =>
  profileFormSchema.parse({
    givenName: 'Thandi',
    familyName: 'Nkosi',
    email: 'thandi@example.co.za',
    phoneNumber: '082 123 4567',
    ...overrides,
  });

describe('profileFormDefaults', () => {
  it('shows the mobile number as South Africans write it, and saving it unchanged sends nothing', () => {
    const shown = profileFormDefaults(profile);
    expect(shown.phoneNumber).toBe('082 123 4567');
    expect(changedAttributes(profileFormSchema.parse(shown), profile)).toEqual([]);
  });
});

describe('changedAttributes', () => {
  it('sends nothing when only the spelling of the same mobile or email case changed', () => {
    expect(changedAttributes(values({ email: 'THANDI@example.co.za' }), profile)).toEqual([]);
  });

  it('sends the changed attributes as Name/Value pairs', () => {
    expect(changedAttributes(values({ familyName: 'Dlamini', email: 'new@example.co.za' }), profile)).toEqual(
      [
        { Name: 'family_name', Value: 'Dlamini' },
        { Name: 'email', Value: 'new@example.co.za' },
      ],
    );
  });

  it('never sends the registration’s communicationType: messages are chosen under "Messages from us"', () => {
    const employee = { ...profile, communicationType: 'sms' };
    expect(changedAttributes(values({ familyName: 'Dlamini' }), employee)).toEqual([
      { Name: 'family_name', Value: 'Dlamini' },
    ]);
  });

  it('does not send again the value already waiting for its code', () => {
    const pending = { ...profile, pendingEmail: 'new@example.co.za' };
    expect(changedAttributes(values({ email: 'new@example.co.za' }), pending)).toEqual([]);
  });
});
