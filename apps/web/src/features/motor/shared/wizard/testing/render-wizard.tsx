import type { UserProfile } from '@cover/domain';
import type { AppStore } from '../../../../../app/store';
import { renderRestored } from '../../../../../test/render';
import type { MotorFamily } from '../../api/purchase-api';
import { MotorRegisterPage } from '../motor-register-page';
import { signIn } from './purchase-fixtures';

/** The signed-in customer's profile (getAdminUser). */
export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userName: '9001015009087',
  preferredUsername: null,
  givenName: 'Thabo',
  familyName: 'Mokoena',
  email: 'thabo@example.com',
  emailVerified: true,
  phoneNumber: '0821234567',
  phoneNumberVerified: true,
  communicationType: 'sms',
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
  ...overrides,
});

/**
 * The motor wizard on a store prepared first (a draft restored from an earlier visit); `reload` renders it
 * again on the same store, as a reload restores it. The router is kept to read where the page went.
 */
export const renderWizard = (
  prepare: (store: AppStore) => void,
  family: MotorFamily = 'retail',
  path = `/${family}/motor/register`,
) =>
  renderRestored(<MotorRegisterPage family={family} />, {
    path,
    prepare: (store) => {
      signIn(store, family);
      prepare(store);
    },
  });
