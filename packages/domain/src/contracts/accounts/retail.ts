import { z } from 'zod';
import { saIdNumberField } from '../../validators/zod-fields.js';
import { profileAttributeSchema } from './profile.js';

/** POST api/retail/signUpCheck: is the chosen username and the SA ID number still free? (public, rate-limited) */
export const retailSignUpCheckSchema = z.object({
  preferredUsername: z.string().trim().min(1, 'Username is required'),
  idNumber: saIdNumberField,
});
/** 200 when both are free; otherwise 409 with the catalogue message (USERNAME_TAKEN, ID_ALREADY_REGISTERED or their unconfirmed variants). */
export const retailSignUpCheckReplySchema = z.object({ available: z.literal(true) });

/**
 * POST api/retail/user/checkUsername: before forgot password (public). It says only whether the text can be
 * a sign-in name at all (an SA ID number or a username: no spaces, at most 128 characters), never whether an
 * account has it, and gives nothing of the account (docs/decisions/0010-account-privacy.md).
 * 422 → "Username not found, Please enter correct username".
 */
export const usernameLookupSchema = z.object({
  userName: z.string().trim().min(1, 'Username is required').max(128, 'Username is too long'),
});
export const usernameLookupReplySchema = z.object({
  /** The sign-in name as typed (trimmed): the pool accepts the SA ID number or the username. */
  userName: z.string(),
});

/**
 * POST api/retail/sendForgotUsernameMail. The spec's client sends firstName, preferredUsername and userEmail after
 * looking the user up; the server takes only the SA ID number and mails the username to the verified address
 * on file, so a caller can never choose where the mail goes (docs/decisions/0004-forgot-username.md). The
 * answer is the same whether or not an account has that ID number: the email is the only answer
 * (docs/decisions/0010-account-privacy.md).
 */
export const forgotUsernameSchema = z.object({ idNumber: saIdNumberField });
export const forgotUsernameReplySchema = z.object({ message: z.string() });
export const FORGOT_USERNAME_SENT_MESSAGE =
  'If an account is registered with this SA ID number and its email address is verified, we have emailed the username to it.';

/** POST api/retail/user/adminUpdateUserAttributes: the signed-in user's own non-verifiable attributes. */
export const adminUpdateUserAttributesSchema = z.object({
  attributes: z.array(profileAttributeSchema).min(1),
});
