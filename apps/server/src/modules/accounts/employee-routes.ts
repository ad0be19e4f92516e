import {
  employeeAdminDeleteSchema,
  employeeAdminUpdateSchema,
  employeeProfileSchema,
  employeeRegistrationCheckReplySchema,
  employeeRegistrationCheckSchema,
  employeeRosterMatchSchema,
  getAdminUserQuerySchema,
  saIdNumberField,
  salaryReferenceNumberField,
  updateProfileAttributesReplySchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticateAs } from '../../platform/auth/plugin.js';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { perTargetLimit } from '../../platform/target-limit.js';
import type { AccountService } from './account-service.js';
import type { RegistrationService } from './registration-service.js';
import { PASSWORD_RATE_LIMIT } from './password-routes.js';
import { selfCall } from './self-call.js';

/** Public roster look-ups during registration, per IP, and per salary reference number from any address. */
export const ROSTER_LOOKUP_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
export const ROSTER_PER_TARGET_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

const rosterTargets = perTargetLimit({
  name: 'roster',
  limit: ROSTER_PER_TARGET_LIMIT,
  targets: (request) => {
    const input = (request.method === 'GET' ? request.query : request.body) as {
      salaryReferenceNumber?: string;
    };
    return [input.salaryReferenceNumber];
  },
});

/**
 * GET api/employee/getEmployeeData takes either ?salaryReferenceNumber=&idNumber= (public, during
 * registration: roster details only when both match the same roster row) or ?username= (the signed-in
 * employee's own data, authenticated like an employee route).
 */
const employeeDataQuerySchema = z
  .object({
    salaryReferenceNumber: salaryReferenceNumberField.optional(),
    idNumber: saIdNumberField.optional(),
    username: z.string().trim().min(1, 'Username is required').max(128).optional(),
  })
  .refine((query) => (query.salaryReferenceNumber === undefined) !== (query.username === undefined), {
    message: 'Give either salaryReferenceNumber or username',
    path: ['salaryReferenceNumber'],
  })
  .refine((query) => query.salaryReferenceNumber === undefined || query.idNumber !== undefined, {
    message: 'Please enter your SA ID number',
    path: ['idNumber'],
  });

/** The employee account routes under api/employee (spec 000 §7 "Employee user calls"). */
export function employeeAccountRoutes(
  accounts: AccountService,
  registration: RegistrationService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/employee/user/getAdminUser',
      {
        config: { audience: 'employee', twoFactor: 'exempt' },
        schema: {
          tags: ['employee'],
          summary: "The signed-in employee's own profile (by salary reference number or username)",
          querystring: getAdminUserQuerySchema,
          response: { 200: employeeProfileSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        accounts.employeeProfile(requirePrincipal(request, 'employee'), request.query.userName),
    );
    app.post(
      '/api/employee/adminUpdateUserAttributes',
      {
        config: { audience: 'employee', rateLimit: PASSWORD_RATE_LIMIT },
        schema: {
          tags: ['employee'],
          summary:
            'Change own username (at once) or mobile number (with the current password, after its code)',
          body: employeeAdminUpdateSchema,
          response: {
            200: updateProfileAttributesReplySchema,
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request) => accounts.updateEmployeeAttributes(selfCall(request, 'employee'), request.body),
    );
    app.post(
      '/api/employee/adminDeleteUser',
      {
        config: { audience: 'employee' },
        schema: {
          tags: ['employee'],
          summary: 'Delete own account (signs out everywhere)',
          body: employeeAdminDeleteSchema,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await accounts.deleteOwnAccount(requirePrincipal(request, 'employee'), request.body.username);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/api/employee/getEmployeeData',
      {
        config: { audience: 'public', rateLimit: ROSTER_LOOKUP_RATE_LIMIT },
        preHandler: rosterTargets,
        schema: {
          tags: ['employee'],
          summary:
            'Roster look-up by salary reference and SA ID number (public), or own data by username (signed in)',
          querystring: employeeDataQuerySchema,
          response: {
            200: z.union([employeeRosterMatchSchema, employeeProfileSchema]),
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request) => {
        const { username, salaryReferenceNumber } = request.query;
        if (username === undefined)
          return registration.employeeLookup(salaryReferenceNumber ?? '', request.query.idNumber ?? '');
        await authenticateAs(request, 'employee');
        return accounts.employeeProfile(requirePrincipal(request, 'employee'), username);
      },
    );
    app.post(
      '/api/employee/registration/check',
      {
        config: { audience: 'public', rateLimit: ROSTER_LOOKUP_RATE_LIMIT },
        preHandler: rosterTargets,
        schema: {
          tags: ['employee'],
          summary: 'Check the registration form (without password) against the roster',
          body: employeeRegistrationCheckSchema,
          response: { 200: employeeRegistrationCheckReplySchema, ...errorResponses(400, 404, 409, 422, 429) },
        },
      },
      async (request) => registration.employeeRegistrationCheck(request.body),
    );
  };
}
