import {
  CURRENT_PASSWORD_REQUIRED,
  codeWaitIn,
  contactChangedNotice,
  employeeUsernameVariants,
  type CodeDelivery,
  type EmployeeProfile,
  type UpdateProfileAttributesReply,
  type UserProfile,
  type VerifiableAttribute,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { CodeDeliveryDetails } from '../idp/code-delivery.js';
import { IdpError, type AdminUser, type IdpService } from '../idp/index.js';
import { findPolicyHolderByOwner, updateOwnedPolicyHolder } from '../policy-holders/repo.js';
import {
  checkOwnPassword,
  getUserAttributeVerificationCode,
  updateUserAttributes,
  verifyUserAttribute,
} from '../idp/operations/profile.js';
import { fromIdpError as fromIdpErrorOf, withIdpErrors } from './idp-errors.js';
import { emailNotice, type NoticeSender } from './owner-notice.js';
import { withPasswordErrors } from './password-errors.js';
import { toEmployeeProfile, toUserProfile } from './profile.js';
import { findRosterEmployee } from './roster-repo.js';

export interface AttributePair {
  Name: string;
  Value: string;
}

/** The caller's own account, as their route family sees it. */
export interface SelfCall {
  principal: UserPrincipal;
  /** The request's access token: attribute codes go through the pool's own signed-in operations. */
  accessToken: string;
}

const VERIFIABLE: readonly string[] = ['email', 'phone_number'];

const toCodeDelivery = (delivery: CodeDeliveryDetails): CodeDelivery => ({
  attribute: delivery.AttributeName,
  deliveryMedium: delivery.DeliveryMedium,
  destination: delivery.Destination,
});

/**
 * Self-service on a pool account, one implementation for the retail and employee route families. A user
 * acts only on themselves: a user name in the request must resolve to the caller, else 404.
 */
export function createAccountService(deps: {
  db: Database;
  idp: IdpService;
  notifier: NoticeSender;
  now: () => Date;
}) {
  const { idp } = deps;

  /** The names a user may be looked up by: employees also with/without a leading zero and spaces stripped. */
  const loginsOf = (principal: UserPrincipal, userName: string) =>
    principal.audience === 'employee' ? employeeUsernameVariants(userName) : [userName.trim()];

  async function resolveSelf(principal: UserPrincipal, userName: string): Promise<AdminUser> {
    for (const login of loginsOf(principal, userName)) {
      const user = await idp.adminGetUser(principal.audience, login);
      if (user) {
        if (user.sub !== principal.sub) break;
        return user;
      }
    }
    throw notFound();
  }

  async function currentUser(principal: UserPrincipal): Promise<AdminUser> {
    const user = await idp.adminGetUser(principal.audience, principal.username);
    if (!user || user.sub !== principal.sub) throw notFound();
    return user;
  }

  async function adminUpdate(principal: UserPrincipal, pairs: readonly AttributePair[]): Promise<AdminUser> {
    const refused = pairs.find((pair) => VERIFIABLE.includes(pair.Name));
    if (refused) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields', {
        [refused.Name]: 'A new email address or mobile number must be verified: use the profile update',
      });
    }
    const changes = Object.fromEntries(pairs.map((pair) => [pair.Name, pair.Value]));
    const user = await currentUser(principal);
    return withIdpErrors(() => idp.adminUpdateUserAttributes(principal.audience, user.username, changes));
  }

  /**
   * A new email or mobile number is how a locked-out customer gets back in (a reset code goes there), so
   * the session alone cannot change one: the current password is checked by the pool, with its lockout after
   * repeated wrong ones, as ChangePassword checks it. Unchanged values need none.
   */
  async function assertPasswordForContacts(
    call: SelfCall,
    pairs: readonly AttributePair[],
    currentPassword: string | undefined,
  ) {
    const user = await currentUser(call.principal);
    const changing = pairs.filter(
      (pair) => VERIFIABLE.includes(pair.Name) && user.attributes[pair.Name] !== pair.Value,
    );
    if (changing.length === 0) return;
    if (!currentPassword) {
      throw new AppError(400, 'VALIDATION_FAILED', CURRENT_PASSWORD_REQUIRED, {
        currentPassword: CURRENT_PASSWORD_REQUIRED,
      });
    }
    await withPasswordErrors(() =>
      checkOwnPassword(idp.context, { AccessToken: call.accessToken, Password: currentPassword }),
    );
  }

  const updateThroughPool = (call: SelfCall, pairs: readonly AttributePair[]) =>
    updateUserAttributes(idp.context, { AccessToken: call.accessToken, UserAttributes: pairs });

  /**
   * The user's own update. Values that need no code are saved first; a new email / phone_number then waits
   * for its code. When the codes cannot be sent (the hourly code limit), the pool changes neither contact:
   * the reply names them in `notSaved` beside what was saved, so the page can say both. With nothing else
   * to save, that refusal is the answer (429).
   */
  async function userUpdate(
    call: SelfCall,
    pairs: readonly AttributePair[],
    currentPassword: string | undefined,
  ): Promise<UpdateProfileAttributesReply> {
    await assertPasswordForContacts(call, pairs, currentPassword);
    return updateChecked(call, pairs);
  }

  /** userUpdate once the password for a new contact has been checked (asked of the pool once, not twice). */
  async function updateChecked(
    call: SelfCall,
    pairs: readonly AttributePair[],
  ): Promise<UpdateProfileAttributesReply> {
    const plain = pairs.filter((pair) => !VERIFIABLE.includes(pair.Name));
    const contacts = pairs.filter((pair) => VERIFIABLE.includes(pair.Name));
    if (plain.length === 0 || contacts.length === 0) {
      const result = await withIdpErrors(() => updateThroughPool(call, pairs));
      return {
        updated: plain.map((pair) => pair.Name),
        pendingVerification: result.CodeDeliveryDetailsList.map(toCodeDelivery),
      };
    }
    await withIdpErrors(() => updateThroughPool(call, plain));
    const updated = plain.map((pair) => pair.Name);
    try {
      const result = await updateThroughPool(call, contacts);
      return { updated, pendingVerification: result.CodeDeliveryDetailsList.map(toCodeDelivery) };
    } catch (error) {
      if (!(error instanceof IdpError) || error.type !== 'LimitExceededException')
        throw fromIdpErrorOf(error);
      const wait = codeWaitIn(error.message);
      return {
        updated,
        pendingVerification: [],
        notSaved: contacts.map((pair) => pair.Name as VerifiableAttribute),
        ...(wait ? { codeWait: wait } : {}),
      };
    }
  }

  /**
   * A verified email or mobile number is where the customer wants to be reached: their policy holder (the
   * contact policy messages go to) follows it. Without a holder there is nothing to follow.
   */
  async function holderFollows(principal: UserPrincipal, attribute: VerifiableAttribute) {
    const user = await currentUser(principal);
    const value = user.attributes[attribute];
    if (!value) return;
    const owner = { pool: principal.audience, sub: principal.sub };
    const holder = await findPolicyHolderByOwner(deps.db, owner);
    if (!holder) return;
    const changes = attribute === 'email' ? { email: value } : { cellphone: value };
    await updateOwnedPolicyHolder(deps.db, owner, holder.id, changes);
  }

  /** The email or mobile number the caller's policy messages go to now (their policy holder's), if any. */
  async function policyContact(principal: UserPrincipal, attribute: VerifiableAttribute) {
    const holder = await findPolicyHolderByOwner(deps.db, { pool: principal.audience, sub: principal.sub });
    return (attribute === 'email' ? holder?.email : holder?.cellphone) ?? undefined;
  }

  /**
   * A contact replaced by a newly verified one: the OLD email or mobile number is told (and, for a mobile
   * number, the account's email too), since if someone else made the change the old one is the customer's
   * only way of learning it. Sent whatever the message preferences say, like a code; never the new contact
   * whole. The notifier records a delivery that fails (and retries it); it never fails the verification.
   */
  async function tellOldContact(
    principal: UserPrincipal,
    before: { account: AdminUser; policyContact: string | undefined },
    attribute: VerifiableAttribute,
  ) {
    const user = await currentUser(principal);
    const now = user.attributes[attribute];
    // a contact never verified was replaced at once, before this code: the one our policy messages went to
    // is then the one to tell (QA walk 4)
    const old = [before.account.attributes[attribute], before.policyContact].find(
      (value) => value && value !== now,
    );
    if (!old || !now) return;
    const notice = contactChangedNotice(attribute, now, deps.now());
    const email = attribute === 'email' ? old : user.attributes.email;
    if (email) await emailNotice(deps.notifier, email, user, notice);
    if (attribute === 'phone_number' && notice.sms)
      await deps.notifier.sendSms({ to: old, text: notice.sms });
  }

  return {
    resolveSelf,

    async retailProfile(principal: UserPrincipal, userName: string): Promise<UserProfile> {
      return toUserProfile(await resolveSelf(principal, userName));
    },

    async employeeProfile(principal: UserPrincipal, userName: string): Promise<EmployeeProfile> {
      const user = await resolveSelf(principal, userName);
      return toEmployeeProfile(user, await findRosterEmployee(deps.db, user.username));
    },

    /** Non-verifiable attributes (names, communication type, preferred_username), applied at once. */
    async updateOwnAttributes(
      principal: UserPrincipal,
      pairs: readonly AttributePair[],
    ): Promise<UpdateProfileAttributesReply> {
      await adminUpdate(principal, pairs);
      return { updated: pairs.map((pair) => pair.Name), pendingVerification: [] };
    },

    /** Employee form: a new preferred_username at once; a new phone_number waits for its code. */
    async updateEmployeeAttributes(
      call: SelfCall,
      input: {
        username: string;
        preferred_username?: string | undefined;
        phone_number?: string | undefined;
        currentPassword?: string | undefined;
      },
    ): Promise<UpdateProfileAttributesReply> {
      await resolveSelf(call.principal, input.username);
      const phone =
        input.phone_number === undefined ? [] : [{ Name: 'phone_number', Value: input.phone_number }];
      await assertPasswordForContacts(call, phone, input.currentPassword);
      const updated: string[] = [];
      if (input.preferred_username !== undefined) {
        await adminUpdate(call.principal, [{ Name: 'preferred_username', Value: input.preferred_username }]);
        updated.push('preferred_username');
      }
      const pending =
        input.phone_number === undefined ? [] : (await updateChecked(call, phone)).pendingVerification;
      return { updated, pendingVerification: pending };
    },

    /**
     * Any profile attributes: a changed email / phone_number needs the current password and stays pending
     * until its code is verified.
     */
    updateProfileAttributes(
      call: SelfCall,
      body: readonly AttributePair[] | { attributes: readonly AttributePair[]; currentPassword: string },
    ) {
      return 'attributes' in body
        ? userUpdate(call, body.attributes, body.currentPassword)
        : userUpdate(call, body, undefined);
    },

    async sendAttributeCode(call: SelfCall, attribute: VerifiableAttribute): Promise<CodeDelivery> {
      const result = await withIdpErrors(() =>
        getUserAttributeVerificationCode(idp.context, {
          AccessToken: call.accessToken,
          AttributeName: attribute,
        }),
      );
      return toCodeDelivery(result.CodeDeliveryDetails);
    },

    async verifyAttributeCode(call: SelfCall, attribute: VerifiableAttribute, code: string) {
      const before = {
        account: await currentUser(call.principal),
        policyContact: await policyContact(call.principal, attribute),
      };
      await withIdpErrors(() =>
        verifyUserAttribute(idp.context, {
          AccessToken: call.accessToken,
          AttributeName: attribute,
          Code: code,
        }),
      );
      await holderFollows(call.principal, attribute);
      await tellOldContact(call.principal, before, attribute);
      return { attribute, verified: true as const };
    },

    /** Deletes the caller's own account; the pool revokes all its sign-ins. */
    async deleteOwnAccount(principal: UserPrincipal, userName: string): Promise<void> {
      const user = await resolveSelf(principal, userName);
      await withIdpErrors(() => idp.adminDeleteUser(principal.audience, user.username));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
