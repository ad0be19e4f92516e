import {
  NOTIFICATION_PREFERENCE_PATHS,
  notificationPreferencesReplySchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { getNotificationPreferences, updateNotificationPreferences } from './preferences-service.js';

const TAGS = ['notification-preferences'];

/** GET and PUT of the caller's own message preferences, for retail customers and employees alike. */
export function createPreferencesRoutes(now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    for (const audience of ['retail', 'employee'] as const) {
      const url = NOTIFICATION_PREFERENCE_PATHS[audience];
      app.get(
        url,
        {
          config: { audience },
          schema: {
            tags: TAGS,
            summary:
              'How the signed-in customer wants to hear from us (null before they have a policy holder)',
            response: { 200: notificationPreferencesReplySchema, ...errorResponses(401, 403) },
          },
        },
        async (request) => getNotificationPreferences(app.db, requirePrincipal(request, audience)),
      );
      app.put(
        url,
        {
          config: { audience },
          schema: {
            tags: TAGS,
            summary: 'Choose email, SMS or both for service messages, and opt in or out of marketing',
            body: updateNotificationPreferencesSchema,
            response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401, 403, 404, 422) },
          },
        },
        async (request) =>
          updateNotificationPreferences(app.db, requirePrincipal(request, audience), request.body, now()),
      );
    }
  };
}
