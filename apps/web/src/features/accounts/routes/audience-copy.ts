import type { Audience } from '../../../lib/identity';
import type { AuthLink } from '../components/auth-links';

interface AudienceCopy {
  signInTitle: string;
  signInIntro: string;
  usernameLabel: string;
  usernameHelp: string;
  signInLinks: AuthLink[];
  createAccountPath: string;
}

/** The words that differ between the customer and the employee account pages. */
export const audienceCopy: Record<Audience, AudienceCopy> = {
  retail: {
    signInTitle: 'Sign in',
    signInIntro: 'Manage your funeral cover, claims and payments.',
    usernameLabel: 'SA ID number or username',
    usernameHelp: 'The 13-digit ID number you signed up with, or your username',
    signInLinks: [
      { to: '/retail/forgot-password', label: 'Forgot your password?' },
      { to: '/retail/forgot-username', label: 'Forgot your username?' },
      { to: '/retail/sign-up', label: 'Create an account', lead: 'New to Telkom Cover?' },
    ],
    createAccountPath: '/retail/sign-up',
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
  },
};
