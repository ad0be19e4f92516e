import type { IdpUserRow } from '../../db/schema/identity.js';
import { renderEmail } from '../../platform/notifier/index.js';
import { maskDestination, type VerifiableAttribute } from './attributes.js';
import {
  CODE_LIFETIME_MS,
  MAX_CODE_ATTEMPTS,
  MAX_CODE_SENDS_PER_HOUR,
  MAX_SIGN_IN_CODES_PER_HOUR,
  generateCode,
  type CodePurpose,
} from './codes.js';
import { consumeCode, countWrongAttempt, insertCode, latestCode, sendTimesSince } from './codes-repo.js';
import type { IdpContext } from './context.js';
import { ATTEMPT_LIMIT, IdpError, codeMismatch, codeSendsExceeded, expiredCode } from './errors.js';

/** Where a code went, as the protocol reports it (destination masked). */
export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  AttributeName: VerifiableAttribute;
}

const HOUR_MS = 60 * 60 * 1000;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  'sign-up': 'confirm your new account',
  'reset-password': 'reset your password',
  'verify-email': 'verify your email address',
  'verify-phone_number': 'verify your mobile number',
  'sign-in': 'finish signing in',
};

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: VerifiableAttribute;
  /** The email address or E.164 number to send to. */
  destination: string;
  /** What the code will prove; defaults to the destination (the sign-in session id for sign-in codes). */
  target?: string;
}

/**
 * Refuses with LimitExceededException, saying when a new code can be asked for, when one more code of this
 * purpose would go over its hourly allowance (sign-in codes have their own, larger one).
 */
async function assertCodeAvailable(ctx: IdpContext, user: IdpUserRow, purpose: CodePurpose): Promise<void> {
  const now = ctx.now().getTime();
  const sent = await sendTimesSince(ctx.db, user.id, [purpose], new Date(now - HOUR_MS));
  const allowance = purpose === 'sign-in' ? MAX_SIGN_IN_CODES_PER_HOUR : MAX_CODE_SENDS_PER_HOUR;
  if (sent.length < allowance) return;
  // There is room again once enough of the hour's oldest sends have aged out.
  const freedAt = (sent[sent.length - allowance]?.getTime() ?? now) + HOUR_MS;
  ctx.logger.warn({ userId: user.id, purpose }, 'idp code flood refused');
  throw codeSendsExceeded(freedAt - now);
}

/**
 * Refuses with LimitExceededException, before anything is changed, when any of these codes would go over its
 * purpose's hourly allowance: an attribute update that needs two codes is applied whole or not at all, never
 * with one value changed and its code unsent.
 */
export async function assertAccountCodesAvailable(
  ctx: IdpContext,
  user: IdpUserRow,
  purposes: readonly CodePurpose[],
): Promise<void> {
  for (const purpose of purposes) await assertCodeAvailable(ctx, user, purpose);
}

/**
 * Sends a fresh 6-digit code (retiring the previous one of that purpose). Refuses with
 * LimitExceededException when the user already had too many codes of that purpose this hour. The code itself
 * is only ever in the message; the database keeps its HMAC and no log line carries it.
 */
export async function sendCode(
  ctx: IdpContext,
  user: IdpUserRow,
  input: SendCodeInput,
): Promise<CodeDeliveryDetails> {
  await assertCodeAvailable(ctx, user, input.purpose);
  const now = ctx.now();
  const code = generateCode();
  const target = input.target ?? input.destination;
  const lifetimeMs = CODE_LIFETIME_MS[input.purpose];
  await insertCode(ctx.db, {
    userId: user.id,
    purpose: input.purpose,
    target,
    codeHash: ctx.codeHasher.hash(code, user.id, input.purpose),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    now,
  });
  const minutes = Math.round(lifetimeMs / 60_000);
  if (input.channel === 'email') {
    const email = renderEmail('verification-code', {
      code,
      purpose: PURPOSE_TEXT[input.purpose],
      expiresInMinutes: minutes,
      name: user.attributes.given_name,
    });
    await ctx.notifier.sendEmail({ to: input.destination, ...email });
  } else {
    const lifetime =
      minutes >= 60 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
    await ctx.notifier.sendSms({
      to: input.destination,
      text: `Telkom Cover: ${code} is your code to ${PURPOSE_TEXT[input.purpose]}. It expires in ${lifetime}. Never share it.`,
    });
  }
  ctx.logger.info({ userId: user.id, purpose: input.purpose, channel: input.channel }, 'idp code sent');
  return {
    Destination: maskDestination(input.destination),
    DeliveryMedium: input.channel === 'email' ? 'EMAIL' : 'SMS',
    AttributeName: input.channel,
  };
}

/**
 * Checks a code and uses it up. CodeMismatchException for a wrong code (each counts), ExpiredCodeException
 * once it has expired or was used, LimitExceededException after too many wrong guesses. Returns the
 * target the code was sent for.
 */
export async function redeemCode(
  ctx: IdpContext,
  user: IdpUserRow,
  purpose: CodePurpose,
  code: unknown,
  expectedTarget?: string,
): Promise<string> {
  const row = await latestCode(ctx.db, user.id, purpose);
  if (!row || (expectedTarget !== undefined && row.target !== expectedTarget)) throw codeMismatch();
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new IdpError('LimitExceededException', ATTEMPT_LIMIT);
  const now = ctx.now();
  if (row.consumedAt || row.expiresAt.getTime() <= now.getTime()) throw expiredCode();
  if (typeof code !== 'string' || !ctx.codeHasher.matches(code, user.id, purpose, row.codeHash)) {
    const attempts = await countWrongAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS);
    if (attempts === null) throw new IdpError('LimitExceededException', ATTEMPT_LIMIT);
    throw codeMismatch();
  }
  if (!(await consumeCode(ctx.db, row.id, now))) throw expiredCode();
  return row.target;
}
