/**
 * The claim-document routes of every funeral path family: policy/uploadDocuments (multipart) and the
 * download of one of the caller's documents, thin adapters over documents.ts.
 */
import {
  funeralDocumentDownloadUrl,
  documentDownloadParamsSchema,
  documentDownloadQuerySchema,
  FUNERAL_DOCUMENT_DOWNLOAD_ROUTES,
  funeralUploadDocumentsReplySchema,
  uploadDocumentsFieldsSchema,
  type FuneralPathFamily,
  type LineRoute,
} from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { parseFields } from '../../platform/routes/form-fields.js';
import {
  CALL_ERROR_STATUSES,
  idempotencyKeyOf,
  UPLOAD_ERROR_STATUSES,
} from '../../platform/routes/register-call.js';
import { sendDocument, receiveMultipart } from '../../platform/uploads/index.js';
import { openDocument, uploadClaimDocuments } from './documents.js';
import { lineClaimsDepsOf } from './deps.js';
import type { LineClaimsDeps } from './service.js';
import type { DownloadUrl } from './view.js';

const TAGS = ['funeral documents'];

/** Where a funeral path family's documents are downloaded from. */
export const familyDownloadUrl =
  (family: FuneralPathFamily): DownloadUrl =>
  (documentId) =>
    funeralDocumentDownloadUrl(family, documentId);

/** policy/uploadDocuments of one family (registered with the family's other claims calls). */
export function registerUpload(
  app: FastifyInstance,
  deps: LineClaimsDeps,
  family: FuneralPathFamily,
  route: LineRoute,
) {
  if (route.audience === 'public') throw new Error(`${route.path} must not be public`);
  const audience = route.audience;
  app.post(
    route.path,
    {
      config: { audience },
      schema: {
        tags: TAGS,
        summary: 'Upload claim documents (multipart/form-data: claimId, kind, description and the files)',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: { 201: funeralUploadDocumentsReplySchema, ...errorResponses(...UPLOAD_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, audience);
      const form = await receiveMultipart(request, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
      const fields = parseFields(uploadDocumentsFieldsSchema, form.fields);
      const result = await uploadClaimDocuments(
        deps,
        principal,
        fields,
        form.files,
        familyDownloadUrl(family),
        idempotencyKeyOf(request),
      );
      return sendIdempotent(reply, result);
    },
  );
}

/** GET …/documents/:documentId/download[?disposition=inline]: the caller's own document, never cached. */
function registerDownload(
  app: FastifyInstance,
  deps: LineClaimsDeps,
  route: { line: string; path: string; audience: 'retail' | 'employee' },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { audience: route.audience },
      schema: {
        tags: TAGS,
        summary: 'Download (or preview inline) one of the caller’s documents',
        params: documentDownloadParamsSchema,
        querystring: documentDownloadQuerySchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: errorResponses(...CALL_ERROR_STATUSES),
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, route.audience);
      const { document, bytes } = await openDocument(deps, principal, request.params.documentId);
      return sendDocument(reply, document, bytes, request.query.disposition);
    },
  );
}

/** Registers each family's document download route. */
export function registerDocumentDownloads(app: FastifyInstance): void {
  for (const route of Object.values(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES))
    registerDownload(app, lineClaimsDepsOf(app, route.line), route);
}
