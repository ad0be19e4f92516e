/**
 * Documents uploaded to an application (every line: a device's proof of purchase, a vehicle's papers):
 * the route of a line's path map with `multipart`, checked by content and size like every upload, stored
 * only on the caller's own PENDING application of the route's line (404 for anyone else's) and of a kind
 * that application accepts. The line replies with its application view.
 *
 * A line's `sendHoldDocuments` call (holdDocumentsCall) is one of these with `hold: true`: it takes the
 * documents an underwriter asked for, only while the application is ON_HOLD (409 otherwise), and sends
 * the application back to the underwriter (docs/decisions/0025, addendum).
 */
import { HOLD_DOCUMENT_KIND, RECENTLY_UPDATED_WINDOW_MS, type LineRoute } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApplicationRow } from '../../db/schema/index.js';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { parseFields } from '../../platform/routes/form-fields.js';
import { UPLOAD_ERROR_STATUSES } from '../../platform/routes/register-call.js';
import { noFile, receiveMultipart, registerMultipart } from '../../platform/uploads/index.js';
import type { Clock } from './clock.js';
import { storeApplicationUpload } from './application-upload-store.js';
import type { LineCallContext } from './line-context.js';
import { findOwnedApplication, holderOf } from './ownership.js';
import { assertOnHold } from './underwriting.js';
import { PolicyChanges } from './version-events.js';
import { preloadHolder } from '../policy-holders/service.js';

export interface ApplicationUpload {
  route: LineRoute;
  /** the document kinds the application accepts, with how people name them */
  kinds: readonly { value: string; label: string }[];
  /** the reply: the line's view of the application after the upload */
  reply(ctx: LineCallContext, application: ApplicationRow): Promise<unknown>;
  /** the answer to a hold: only while the application is ON_HOLD (kinds: the requested document) */
  hold?: true;
}

/** A line family's answer to a hold: its sendHoldDocuments route with the line's application view. */
export const holdDocumentsUpload = (
  route: LineRoute,
  reply: ApplicationUpload['reply'],
): ApplicationUpload => ({ route, kinds: [HOLD_DOCUMENT_KIND], reply, hold: true });

const fieldsSchema = z.object({
  applicationId: z.string(),
  kind: z.string(),
  description: z.string().optional(),
});

export function registerApplicationUploads(
  app: FastifyInstance,
  uploads: readonly ApplicationUpload[],
  { clock, tags }: { clock: Clock; tags: string[] },
): void {
  const longWindow = app.config.RECENTLY_UPDATED_WINDOW_MS >= RECENTLY_UPDATED_WINDOW_MS;
  app.register(async (scope) => {
    await registerMultipart(scope, { maxFileBytes: scope.config.MAX_UPLOAD_BYTES });
    for (const upload of uploads) {
      const { route } = upload;
      if (route.audience === 'public') throw new Error(`${route.path} must not be public`);
      const audience = route.audience;
      scope.post(
        route.path,
        {
          config: { audience, preload: preloadHolder },
          schema: {
            tags,
            summary:
              'Upload documents to an application (multipart/form-data: applicationId, kind and the files)',
            consumes: ['multipart/form-data'],
            headers: idempotencyHeadersSchema,
            response: { [route.status]: route.reply, ...errorResponses(...UPLOAD_ERROR_STATUSES) },
          },
        },
        async (request, reply) => {
          const principal = requirePrincipal(request, audience);
          const form = await receiveMultipart(request, { maxFileBytes: scope.config.MAX_UPLOAD_BYTES });
          const fields = fieldsSchema.parse(parseFields(route.input, form.fields));
          if (form.files.length === 0) throw noFile();
          const kind = upload.kinds.find((entry) => entry.value === fields.kind);
          if (!kind)
            throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, {
              kind: 'Please choose the document type',
            });
          const holder = await holderOf(app.db, principal);
          const owned = await findOwnedApplication(app.db, holder, fields.applicationId, {
            line: route.line,
          });
          if (upload.hold) assertOnHold(owned);
          const actor = `${principal.audience}:${principal.sub}`;
          const result = await storeApplicationUpload(app, {
            request,
            form,
            fields,
            kind,
            status: route.status,
            line: route.line,
            actor,
            scope: `${route.line}:application-documents:${actor}`,
            clock,
            find: (tx) =>
              findOwnedApplication(tx, holder, fields.applicationId, { line: route.line, lock: true }),
            ...(upload.hold ? { accepts: assertOnHold } : {}),
            applicationOf: (application) => application,
            event: (files) => ({
              type: 'application.documents_uploaded',
              summary: `${kind.label} uploaded (${files})`,
            }),
            reply: (tx, now, application) =>
              upload.reply(
                { db: tx, now, principal, holder, changes: new PolicyChanges(), longWindow },
                application,
              ),
          });
          return sendIdempotent(reply, result);
        },
      );
    }
  });
}
