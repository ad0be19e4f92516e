import { AppError } from '../errors.js';

/** The message of every 401: the caller has no valid sign-in for this route. */
export const UNAUTHENTICATED_MESSAGE = 'Please sign in to continue';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Please verify the one-time code we sent you to continue';
export const FORBIDDEN_MESSAGE = 'You are not allowed to do that.';

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
export const twoFactorRequired = () => new AppError(403, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
export const forbidden = (message = FORBIDDEN_MESSAGE) => new AppError(403, 'FORBIDDEN', message);

/** Why an operator account without a route's role is refused (the operator desk's, say). */
export const roleRequired = (role: string) => `This needs an account with the ${role} role`;
