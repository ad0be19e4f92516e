import { z } from 'zod';
import { FIELD_MESSAGES, passwordField } from '../../validators/zod-fields.js';
import { otpCodeField } from './profile.js';

/**
 * The password calls under api/retail and api/employee (docs/decisions/0010, addendum on a changed password).
 * The server passes them to the user pool and then tells the account's owner; neither password is ever logged.
 */

/** Spec 000 has no text for it; ours, in the same voice as the field messages. */
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from your current password.';

/** The check that the new password is not the current one, on newPassword (for `.refine(...)`). */
export const newPasswordDiffers: [
  (value: { oldPassword: string; newPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.newPassword !== value.oldPassword,
  { message: SAME_PASSWORD_MESSAGE, path: ['newPassword'] },
];

/** The fields of changePassword, for forms that add their own (a confirmation) before the checks. */
export const changePasswordFields = z.object({
  oldPassword: z
    .string()
    .min(1, 'Please enter your current password')
    .max(256, FIELD_MESSAGES.passwordTooLong),
  newPassword: passwordField,
});

/**
 * POST changePassword (signed in, own account): "Changing password needs old and new password" (spec 000 §5);
 * the new one must differ from the current one.
 */
export const changePasswordSchema = changePasswordFields.refine(...newPasswordDiffers);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST confirmForgotPassword (public): "Confirming a reset needs username, new password and confirmation code". */
export const confirmForgotPasswordSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(128, 'Username is too long'),
  confirmationCode: otpCodeField,
  newPassword: passwordField,
});
export type ConfirmForgotPasswordInput = z.input<typeof confirmForgotPasswordSchema>;
