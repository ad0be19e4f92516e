/**
 * The shared registrar of a line's claims calls (decision 0012): each call of the line's path map names the
 * claims operation that serves it, and every operation is a thin adapter over service.ts scoped to the
 * route's line. The line also names its one-call submissions with documents and its document downloads.
 */
import {
  CLAIM_JSON_FIELD,
  claimByIdQuerySchema,
  claimDocumentsQuerySchema,
  claimListQuerySchema,
  claimsByPolicyQuerySchema,
  submitClaimByIdInputSchema,
  type LineRoute,
} from '@cover/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { receiveMultipart, registerMultipart } from '../../platform/uploads/index.js';
import { jsonField, parseFields } from '../../platform/routes/form-fields.js';
import {
  idempotencyKeyOf,
  ok,
  registerJsonCall,
  UPLOAD_ERROR_STATUSES,
} from '../../platform/routes/register-call.js';
import { lineClaimsDepsOf } from './deps.js';
import { registerDownload, registerUpload } from './document-routes.js';
import {
  getOwnClaim,
  getOwnClaimDocuments,
  listClaimsOfPolicy,
  listOwnClaims,
  submitClaim,
  submitClaimById,
  type KindedFile,
} from './service.js';
import type { DownloadUrl } from './view.js';
import { preloadHolder } from '../policy-holders/service.js';

/** What a claims call of a line's path map does. */
export type ClaimOperation =
  'submit' | 'submitById' | 'get' | 'list' | 'listByPolicy' | 'documents' | 'upload';

export interface LineClaimCall {
  operation: ClaimOperation;
  route: LineRoute;
  /** where the documents it returns are downloaded from (the download route of the call's family) */
  downloadUrl: DownloadUrl;
}

/** A route outside the path map (multipart submission, streamed download). */
export interface ExtraClaimRoute {
  line: string;
  path: string;
  audience: 'retail' | 'employee';
}

export interface LineClaimRoutes {
  /** the OpenAPI tags of the line's claims routes */
  tags: string[];
  calls: readonly LineClaimCall[];
  /** one-call submissions with documents: field `claim` (JSON, the route's input) and one file per kind */
  withDocuments: readonly (ExtraClaimRoute & { input: z.ZodType; reply: z.ZodType })[];
  downloads: readonly ExtraClaimRoute[];
}

/**
 * A line's claims routes from its whole path map: each call owned by 'claims' with the operation its name
 * stands for (throwing for a call the line forgot), its family's download URL, and the line's one-call
 * submissions and downloads.
 */
export function lineClaimRoutesOf(line: {
  tags: string[];
  routes: readonly { family: string; name: string; route: LineRoute }[];
  operations: Readonly<Record<string, ClaimOperation>>;
  downloadUrl: (family: string) => DownloadUrl;
  withDocuments: LineClaimRoutes['withDocuments'];
  downloads: LineClaimRoutes['downloads'];
}): LineClaimRoutes {
  const calls = line.routes
    .filter(({ route }) => route.owner === 'claims')
    .map(({ family, name, route }) => {
      const operation = line.operations[name];
      if (!operation) throw new Error(`No claims operation for the ${family} call ${name}`);
      return { operation, route, downloadUrl: line.downloadUrl(family) };
    });
  return { tags: line.tags, calls, withDocuments: line.withDocuments, downloads: line.downloads };
}

/** The claims operation behind the claims call names every line's path map uses. */
export const CLAIM_OPERATIONS: Readonly<Record<string, ClaimOperation>> = {
  submitClaim: 'submit',
  createClaim: 'submit',
  submitClaimByID: 'submitById',
  getClaimByID: 'get',
  getClaims: 'list',
  getClaimsByPolicyId: 'listByPolicy',
  getClaimDocuments: 'documents',
  uploadDocuments: 'upload',
};

