import {
  adminUpdateUserAttributesSchema,
  forgotUsernameReplySchema,
  forgotUsernameSchema,
  getAdminUserQuerySchema,
  retailSignUpCheckReplySchema,
  retailSignUpCheckSchema,
  updateProfileAttributesReplySchema,
  userProfileSchema,
  usernameLookupReplySchema,
  usernameLookupSchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { perTargetLimit } from '../../platform/target-limit.js';
import type { AccountService } from './account-service.js';
import type { RegistrationService } from './registration-service.js';

/** Public account look-ups, per IP. */
export const SIGN_UP_CHECK_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
export const USERNAME_LOOKUP_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
export const FORGOT_USERNAME_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** The same look-ups per target (the ID number or username asked about), from any address. */
export const PER_TARGET_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;
export const FORGOT_USERNAME_PER_TARGET_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

const signUpCheckTargets = perTargetLimit({
  name: 'sign-up-check',
  limit: PER_TARGET_LIMIT,
  targets: (request) => {
    const body = request.body as { idNumber?: string; preferredUsername?: string };
    return [body.idNumber, body.preferredUsername];
  },
});
const usernameLookupTargets = perTargetLimit({
  name: 'username-lookup',
  limit: PER_TARGET_LIMIT,
  targets: (request) => [(request.body as { userName?: string }).userName],
});
const forgotUsernameTargets = perTargetLimit({
  name: 'forgot-username',
  limit: FORGOT_USERNAME_PER_TARGET_LIMIT,
  targets: (request) => [(request.body as { idNumber?: string }).idNumber],
});

/** The retail account routes under api/retail (spec 000 §7 "Retail user calls"). */
export function retailAccountRoutes(
  accounts: AccountService,
  registration: RegistrationService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/retail/user/getAdminUser',
      {
        config: { audience: 'retail', twoFactor: 'exempt' },
        schema: {
          tags: ['retail'],
          summary: "The signed-in user's own profile (by SA ID number or username)",
          querystring: getAdminUserQuerySchema,
          response: { 200: userProfileSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => accounts.retailProfile(requirePrincipal(request, 'retail'), request.query.userName),
    );
    app.post(
      '/api/retail/user/adminUpdateUserAttributes',
      {
        config: { audience: 'retail' },
        schema: {
          tags: ['retail'],
          summary: 'Update own names, communication type or username (applied at once)',
          body: adminUpdateUserAttributesSchema,
          response: { 200: updateProfileAttributesReplySchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) =>
        accounts.updateOwnAttributes(requirePrincipal(request, 'retail'), request.body.attributes),
    );
    app.post(
      '/api/retail/signUpCheck',
      {
        config: { audience: 'public', rateLimit: SIGN_UP_CHECK_RATE_LIMIT },
        preHandler: signUpCheckTargets,
        schema: {
          tags: ['retail'],
          summary: 'Are the SA ID number and the username still free?',
          body: retailSignUpCheckSchema,
          response: { 200: retailSignUpCheckReplySchema, ...errorResponses(400, 409, 429) },
        },
      },
      async (request) => registration.retailSignUpCheck(request.body),
    );
    app.post(
      '/api/retail/user/checkUsername',
      {
        config: { audience: 'public', rateLimit: USERNAME_LOOKUP_RATE_LIMIT },
        preHandler: usernameLookupTargets,
        schema: {
          tags: ['retail'],
          summary: 'Look a username up before resetting the password',
          body: usernameLookupSchema,
          response: { 200: usernameLookupReplySchema, ...errorResponses(400, 422, 429) },
        },
      },
      async (request) => registration.checkUsername(request.body.userName),
    );
    app.post(
      '/api/retail/sendForgotUsernameMail',
      {
        config: { audience: 'public', rateLimit: FORGOT_USERNAME_RATE_LIMIT },
        preHandler: forgotUsernameTargets,
        schema: {
          tags: ['retail'],
          summary: 'Mail the username(s) of an SA ID number to the verified email on file',
          body: forgotUsernameSchema,
          response: { 200: forgotUsernameReplySchema, ...errorResponses(400, 422, 429) },
        },
      },
      async (request) => registration.sendForgotUsername(request.body.idNumber),
    );
  };
}
