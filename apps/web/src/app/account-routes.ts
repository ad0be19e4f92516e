import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazily loaded page module: every account page is its own chunk (and only these pull in Amplify). */
type PageModule = Promise<{ Component: ComponentType }>;
const route = (path: string | undefined, load: () => PageModule): RouteObject => {
  const lazy = () => load().then((module) => ({ Component: module.Component }));
  return path === undefined ? { index: true, lazy } : { path, lazy };
};

const signIn = () => import('../features/accounts/routes/sign-in-page');
const twoFactor = () => import('../features/accounts/routes/two-factor-page');
const confirmSignUp = () => import('../features/accounts/routes/confirm-sign-up-page');
const forgotPassword = () => import('../features/accounts/routes/forgot-password-page');
const checkEmail = () => import('../features/accounts/routes/check-email-page');
const changePassword = () => import('../features/accounts/routes/change-password-page');
const profile = () => import('../features/accounts/routes/profile-page');

/** The account pages both pool audiences have, relative to /retail or /employee. */
const sharedAccountRoutes: RouteObject[] = [
  route('sign-in', signIn),
  route('two-factor', twoFactor),
  route('confirm-sign-up', confirmSignUp),
  route('forgot-password', forgotPassword),
  // Spec 000 §2: after a forgot-password request the user is sent to /retail/checkEmail.
  route('checkEmail', checkEmail),
  route('change-password', changePassword),
  route('profile', profile),
];

/** /retail/… account routes and the customer's home. */
export const retailAccountRoutes: RouteObject[] = [
  route(undefined, () => import('../features/dashboard/routes/retail-dashboard-page')),
  ...sharedAccountRoutes,
  route('sign-up', () => import('../features/accounts/routes/retail-sign-up-page')),
  route('forgot-username', () => import('../features/accounts/routes/forgot-username-page')),
];

/** /employee/… account routes and the employee's home. */
export const employeeAccountRoutes: RouteObject[] = [
  route(undefined, () => import('../features/dashboard/routes/employee-dashboard-page')),
  ...sharedAccountRoutes,
  route('register', () => import('../features/accounts/routes/employee-register-page')),
];

/* /operator sign-in and home: operator-account-routes.ts (the staff shell comes with them). */
