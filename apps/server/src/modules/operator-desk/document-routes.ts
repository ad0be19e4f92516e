/**
 * The desk's documents: submitDocuments (multipart: applicationId, kind and the files, checked by content
 * and size like every upload) on one of the operator's own PENDING applications, and the download of a
 * document of one of them. Anyone else's application or document answers 404.
 */
import {
  documentDownloadParamsSchema,
  documentDownloadQuerySchema,
  RECENTLY_UPDATED_WINDOW_MS,
} from '@cover/domain';
import {
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  ON_BEHALF_EVENTS,
  OPERATOR_DESK_PATHS,
  OPERATOR_DOCUMENT_DOWNLOAD_ROUTE,
  storedOnBehalfSummary,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { parseFields } from '../../platform/routes/form-fields.js';
import { CALL_ERROR_STATUSES, UPLOAD_ERROR_STATUSES } from '../../platform/routes/register-call.js';
import { noFile, receiveMultipart, registerMultipart, sendDocument } from '../../platform/uploads/index.js';
import { findDocument } from '../documents/repo.js';
import { readDocumentBytes } from '../documents/store.js';
import { storeApplicationUpload } from '../insurance-core/application-upload-store.js';
import type { Clock } from '../insurance-core/clock.js';
import { isUuid } from '../insurance-core/errors.js';
import { findOperatorById } from '../operator/repo.js';
import { findOperatorApplication } from './on-behalf-repo.js';
import { operatorView } from './views.js';
import { DESK_ROLE } from './desk-role.js';

const route = OPERATOR_DESK_PATHS.submitDocuments;
const documentNotFound = () => new AppError(404, 'DOCUMENT_NOT_FOUND', 'Document not found');

export function registerDeskDocuments(app: FastifyInstance, { clock }: { clock: Clock }): void {
  const longWindow = app.config.RECENTLY_UPDATED_WINDOW_MS >= RECENTLY_UPDATED_WINDOW_MS;
  app.register(async (scope) => {
    await registerMultipart(scope, { maxFileBytes: scope.config.MAX_UPLOAD_BYTES });
    scope.post(
      route.path,
      {
        config: { audience: 'operator', role: DESK_ROLE },
        schema: {
          tags: ['operator-desk'],
          summary: 'operator desk: submitDocuments (multipart/form-data: applicationId, kind and the files)',
          consumes: ['multipart/form-data'],
          headers: idempotencyHeadersSchema,
          response: { [route.status]: route.reply, ...errorResponses(...UPLOAD_ERROR_STATUSES) },
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request, 'operator');
        const operator = await findOperatorById(app.db, principal.operatorId);
        if (!operator) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in again');
        const form = await receiveMultipart(request, { maxFileBytes: scope.config.MAX_UPLOAD_BYTES });
        const fields = parseFields(route.input, form.fields);
        if (form.files.length === 0) throw noFile();
        const kind = MOTOR_APPLICATION_DOCUMENT_KINDS.find((entry) => entry.value === fields.kind);
        if (!kind)
          throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, {
            kind: 'Please choose the document type',
          });
        await findOperatorApplication(app.db, operator.id, fields.applicationId);
        const actor = `operator:${operator.id}`;
        const result = await storeApplicationUpload(app, {
          request,
          form,
          fields,
          kind,
          status: route.status,
          line: route.line,
          actor,
          scope: `operator-desk:submitDocuments:${actor}`,
          clock,
          find: (tx) => findOperatorApplication(tx, operator.id, fields.applicationId, { lock: true }),
          applicationOf: (pair) => pair.application,
          event: () => ({
            type: ON_BEHALF_EVENTS.documentsUploaded,
            summary: storedOnBehalfSummary(ON_BEHALF_EVENTS.documentsUploaded, {
              operatorName: operator.displayName,
              data: { kind: fields.kind, files: form.files.length },
            }),
          }),
          reply: (tx, now, pair) => operatorView({ db: tx, now, principal: null, longWindow }, pair),
        });
        return sendIdempotent(reply, result);
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    OPERATOR_DOCUMENT_DOWNLOAD_ROUTE.path,
    {
      config: { audience: 'operator', role: DESK_ROLE },
      schema: {
        tags: ['operator-desk'],
        summary: 'Download (or preview inline) a document of one of the operator’s applications',
        params: documentDownloadParamsSchema,
        querystring: documentDownloadQuerySchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: errorResponses(...CALL_ERROR_STATUSES),
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, 'operator');
      const { documentId } = request.params;
      const document = isUuid(documentId) ? await findDocument(app.db, documentId) : null;
      if (!document?.applicationId) throw documentNotFound();
      await findOperatorApplication(app.db, principal.operatorId, document.applicationId).catch(() => {
        throw documentNotFound();
      });
      const bytes = await readDocumentBytes(app.blobStore, document);
      return sendDocument(reply, document, bytes, request.query.disposition);
    },
  );
}
