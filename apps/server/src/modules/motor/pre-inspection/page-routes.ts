/**
 * The mobile inspection page's protocol (audience public: the link's token, sent in `x-inspection-token`,
 * is the credential; decision 0019). Rate-limited per address like other public routes; every reply is
 * `no-store`. The chunk parser for `application/offset+octet-stream` is scoped to these routes.
 */
import {
  INSPECTION_CHUNK_BYTES,
  INSPECTION_PAGE_PATHS,
  INSPECTION_TOKEN_HEADER,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  inspectionKindParamsSchema,
  inspectionOffsetConflictSchema,
  inspectionPageSchema,
  inspectionSubmitReplySchema,
  inspectionTokenHeadersSchema,
  inspectionUploadChunkHeadersSchema,
  inspectionUploadChunkReplySchema,
  inspectionUploadParamsSchema,
  inspectionUploadStatusSchema,
  startInspectionUploadInputSchema,
  startInspectionUploadReplySchema,
} from '@cover/domain/motor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errorBody, errorResponses } from '../../../platform/errors.js';
import { UPLOAD_ERROR_STATUSES } from '../../../platform/routes/register-call.js';
import { sendDocument } from '../../../platform/uploads/index.js';
import { systemClock, type Clock } from '../../insurance-core/clock.js';
import { PRE_INSPECTION_ERRORS, chunkContentType } from './errors.js';
import { readInspectionPage, readPagePreview, submitInspection, type PageDeps } from './inspection-page.js';
import { OffsetMismatch, receiveChunk, startUpload, uploadStatus } from './uploads.js';

/** Per address: a whole inspection (7 photos of up to 30 chunks, with retries) fits in the window. */
export const INSPECTION_CHUNK_RATE_LIMIT = { max: 600, timeWindow: '10 minutes' } as const;
export const INSPECTION_PAGE_RATE_LIMIT = { max: 120, timeWindow: '10 minutes' } as const;
/** A chunk and a little for the transport's framing. */
export const CHUNK_BODY_LIMIT = INSPECTION_CHUNK_BYTES + 1024;

const TAGS = ['motor inspection page'];
const pageConfig = { audience: 'public' as const, rateLimit: INSPECTION_PAGE_RATE_LIMIT };
const errors = errorResponses(...UPLOAD_ERROR_STATUSES);

const tokenOf = (request: FastifyRequest) => request.headers[INSPECTION_TOKEN_HEADER];

function sendMismatch(request: FastifyRequest, reply: FastifyReply, mismatch: OffsetMismatch) {
  const { uploadId, offset, size } = mismatch.upload;
  return reply
    .code(409)
    .header(UPLOAD_OFFSET_HEADER, String(offset))
    .send({
      ...errorBody(
        new AppError(409, 'UPLOAD_OFFSET_MISMATCH', PRE_INSPECTION_ERRORS.offsetMismatch),
        request.id,
      ),
      uploadId,
      offset,
      size,
    });
}

export interface InspectionPageOptions {
  now?: Clock;
}

/** Registers the page's routes in their own scope (so the chunk parser reaches no other route). */
export function registerInspectionPage(parent: FastifyInstance, options: InspectionPageOptions = {}): void {
  parent.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const deps: PageDeps = { db: scope.db, blobStore: scope.blobStore, now: options.now ?? systemClock };
    app.addContentTypeParser(
      UPLOAD_CHUNK_CONTENT_TYPE,
      { parseAs: 'buffer', bodyLimit: CHUNK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      INSPECTION_PAGE_PATHS.page,
      {
        config: pageConfig,
        schema: {
          tags: TAGS,
          summary: 'The inspection the link opens',
          headers: inspectionTokenHeadersSchema,
          response: { 200: inspectionPageSchema, ...errors },
        },
      },
      async (request) => readInspectionPage(deps, tokenOf(request)),
    );

    app.post(
      INSPECTION_PAGE_PATHS.startUpload,
      {
        config: pageConfig,
        schema: {
          tags: TAGS,
          summary: 'Start (or restart) the upload of a photo',
          headers: inspectionTokenHeadersSchema,
          params: inspectionKindParamsSchema,
          body: startInspectionUploadInputSchema,
          response: { 201: startInspectionUploadReplySchema, ...errors },
        },
      },
      async (request, reply) => {
        const started = await startUpload(deps, tokenOf(request), request.params.kind, request.body);
        return reply.code(201).header(UPLOAD_OFFSET_HEADER, '0').send(started);
      },
    );

    // GET answers HEAD as well (Fastify exposes HEAD routes): the same headers, no body.
    app.get(
      INSPECTION_PAGE_PATHS.upload,
      {
        config: pageConfig,
        schema: {
          tags: TAGS,
          summary: 'Where an upload stands (also HEAD)',
          headers: inspectionTokenHeadersSchema,
          params: inspectionUploadParamsSchema,
          response: { 200: inspectionUploadStatusSchema, ...errors },
        },
      },
      async (request, reply) => {
        const status = await uploadStatus(deps, tokenOf(request), request.params.uploadId);
        return reply.header(UPLOAD_OFFSET_HEADER, String(status.offset)).send(status);
      },
    );

    app.patch(
      INSPECTION_PAGE_PATHS.upload,
      {
        config: { audience: 'public', rateLimit: INSPECTION_CHUNK_RATE_LIMIT },
        bodyLimit: CHUNK_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary: 'Send one chunk of a photo at the server’s offset',
          headers: inspectionTokenHeadersSchema.extend(inspectionUploadChunkHeadersSchema.shape),
          params: inspectionUploadParamsSchema,
          response: { ...errors, 200: inspectionUploadChunkReplySchema, 409: inspectionOffsetConflictSchema },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw chunkContentType();
        try {
          const result = await receiveChunk(
            deps,
            tokenOf(request),
            request.params.uploadId,
            request.headers[UPLOAD_OFFSET_HEADER],
            request.body,
          );
          return reply.header(UPLOAD_OFFSET_HEADER, String(result.offset)).send(result);
        } catch (error) {
          if (error instanceof OffsetMismatch) return sendMismatch(request, reply, error);
          throw error;
        }
      },
    );

    app.get(
      INSPECTION_PAGE_PATHS.preview,
      {
        config: pageConfig,
        schema: {
          tags: TAGS,
          summary: 'The preview of a photo taken (JPEG)',
          headers: inspectionTokenHeadersSchema,
          params: inspectionKindParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const bytes = await readPagePreview(deps, tokenOf(request), request.params.kind);
        return sendDocument(
          reply,
          { fileName: `${request.params.kind}.jpg`, contentType: 'image/jpeg' },
          bytes,
          'inline',
        );
      },
    );

    app.post(
      INSPECTION_PAGE_PATHS.submit,
      {
        config: pageConfig,
        schema: {
          tags: TAGS,
          summary: 'Send the photos for assessment',
          headers: inspectionTokenHeadersSchema,
          response: { 200: inspectionSubmitReplySchema, ...errors },
        },
      },
      async (request) => submitInspection(deps, tokenOf(request)),
    );
  });
}