/** The request's own origin (`https://host`), for links a line texts after a submission. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function registerCall(app: FastifyInstance, tags: string[], call: LineClaimCall): void {
  const { route, downloadUrl: url } = call;
  const deps = lineClaimsDepsOf(app, route.line);
  const base = { route, tags, preload: preloadHolder };
  switch (call.operation) {
    case 'submit':
      return registerJsonCall(app, {
        ...base,
        summary: 'Submit a claim',
        input: route.input,
        reply: route.reply,
        handle: (input, principal, key, request) =>
          submitClaim(deps, principal, input, { idempotencyKey: key, origin: originOf(request) }),
      });
    case 'submitById':
      return registerJsonCall(app, {
        ...base,
        summary: 'Submit a saved claim for assessment once its documents are complete',
        input: submitClaimByIdInputSchema,
        reply: route.reply,
        handle: (input, principal, key) => submitClaimById(deps, principal, input.claimId, key),
      });
    case 'get':
      return registerJsonCall(app, {
        ...base,
        summary: 'One claim with its documents and status',
        input: claimByIdQuerySchema,
        reply: route.reply,
        handle: async (input, principal) => ok(await getOwnClaim(deps, principal, input.claimId, url)),
      });
    case 'list':
      return registerJsonCall(app, {
        ...base,
        summary: 'The caller’s claims (filters policyId, limit, status)',
        input: claimListQuerySchema,
        reply: route.reply,
        handle: async (input, principal) => ok({ data: await listOwnClaims(deps, principal, input, url) }),
      });
    case 'listByPolicy':
      return registerJsonCall(app, {
        ...base,
        summary: 'The claims of one of the caller’s policies',
        input: claimsByPolicyQuerySchema,
        reply: route.reply,
        handle: async (input, principal) =>
          ok({ data: await listClaimsOfPolicy(deps, principal, input.policyId, url) }),
      });
    case 'documents':
      return registerJsonCall(app, {
        ...base,
        summary: 'The documents of one of the caller’s claims',
        input: claimDocumentsQuerySchema,
        reply: route.reply,
        handle: async (input, principal) =>
          ok({ data: await getOwnClaimDocuments(deps, principal, input.claimId, url) }),
      });
    case 'upload':
      return registerUpload(app, deps, tags, route, url);
  }
}

/** POST …/submitClaimWithDocuments: field `claim` (JSON) and one file part per document, named by its kind. */
function registerSubmitWithDocuments(
  app: FastifyInstance,
  tags: string[],
  route: LineClaimRoutes['withDocuments'][number],
) {
  const deps = lineClaimsDepsOf(app, route.line);
  const kinds = new Set(
    app.claimLines.of(route.line).types.flatMap((type) => type.documentKinds.map((kind) => kind.value)),
  );
  app.post(
    route.path,
    {
      config: { audience: route.audience, preload: preloadHolder },
      schema: {
        tags,
        summary: 'Submit a claim together with its documents (multipart/form-data)',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: { 201: route.reply, ...errorResponses(...UPLOAD_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, route.audience);
      const form = await receiveMultipart(request, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
      const input = parseFields(route.input, jsonField(form.fields[CLAIM_JSON_FIELD], CLAIM_JSON_FIELD));
      const files: KindedFile[] = form.files.map((file) => {
        if (!kinds.has(file.fieldName)) {
          throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, {
            [file.fieldName]: 'Please choose the document type',
          });
        }
        return { kind: file.fieldName, file };
      });
      const result = await submitClaim(deps, principal, input, {
        files,
        idempotencyKey: idempotencyKeyOf(request),
        origin: originOf(request),
      });
      return sendIdempotent(reply, result);
    },
  );
}

/**
 * Registers a line's claims routes (in their own scope, which reads multipart uploads). Called by the line's
 * module; the claims it serves are the line's registered claim types (`app.claimLines`).
 */
export function registerLineClaimRoutes(app: FastifyInstance, routes: LineClaimRoutes): void {
  app.register(async (scope) => {
    await registerMultipart(scope, { maxFileBytes: scope.config.MAX_UPLOAD_BYTES });
    for (const call of routes.calls) registerCall(scope, routes.tags, call);
    for (const route of routes.withDocuments) registerSubmitWithDocuments(scope, routes.tags, route);
    for (const route of routes.downloads)
      registerDownload(scope, lineClaimsDepsOf(scope, route.line), routes.tags, route);
  });
}
