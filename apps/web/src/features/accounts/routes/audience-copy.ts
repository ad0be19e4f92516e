import type { Audience } from '../../../lib/identity';
import type { AuthLink } from '../components/auth-links';

interface AudienceCopy {
  signInTitle: string;
  signInIntro: string;
  usernameLabel: string;
  usernameHelp: string;
  signInLinks: AuthLink[];
  createAccountPath: string;
  /** "Send me a code": a one-time code by email or SMS instead of the password (USER_AUTH). */
  codeSignInLabel: string;
  /** "Use a passkey": fingerprint, face or screen lock instead of the password (USER_AUTH, WEB_AUTHN). */
  passkeySignInLabel: string;
  /** A code by SMS to the work cellphone on the employer's roster (CUSTOM_AUTH); null where not offered. */
  workPhoneCodeLabel: string | null;
}

/** The words that differ between the customer and the employee account pages. */
export const audienceCopy: Record<Audience, AudienceCopy> = {
  retail: {
    signInTitle: 'Sign in',
    signInIntro: 'Manage your cover, claims and payments.',
    usernameLabel: 'SA ID number or username',
    usernameHelp: 'The 13-digit ID number you signed up with, or your username',
    signInLinks: [
      { to: '/retail/forgot-password', label: 'Forgot your password?' },
      { to: '/retail/forgot-username', label: 'Forgot your username?' },
      { to: '/retail/sign-up', label: 'Create an account', lead: 'New to Telkom Cover?' },
    ],
    createAccountPath: '/retail/sign-up',
    codeSignInLabel: 'Send me a code',
    passkeySignInLabel: 'Use a passkey',
    workPhoneCodeLabel: null,
  },
  employee: {
    signInTitle: 'Employee sign in',
    signInIntro: 'Cover for Telkom employees, paid from your salary.',
    usernameLabel: 'User name or salary reference number',
    usernameHelp: 'The user name you registered with, or your salary reference number',
    signInLinks: [
      { to: '/employee/forgot-password', label: 'Forgot your password?' },
      { to: '/employee/register', label: 'Register', lead: 'First time here?' },
    ],
    createAccountPath: '/employee/register',
    codeSignInLabel: 'Send me a code',
    passkeySignInLabel: 'Use a passkey',
    workPhoneCodeLabel: 'Text a code to my work phone',
  },
};
