/**
 * The claim-document routes a line's claims calls include: the upload to one of the caller's claims
 * (multipart) and the download of one of the caller's documents, thin adapters over documents.ts.
 */
import { documentDownloadParamsSchema, documentDownloadQuerySchema, type LineRoute } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import type { LineClaimsDeps } from './service.js';
import type { DownloadUrl } from './view.js';
import { preloadHolder } from '../policy-holders/service.js';

/** The upload's form fields as every line's contract has them (the line's own schema checks them first). */
const uploadFieldsSchema = z.object({
  claimId: z.string(),
  kind: z.string(),
  description: z.string().optional(),
});

/** Uploads claim documents (policy/uploadDocuments), registered with the family's other claims calls. */
export function registerUpload(
  app: FastifyInstance,
  deps: LineClaimsDeps,
  tags: string[],
  route: LineRoute,
  downloadUrl: DownloadUrl,
) {
  if (route.audience === 'public') throw new Error(`${route.path} must not be public`);
  const audience = route.audience;
  app.post(
    route.path,
    {
      config: { audience, preload: preloadHolder },
      schema: {
        tags,
        summary: 'Upload claim documents (multipart/form-data: claimId, kind, description and the files)',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: { 201: route.reply, ...errorResponses(...UPLOAD_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, audience);
      const form = await receiveMultipart(request, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
      const fields = uploadFieldsSchema.parse(parseFields(route.input, form.fields));
      const result = await uploadClaimDocuments(
        deps,
        principal,
        fields,
        form.files,
        downloadUrl,
        idempotencyKeyOf(request),
      );
      return sendIdempotent(reply, result);
    },
  );
}

/** GET …/documents/:documentId/download[?disposition=inline]: the caller's own document, never cached. */
export function registerDownload(
  app: FastifyInstance,
  deps: LineClaimsDeps,
  tags: string[],
  route: { line: string; path: string; audience: 'retail' | 'employee' },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { audience: route.audience, preload: preloadHolder },
      schema: {
        tags,
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
