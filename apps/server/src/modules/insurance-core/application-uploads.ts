/**
 * Documents uploaded to an application (every line: a device's proof of purchase, a vehicle's papers):
 * the route of a line's path map with `multipart`, checked by content and size like every upload, stored
 * only on the caller's own PENDING application of the route's line (404 for anyone else's) and of a kind
 * that application accepts. The line replies with its application view.
 */
import { RECENTLY_UPDATED_WINDOW_MS, type LineRoute } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApplicationRow } from '../../db/schema/index.js';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { idempotencyHeadersSchema, runIdempotent, sendIdempotent } from '../../platform/idempotency.js';
import { parseFields } from '../../platform/routes/form-fields.js';
import { idempotencyKeyOf, UPLOAD_ERROR_STATUSES } from '../../platform/routes/register-call.js';
import { noFile, receiveMultipart, registerMultipart } from '../../platform/uploads/index.js';
import { insertDocuments } from '../documents/repo.js';
import { withStoredFiles } from '../documents/store.js';
import type { Clock } from './clock.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import type { LineCallContext } from './line-context.js';
import { findOwnedApplication, holderOf } from './ownership.js';
import { PolicyChanges } from './version-events.js';

export interface ApplicationUpload {
  route: LineRoute;
  /** the document kinds the application accepts, with how people name them */
  kinds: readonly { value: string; label: string }[];
  /** the reply: the line's view of the application after the upload */
  reply(ctx: LineCallContext, application: ApplicationRow): Promise<unknown>;
}

const fieldsSchema = z.object({
  applicationId: z.string(),
  kind: z.string(),
  description: z.string().optional(),
});
const storedReply = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null);

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
          config: { audience },
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
          await findOwnedApplication(app.db, holder, fields.applicationId, { line: route.line });
          const actor = `${principal.audience}:${principal.sub}`;
          const result = await withStoredFiles(
            app.blobStore,
            form.files,
            async (stored) => {
              const outcome = await runIdempotent(
                app.db,
                {
                  scope: `${route.line}:application-documents:${actor}`,
                  key: idempotencyKeyOf(request),
                  payload: {
                    applicationId: fields.applicationId,
                    kind: fields.kind,
                    files: form.files.map((file) => [file.fileName, file.sizeBytes]),
                  },
                  replySchema: storedReply,
                },
                async (tx) => {
                  const now = clock();
                  const application = await findOwnedApplication(tx, holder, fields.applicationId, {
                    line: route.line,
                    lock: true,
                  });
                  if (application.status !== 'PENDING')
                    throw conflict('APPLICATION_STATE', CORE_MESSAGES.applicationNotPending);
                  await insertDocuments(
                    tx,
                    form.files.map((file, index) => ({
                      line: route.line,
                      policyHolderId: application.policyHolderId,
                      applicationId: application.id,
                      kind: fields.kind,
                      fileName: file.fileName,
                      contentType: file.contentType,
                      sizeBytes: file.sizeBytes,
                      blobKey: stored[index]?.blobKey ?? '',
                      description: fields.description ?? kind.label,
                      createdBy: actor,
                      createdAt: now,
                    })),
                  );
                  await appendEvent(tx, {
                    entityType: 'application',
                    entityId: application.id,
                    type: 'application.documents_uploaded',
                    summary: `${kind.label} uploaded (${form.files.length} ${form.files.length === 1 ? 'file' : 'files'})`,
                    data: { kind: fields.kind, files: form.files.length },
                    actor,
                    at: now,
                  });
                  const ctx = { db: tx, now, principal, holder, changes: new PolicyChanges(), longWindow };
                  return {
                    statusCode: route.status,
                    body: (await upload.reply(ctx, application)) as Record<string, unknown>,
                  };
                },
              );
              return { result: outcome, keepBlobs: !outcome.replayed };
            },
            (error) => request.log.warn({ err: error }, 'could not remove an unused document blob'),
          );
          return sendIdempotent(reply, result);
        },
      );
    }
  });
}
