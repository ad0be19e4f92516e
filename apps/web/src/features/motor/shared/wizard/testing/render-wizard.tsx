import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { UserProfile } from '@cover/domain';
import { Providers } from '../../../../../app/providers';
import { createAppStore, type AppStore } from '../../../../../app/store';
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
export async function renderWizard(
  prepare: (store: AppStore) => void,
  family: MotorFamily = 'retail',
  path = `/${family}/motor/register`,
) {
  const app = createAppStore();
  await app.startPersistence();
  signIn(app.store, family);
  prepare(app.store);
  let router = createMemoryRouter([{ path: '*', element: <MotorRegisterPage family={family} /> }], {
    initialEntries: [path],
  });
  const ui = (): ReactElement => (
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>
  );
  let view = render(ui());
  return {
    ...app,
    user: userEvent.setup(),
    router: () => router,
    reload: () => {
      view.unmount();
      router = createMemoryRouter([{ path: '*', element: <MotorRegisterPage family={family} /> }], {
        initialEntries: [path],
      });
      view = render(ui());
    },
  };
}
