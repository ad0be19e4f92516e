import { z } from 'zod';
import { changePasswordFields, newPasswordDiffers, otpCodeField, passwordField } from '@cover/domain';
import { passwordsMatch } from './password-match';

/** Spec 000 §5: username and password are required on sign-in. */
export const signInFormSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type SignInForm = z.input<typeof signInFormSchema>;

export const codeFormSchema = z.object({ code: otpCodeField });
export type CodeForm = z.input<typeof codeFormSchema>;

/** Confirming a reset needs the code and the new password (twice). */
export const resetPasswordFormSchema = z
  .object({ code: otpCodeField, newPassword: passwordField, confirmPassword: z.string() })
  .refine(...passwordsMatch<{ newPassword: string; confirmPassword: string }>('newPassword'));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Changing the password needs the old and the new password (the API's schema) and the new one again. */
export const changePasswordFormSchema = changePasswordFields
  .extend({ confirmPassword: z.string() })
  .refine(...newPasswordDiffers)
  .refine(...passwordsMatch<{ newPassword: string; confirmPassword: string }>('newPassword'));
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const usernameFormSchema = z.object({ username: z.string().trim().min(1, 'Username is required') });
export type UsernameForm = z.input<typeof usernameFormSchema>;
