import { z } from 'zod';
import { FIELD_MESSAGES, passwordField } from '../../validators/zod-fields.js';
import { otpCodeField } from './profile.js';

/**
 * The password calls under api/retail and api/employee (docs/decisions/0010, addendum on a changed password).
 * The server passes them to the user pool and then tells the account's owner; neither password is ever logged.
 */

/** POST changePassword (signed in, own account): "Changing password needs old and new password" (spec 000 §5). */
export const changePasswordSchema = z.object({
  oldPassword: z
    .string()
    .min(1, 'Please enter your current password')
    .max(256, FIELD_MESSAGES.passwordTooLong),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST confirmForgotPassword (public): "Confirming a reset needs username, new password and confirmation code". */
export const confirmForgotPasswordSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(128, 'Username is too long'),
  confirmationCode: otpCodeField,
  newPassword: passwordField,
});
export type ConfirmForgotPasswordInput = z.input<typeof confirmForgotPasswordSchema>;
