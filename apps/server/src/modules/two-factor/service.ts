import {
  ERROR_CATALOGUE,
  otpSentToEmailNotice,
  otpSentToMobileNotice,
  type TwoFactorStatus,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { renderEmail } from '../../platform/notifier/index.js';
import type { IdpService } from '../idp/index.js';
import type { TwoFactorCodes } from './code-hmac.js';
import { countWrongAttempt, findSession, markVerified, recordSend, type TwoFactorChannel } from './repo.js';

/** A code lives 5 minutes; a sign-in may have 5 codes sent and 5 wrong guesses per code. */
export const TWO_FACTOR_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const MAX_TWO_FACTOR_SENDS = 5;
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

export interface TwoFactorDeps {
  db: Database;
  idp: Pick<IdpService, 'adminGetUser'>;
  notifier: {
    sendEmail(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
    sendSms(message: { to: string; text: string }): Promise<unknown>;
  };
  codes: TwoFactorCodes;
  /** The TWO_FACTOR flag. */
  enabled: boolean;
  now: () => Date;
  logger: { info(obj: Record<string, unknown>, msg: string): void };
}

export interface TwoFactorSendResult {
  verifyAttribute: TwoFactorChannel;
  notice: string;
}

export interface TwoFactorService {
  status(principal: UserPrincipal): Promise<TwoFactorStatus>;
  send(principal: UserPrincipal, channel: TwoFactorChannel): Promise<TwoFactorSendResult>;
  verify(principal: UserPrincipal, code: string): Promise<TwoFactorStatus>;
}

const NOT_REQUIRED: TwoFactorStatus = { required: false, status: 'enabled' };
const VERIFIED: TwoFactorStatus = { required: true, status: 'enabled' };

const otpError = (statusCode: number, code: string, message: string) =>
  new AppError(statusCode, code, message);
const wrongCode = () => otpError(400, 'LOGIN_OTP_WRONG', ERROR_CATALOGUE.LOGIN_OTP_WRONG);
const expiredCode = () => otpError(400, 'LOGIN_OTP_EXPIRED', ERROR_CATALOGUE.CODE_EXPIRED);
const tooManyGuesses = () =>
  otpError(429, 'LOGIN_OTP_ATTEMPTS_EXCEEDED', ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED);

const CHANNEL_NAMES: Record<TwoFactorChannel, string> = {
  email: 'email address',
  phone_number: 'mobile number',
};

/** The app-level two-factor step (TWO_FACTOR=1), the same for the retail and employee pools. */
export function createTwoFactorService(deps: TwoFactorDeps): TwoFactorService {
  const { db, codes } = deps;

  async function destinationOf(principal: UserPrincipal, channel: TwoFactorChannel) {
    const user = await deps.idp.adminGetUser(principal.audience, principal.username);
    if (!user || user.sub !== principal.sub)
      throw otpError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
    const destination = user.attributes[channel];
    if (!destination || user.attributes[`${channel}_verified`] !== 'true') {
      throw otpError(
        400,
        'TWO_FACTOR_CHANNEL_UNAVAILABLE',
        `We cannot send a code to your ${CHANNEL_NAMES[channel]} because it is not verified. Please choose another way.`,
      );
    }
    return { destination, name: user.attributes.given_name };
  }

  async function deliver(channel: TwoFactorChannel, to: string, code: string, name: string | undefined) {
    try {
      if (channel === 'email') {
        const email = renderEmail('verification-code', {
          code,
          purpose: 'finish signing in',
          expiresInMinutes: TWO_FACTOR_CODE_LIFETIME_MS / 60_000,
          ...(name ? { name } : {}),
        });
        await deps.notifier.sendEmail({ to, ...email });
      } else {
        await deps.notifier.sendSms({
          to,
          text: `Telkom Cover: ${code} is your code to finish signing in. It expires in 5 minutes. Never share it.`,
        });
      }
    } catch {
      throw otpError(503, 'LOGIN_OTP_SEND_FAILED', ERROR_CATALOGUE.LOGIN_OTP_SEND_FAILED);
    }
  }

  return {
    async status(principal) {
      if (!deps.enabled || principal.passkey) return NOT_REQUIRED;
      const row = await findSession(db, principal.originJti);
      return {
        required: true,
        status: row?.verifiedAt && row.sub === principal.sub ? 'enabled' : 'disabled',
      };
    },

    async send(principal, channel) {
      if (!deps.enabled || principal.passkey) {
        throw otpError(409, 'TWO_FACTOR_NOT_REQUIRED', 'A one-time code is not needed to sign in.');
      }
      const existing = await findSession(db, principal.originJti);
      if (existing?.verifiedAt) {
        throw otpError(409, 'TWO_FACTOR_ALREADY_VERIFIED', 'This sign-in is already verified.');
      }
      if (existing && existing.sends >= MAX_TWO_FACTOR_SENDS) {
        throw otpError(429, 'MAX_OTP_LIMIT', ERROR_CATALOGUE.MAX_OTP_LIMIT);
      }
      const { destination, name } = await destinationOf(principal, channel);
      const code = codes.generate();
      const now = deps.now();
      const stored = await recordSend(db, {
        originJti: principal.originJti,
        pool: principal.audience,
        sub: principal.sub,
        codeHmac: codes.hmac(principal.originJti, code),
        channel,
        expiresAt: new Date(now.getTime() + TWO_FACTOR_CODE_LIFETIME_MS),
        now,
        maxSends: MAX_TWO_FACTOR_SENDS,
      });
      if (!stored) throw otpError(429, 'MAX_OTP_LIMIT', ERROR_CATALOGUE.MAX_OTP_LIMIT);
      await deliver(channel, destination, code, name);
      deps.logger.info(
        { sub: principal.sub, pool: principal.audience, channel, sends: stored.sends },
        'two-factor code sent',
      );
      const notice =
        channel === 'email' ? otpSentToEmailNotice(destination) : otpSentToMobileNotice(destination);
      return { verifyAttribute: channel, notice };
    },

    async verify(principal, code) {
      if (!deps.enabled) return NOT_REQUIRED;
      const row = await findSession(db, principal.originJti);
      if (!row || row.sub !== principal.sub) throw expiredCode();
      if (row.verifiedAt) return VERIFIED;
      if (!row.codeHmac || !row.expiresAt) throw expiredCode();
      if (row.attempts >= MAX_TWO_FACTOR_ATTEMPTS) throw tooManyGuesses();
      const now = deps.now();
      if (row.expiresAt.getTime() <= now.getTime()) throw expiredCode();
      if (!codes.matches(principal.originJti, code, row.codeHmac)) {
        const attempts = await countWrongAttempt(db, row.originJti, row.codeHmac, MAX_TWO_FACTOR_ATTEMPTS);
        deps.logger.info({ sub: principal.sub, pool: principal.audience, attempts }, 'two-factor code wrong');
        if (attempts === null) throw tooManyGuesses();
        throw wrongCode();
      }
      if (!(await markVerified(db, row.originJti, row.codeHmac, now))) throw expiredCode();
      deps.logger.info({ sub: principal.sub, pool: principal.audience }, 'two-factor verified');
      return VERIFIED;
    },
  };
}
