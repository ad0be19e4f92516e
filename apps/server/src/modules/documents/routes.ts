/**
 * The documents calls of every funeral path family (paths.ts entries owned by 'documents') and the download
 * route of each family, thin adapters over service.ts.
 */
import {
  allFuneralRoutes,
  documentDownloadParamsSchema,
  documentDownloadQuerySchema,
  FUNERAL_DOCUMENT_DOWNLOAD_ROUTES,
  getDocumentInputSchema,
  getDocumentReplySchema,
  funeralUploadDocumentsReplySchema,
  uploadDocumentsFieldsSchema,
  type FuneralPathFamily,
  type FuneralRoute,
} from '@cover/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { documentDownloadHeaders, receiveMultipart } from '../../platform/uploads/index.js';
import {
  claimsDepsOf,
  CLAIM_ERROR_STATUSES,
  idempotencyKeyOf,
  parseFields,
  UPLOAD_ERROR_STATUSES,
} from '../claims/http.js';
import { ok, registerJsonCall } from '../claims/register-route.js';
import { familyDownloadUrl } from '../claims/view.js';
import type { DocumentsDeps } from './schedules.js';
import { getPolicyDocuments, openDocument, uploadClaimDocuments } from './service.js';

const TAGS = ['funeral documents'];

function registerUpload(
  app: FastifyInstance,
  deps: DocumentsDeps,
  family: FuneralPathFamily,
  route: FuneralRoute,
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

function registerCall(
  app: FastifyInstance,
  deps: DocumentsDeps,
  family: FuneralPathFamily,
  name: string,
  route: FuneralRoute,
) {
  switch (name) {
    case 'getDocument':
    case 'getDocuments':
      return registerJsonCall(app, {
        route,
        tags: TAGS,
        summary: 'The policy’s documents (the schedule of each version) as PDF data URLs',
        input: getDocumentInputSchema,
        reply: getDocumentReplySchema,
        handle: async (input, principal) => ok(await getPolicyDocuments(deps, principal, input.policyId)),
      });
    case 'uploadDocuments':
      return registerUpload(app, deps, family, route);
    default:
      throw new Error(`No documents handler for the ${family} call ${name}`);
  }
}

/** GET …/documents/:documentId/download[?disposition=inline]: the caller's own document, never cached. */
function registerDownload(
  app: FastifyInstance,
  deps: DocumentsDeps,
  route: { path: string; audience: 'retail' | 'employee' },
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
        response: errorResponses(...CLAIM_ERROR_STATUSES),
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, route.audience);
      const { document, bytes } = await openDocument(deps, principal, request.params.documentId);
      // The bytes are sent as they are (Fastify does not serialize Buffers); only error replies have a schema.
      const raw: FastifyReply = reply;
      return raw
        .headers(
          documentDownloadHeaders({
            fileName: document.fileName,
            contentType: document.contentType,
            sizeBytes: bytes.length,
            disposition: request.query.disposition,
          }),
        )
        .send(bytes);
    },
  );
}

/** Registers the documents routes of every family. */
export function registerDocumentRoutes(app: FastifyInstance, deps: DocumentsDeps): void {
  for (const { family, name, route } of allFuneralRoutes()) {
    if (route.owner === 'documents') registerCall(app, deps, family, name, route);
  }
  for (const route of Object.values(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES)) registerDownload(app, deps, route);
}

export const documentsDepsOf = (app: FastifyInstance): DocumentsDeps => {
  const { db, blobStore, now, onCleanupError } = claimsDepsOf(app);
  return { db, blobStore, now, onCleanupError };
};
