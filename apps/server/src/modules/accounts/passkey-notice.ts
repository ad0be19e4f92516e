import { passkeyChangedNotice } from '@cover/domain';
import type { IdpService, PasskeyChangedHook } from '../idp/index.js';
import { tellOwner, type NoticeSender } from './owner-notice.js';

/**
 * A passkey added to an account or removed from it is told to the owner as a changed password is (QA walk 10
 * no. 16): a passkey signs in without the password, so one someone else added is a way into the account.
 */
export function passkeyNotice(deps: { idp: IdpService; notifier: NoticeSender }): PasskeyChangedHook {
  return async (event) => {
    const user = await deps.idp.adminGetUser(event.pool, event.username);
    if (!user || user.sub !== event.sub) return;
    await tellOwner(deps.notifier, user, passkeyChangedNotice(event.change, event.passkeyName, event.at));
  };
}
