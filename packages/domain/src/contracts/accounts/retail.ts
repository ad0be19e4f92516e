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

/** POST api/retail/user/checkUsername: before forgot password (public). 422 → "Username not found, Please enter correct username". */
export const usernameLookupSchema = z.object({ userName: z.string().trim().min(1, 'Username is required') });
export const usernameLookupReplySchema = z.object({
  userName: z.string(),
  emailVerified: z.boolean(),
  /** Masked, e.g. t***@example.com */
  destination: z.string().nullable(),
});

/**
 * POST api/retail/sendForgotUsernameMail. The spec's client sends firstName, preferredUsername and userEmail after
 * looking the user up; the server takes only the SA ID number and mails the username to the address on file, so a
 * caller can never choose where the mail goes (docs/decisions/0004-forgot-username.md).
 * 422 → "User not found for given SA ID: {id}".
 */
export const forgotUsernameSchema = z.object({ idNumber: saIdNumberField });
export const forgotUsernameReplySchema = z.object({ destination: z.string() });

/** POST api/retail/user/adminUpdateUserAttributes: the signed-in user's own non-verifiable attributes. */
export const adminUpdateUserAttributesSchema = z.object({ attributes: z.array(profileAttributeSchema).min(1) });
