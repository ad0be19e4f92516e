import { z } from 'zod';
import { TWO_FACTOR_CHANNELS } from '../../constants/two-factor.js';
import { otpCodeField } from './profile.js';

/**
 * The app-level two-factor step (flag TWO_FACTOR = '1'): after a password sign-in the API sends a code to the
 * user's email (default) or phone_number; the session counts as authenticated only once it is verified.
 * Paths: POST api/{retail|employee}/twoFactor/send and POST api/{retail|employee}/twoFactor/verify.
 */
export const twoFactorSendSchema = z.object({
  verifyAttribute: z.enum(TWO_FACTOR_CHANNELS).default('email'),
});
export const twoFactorSendReplySchema = z.object({
  verifyAttribute: z.enum(TWO_FACTOR_CHANNELS),
  /** The notice to show: "… sent to your email address t***@…" or "… mobile number ending 4567". */
  notice: z.string(),
});
export const twoFactorVerifySchema = z.object({
  verificationCode: otpCodeField,
  verifyAttribute: z.enum(TWO_FACTOR_CHANNELS).default('email'),
});
/** GET api/{retail|employee}/twoFactor/status and the verify reply: 'enabled' once verified, else 'disabled'. */
export const twoFactorStatusSchema = z.object({
  required: z.boolean(),
  status: z.enum(['enabled', 'disabled']),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
