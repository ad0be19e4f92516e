/**
 * Storing received files on a PENDING application, for whoever uploads them (the holder through a line's
 * application uploads, an operator through the desk): the blobs first, then in one idempotent transaction
 * the application found again and locked (the caller's rule: anyone else's is 404), its documents and the
 * event; blobs of a refused or replayed upload are removed. Documents for an application on hold send it
 * back to the underwriter (returnFromHold).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { runIdempotent, type IdempotentReply } from '../../platform/idempotency.js';
import { idempotencyKeyOf } from '../../platform/routes/register-call.js';
import type { ReceivedForm } from '../../platform/uploads/index.js';
import { insertDocuments } from '../documents/repo.js';
import { withStoredFiles } from '../documents/store.js';
import type { Clock } from './clock.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import { returnFromHold } from './underwriting.js';

const storedReply = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null);

export interface ApplicationUploadWork<T> {
  request: FastifyRequest;
  form: ReceivedForm;
  fields: { applicationId: string; kind: string; description?: string | undefined };
  kind: { value: string; label: string };
  /** the reply's status code (the route's) */
  status: number;
  /** the line the documents belong to */
  line: string;
  /** who uploads, e.g. 'employee:<sub>' or 'operator:<id>' */
  actor: string;
  /** the idempotency scope of the caller's uploads */
  scope: string;
  clock: Clock;
  /** the application in the transaction, locked (404 when it is not the caller's) */
  find: (tx: Database) => Promise<T>;
  applicationOf: (found: T) => ApplicationRow;
  /** refuses (throws) an application this upload may not go to, beyond it being PENDING */
  accepts?: (application: ApplicationRow) => void;
  /** the event's type and summary, e.g. 'application.documents_uploaded', 'Driver’s licence uploaded (1 file)' */
  event: (files: string) => { type: string; summary: string };
  /** the reply: the caller's view of the application after the upload */
  reply: (tx: Database, now: Date, found: T) => Promise<unknown>;
}

export async function storeApplicationUpload<T>(
  app: FastifyInstance,
  work: ApplicationUploadWork<T>,
): Promise<IdempotentReply<Record<string, unknown>>> {
  const { form, fields, kind, request } = work;
  return withStoredFiles(
    app.blobStore,
    form.files,
    async (stored) => {
      const outcome = await runIdempotent(
        app.db,
        {
          scope: work.scope,
          key: idempotencyKeyOf(request),
          payload: {
            applicationId: fields.applicationId,
            kind: fields.kind,
            files: form.files.map((file) => [file.fileName, file.sizeBytes]),
          },
          replySchema: storedReply,
        },
        async (tx) => {
          const now = work.clock();
          const found = await work.find(tx);
          const application = work.applicationOf(found);
          if (application.status !== 'PENDING')
            throw conflict('APPLICATION_STATE', CORE_MESSAGES.applicationNotPending);
          work.accepts?.(application);
          await insertDocuments(
            tx,
            form.files.map((file, index) => ({
              line: work.line,
              policyHolderId: application.policyHolderId,
              applicationId: application.id,
              kind: fields.kind,
              fileName: file.fileName,
              contentType: file.contentType,
              sizeBytes: file.sizeBytes,
              blobKey: stored[index]?.blobKey ?? '',
              description: fields.description ?? kind.label,
              createdBy: work.actor,
              createdAt: now,
            })),
          );
          const files = `${form.files.length} ${form.files.length === 1 ? 'file' : 'files'}`;
          await appendEvent(tx, {
            entityType: 'application',
            entityId: application.id,
            ...work.event(files),
            data: { kind: fields.kind, files: form.files.length },
            actor: work.actor,
            at: now,
          });
          const returned = await returnFromHold(tx, application, {
            now,
            actor: work.actor,
            files: form.files.length,
            label: kind.label,
          });
          // the reply shows the application as it is now (back with the underwriter when it was on hold)
          const shown = returned ? await work.find(tx) : found;
          const body = (await work.reply(tx, now, shown)) as Record<string, unknown>;
          return { statusCode: work.status, body };
        },
      );
      return { result: outcome, keepBlobs: !outcome.replayed };
    },
    (error) => request.log.warn({ err: error }, 'could not remove an unused document blob'),
  );
}
