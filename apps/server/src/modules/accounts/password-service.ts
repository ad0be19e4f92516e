import {
  passwordChangedNotice,
  type ChangePasswordInput,
  type ConfirmForgotPasswordInput,
  type PasswordChange,
} from '@cover/domain';
import type { AdminUser, IdpService, PoolKey } from '../idp/index.js';
import { changePassword } from '../idp/operations/profile.js';
import type { SelfCall } from './account-service.js';
import { tellOwner, type NoticeSender } from './owner-notice.js';
import { withPasswordErrors } from './password-errors.js';

/** A call of the pool's wire protocol made for the request's caller (pool-protocol.ts). */
export type PoolCall = (operation: string, input: Record<string, unknown>) => Promise<unknown>;

/**
 * Password changes made in the app, passed to the pool and then told to the account's owner (decision 0010,
 * addendum on a changed password): an email to the verified address and an SMS to the verified mobile number.
 * Nothing is told when the pool refuses. The passwords are passed on, never kept or logged.
 */
export function createPasswordService(deps: { idp: IdpService; notifier: NoticeSender; now: () => Date }) {
  const { idp } = deps;

  const tellOwnerOf = (user: AdminUser, how: PasswordChange) =>
    tellOwner(deps.notifier, user, passwordChangedNotice(how, deps.now()));

  return {
    /** ChangePassword with the caller's own access token: only ever their own account. */
    async changeOwnPassword(call: SelfCall, input: ChangePasswordInput): Promise<void> {
      await withPasswordErrors(() =>
        changePassword(idp.context, {
          AccessToken: call.accessToken,
          PreviousPassword: input.oldPassword,
          ProposedPassword: input.newPassword,
        }),
      );
      const user = await idp.adminGetUser(call.principal.audience, call.principal.username);
      if (user?.sub === call.principal.sub) await tellOwnerOf(user, 'changed');
    },

    /**
     * ConfirmForgotPassword through the pool's protocol for the caller (its throttles and answers unchanged:
     * an unknown name gets the wrong-code answer); told only once the code was right and the password set.
     */
    async confirmForgotPassword(pool: PoolKey, input: ConfirmForgotPasswordInput, callPool: PoolCall) {
      await withPasswordErrors(() =>
        callPool('ConfirmForgotPassword', {
          ClientId: idp.pools.byKey(pool).clientId,
          Username: input.username,
          ConfirmationCode: input.confirmationCode,
          Password: input.newPassword,
        }),
      );
      const user = await idp.adminGetUser(pool, input.username);
      if (user) await tellOwnerOf(user, 'reset');
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
