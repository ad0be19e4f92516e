import {
  attributeVerificationCodeRequestSchema,
  codeDeliverySchema,
  updateProfileAttributesReplySchema,
  updateProfileAttributesSchema,
  verifyAttributeCodeReplySchema,
  verifyAttributeCodeSchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import type { AccountService } from './account-service.js';
import { PASSWORD_RATE_LIMIT } from './password-routes.js';
import { selfCall } from './self-call.js';

/** Attribute codes are also limited per user by the pool; this is per IP. */
export const ATTRIBUTE_CODE_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

const FAMILIES = ['retail', 'employee'] as const;

/**
 * The same three profile calls under api/retail and api/employee (spec 000 §7): request a code for an
 * attribute, verify it, and update attributes (email / phone_number wait for their code).
 */
export function profileRoutes(accounts: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const family of FAMILIES) {
      app.post(
        `/api/${family}/getUserAttributeVerificationCode`,
        {
          config: { audience: family, rateLimit: ATTRIBUTE_CODE_RATE_LIMIT },
          schema: {
            tags: [family],
            summary: 'Send a code to verify the email or mobile number',
            body: attributeVerificationCodeRequestSchema,
            response: { 200: codeDeliverySchema, ...errorResponses(400, 401, 403, 429) },
          },
        },
        async (request) => accounts.sendAttributeCode(selfCall(request, family), request.body.attribute),
      );
      app.post(
        `/api/${family}/verifyUserAttributeCode`,
        {
          config: { audience: family, rateLimit: ATTRIBUTE_CODE_RATE_LIMIT },
          schema: {
            tags: [family],
            summary: 'Verify the email or mobile number with its code',
            body: verifyAttributeCodeSchema,
            response: { 200: verifyAttributeCodeReplySchema, ...errorResponses(400, 401, 403, 429) },
          },
        },
        async (request) =>
          accounts.verifyAttributeCode(selfCall(request, family), request.body.attribute, request.body.code),
      );
      app.post(
        `/api/${family}/updateProfileAttributes`,
        {
          // a new email or mobile number checks the current password: limited per IP as a password change is
          config: { audience: family, rateLimit: PASSWORD_RATE_LIMIT },
          schema: {
            tags: [family],
            summary:
              'Update profile attributes (a new email or mobile number needs the current password and waits for its code)',
            body: updateProfileAttributesSchema,
            response: { 200: updateProfileAttributesReplySchema, ...errorResponses(400, 401, 403, 409, 429) },
          },
        },
        async (request) => accounts.updateProfileAttributes(selfCall(request, family), request.body),
      );
    }
  };
}
