/**
 * Sign-in entry points shown in the header and the mobile menu. Only enabled entries are rendered, so
 * the header never links to a page that does not exist: the accounts work enables each one together
 * with its route.
 */
export interface SignInEntryPoint {
  audience: 'retail' | 'employee' | 'operator';
  label: string;
  description: string;
  to: string;
  enabled: boolean;
}

export const signInEntryPoints: readonly SignInEntryPoint[] = [
  {
    audience: 'retail',
    label: 'Customer sign in',
    description: 'Your policies, claims and payments',
    to: '/retail/sign-in',
    enabled: true,
  },
  {
    audience: 'employee',
    label: 'Employee sign in',
    description: 'Cover paid from your Telkom salary',
    to: '/employee/sign-in',
    enabled: true,
  },
  {
    audience: 'operator',
    label: 'Operator sign in',
    description: 'Register employees and vehicles',
    to: '/operator/sign-in',
    enabled: true,
  },
];

export function enabledSignInEntryPoints(
  entries: readonly SignInEntryPoint[] = signInEntryPoints,
): SignInEntryPoint[] {
  return entries.filter((entry) => entry.enabled);
}

/** Where a newcomer creates an account, offered next to the sign-in entries. */
export interface RegisterEntryPoint {
  key: 'retail-sign-up' | 'employee-register';
  label: string;
  description: string;
  to: string;
}

export const registerEntryPoints: readonly RegisterEntryPoint[] = [
  {
    key: 'employee-register',
    label: 'Register as a Telkom employee',
    description: 'With your salary reference number',
    to: '/employee/register',
  },
  {
    key: 'retail-sign-up',
    label: 'Create a customer account',
    description: 'With your South African ID number',
    to: '/retail/sign-up',
  },
];
