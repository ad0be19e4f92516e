import type { IdpUserRow } from '../../../db/schema/identity.js';
import { countSessionFailure, loadSession, saveSessionState } from '../auth-sessions.js';
import { authenticate } from '../authenticate.js';
import type { IdpContext } from '../context.js';
import { IdpError, invalidParameter } from '../errors.js';
import { requireString, type OperationInput } from '../input.js';
import { MFA_METHODS, methodUsable, type MfaMethod } from '../mfa-policy.js';
import { generateTotpSecret, totpMatches } from '../totp.js';
import { updateUser } from '../users-repo.js';

/** AssociateSoftwareToken, VerifySoftwareToken (signed in, or during MFA_SETUP) and SetUserMFAPreference. */

const totpContext = (userId: string) => `totp-secret:${userId}`;

export const sealTotpSecret = (ctx: IdpContext, userId: string, secret: string) =>
  ctx.sealer.seal(secret, totpContext(userId));

export function openTotpSecret(ctx: IdpContext, user: IdpUserRow): string | null {
  return user.totpSecret ? ctx.sealer.open(user.totpSecret, totpContext(user.id)) : null;
}

const codeMismatch = () =>
  new IdpError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');

export async function associateSoftwareToken(ctx: IdpContext, input: OperationInput) {
  const secret = generateTotpSecret();
  if (typeof input.Session === 'string' && input.Session !== '') {
    const { row, state } = await loadSession(ctx, input.Session, ['MFA_SETUP'], undefined);
    await saveSessionState(ctx, row, { ...state, totpSecret: secret, totpVerified: false });
    return { SecretCode: secret, Session: input.Session };
  }
  const { user } = await authenticate(ctx, input);
  await updateUser(ctx.db, user.id, { totpPendingSecret: sealTotpSecret(ctx, user.id, secret) });
  return { SecretCode: secret };
}

export async function verifySoftwareToken(ctx: IdpContext, input: OperationInput) {
  const code = requireString(input, 'UserCode');
  if (typeof input.Session === 'string' && input.Session !== '') {
    const { row, state } = await loadSession(ctx, input.Session, ['MFA_SETUP'], undefined);
    if (!state.totpSecret)
      throw new IdpError('SoftwareTokenMFANotFoundException', 'Software token has not been associated.');
    if (!totpMatches(state.totpSecret, code, ctx.now())) {
      await countSessionFailure(ctx, row);
      throw codeMismatch();
    }
    await saveSessionState(ctx, row, { ...state, totpVerified: true });
    return { Status: 'SUCCESS', Session: input.Session };
  }
  const { user } = await authenticate(ctx, input);
  const pending = user.totpPendingSecret
    ? ctx.sealer.open(user.totpPendingSecret, totpContext(user.id))
    : null;
  if (!pending)
    throw new IdpError('SoftwareTokenMFANotFoundException', 'Software token has not been associated.');
  if (!totpMatches(pending, code, ctx.now())) throw codeMismatch();
  await updateUser(ctx.db, user.id, { totpSecret: user.totpPendingSecret, totpPendingSecret: null });
  ctx.logger.info({ userId: user.id }, 'idp software token verified');
  return { Status: 'SUCCESS' };
}

const SETTINGS_FIELD: Record<MfaMethod, string> = {
  SMS_MFA: 'SMSMfaSettings',
  SOFTWARE_TOKEN_MFA: 'SoftwareTokenMfaSettings',
  EMAIL_OTP: 'EmailMfaSettings',
};

const NOT_USABLE: Record<MfaMethod, string> = {
  SMS_MFA: 'User does not have a phone number for SMS MFA.',
  SOFTWARE_TOKEN_MFA: 'User has not verified software token mfa',
  EMAIL_OTP: 'User does not have a verified email for email MFA.',
};

export async function setUserMfaPreference(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  let enabled = [...user.mfaEnabled];
  let preferred = user.mfaPreferred;
  for (const method of MFA_METHODS) {
    const settings = input[SETTINGS_FIELD[method]] as
      { Enabled?: unknown; PreferredMfa?: unknown } | undefined;
    if (settings === undefined || settings === null) continue;
    // Wrong types are refused (the hosted pool answers a serialization error), never silently ignored.
    if (
      typeof settings !== 'object' ||
      Array.isArray(settings) ||
      (settings.Enabled !== undefined && typeof settings.Enabled !== 'boolean') ||
      (settings.PreferredMfa !== undefined && typeof settings.PreferredMfa !== 'boolean')
    )
      throw invalidParameter(`${SETTINGS_FIELD[method]} must be a map of Enabled and PreferredMfa flags`);
    if (settings.Enabled === true || settings.PreferredMfa === true) {
      if (pool.mfa === 'OFF') throw invalidParameter('User pool does not have MFA enabled.');
      if (!methodUsable(user, method)) throw invalidParameter(NOT_USABLE[method]);
      if (!enabled.includes(method)) enabled.push(method);
    }
    if (settings.Enabled === false) {
      enabled = enabled.filter((entry) => entry !== method);
      if (preferred === method) preferred = null;
    }
    if (settings.PreferredMfa === true) preferred = method;
    if (settings.PreferredMfa === false && preferred === method) preferred = null;
  }
  await updateUser(ctx.db, user.id, { mfaEnabled: enabled, mfaPreferred: preferred });
  return {};
}
