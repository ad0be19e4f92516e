/**
 * The claims calls of every funeral path family (paths.ts entries owned by 'claims', plus the one-call
 * submission with documents), each a thin adapter over service.ts.
 */
import {
  allFuneralRoutes,
  CLAIM_JSON_FIELD,
  claimByIdQuerySchema,
  claimDocumentsQuerySchema,
  claimListQuerySchema,
  claimsByPolicyQuerySchema,
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  funeralClaimSubmitInputSchema,
  funeralClaimSubmitReplySchema,
  submitClaimByIdInputSchema,
  type FuneralClaimDocumentKind,
  type FuneralPathFamily,
  type LineRoute,
} from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { receiveMultipart } from '../../platform/uploads/index.js';
import { jsonField, parseFields } from '../../platform/routes/form-fields.js';
import {
  idempotencyKeyOf,
  ok,
  registerJsonCall,
  UPLOAD_ERROR_STATUSES,
} from '../../platform/routes/register-call.js';
import { lineClaimsDepsOf } from './deps.js';
import { familyDownloadUrl, registerUpload } from './document-routes.js';
import {
  getOwnClaim,
  getOwnClaimDocuments,
  listClaimsOfPolicy,
  listOwnClaims,
  submitClaim,
  submitClaimById,
  type KindedFile,
} from './service.js';

const TAGS = ['funeral claims'];

function registerCall(app: FastifyInstance, family: FuneralPathFamily, name: string, route: LineRoute): void {
  const deps = lineClaimsDepsOf(app, route.line);
  const url = familyDownloadUrl(family);
  const base = { route, tags: TAGS };
  switch (name) {
    case 'submitClaim':
    case 'createClaim':
      return registerJsonCall(app, {
        ...base,
        summary: 'Submit a claim',
        input: route.input,
        reply: route.reply,
        handle: (input, principal, key) => submitClaim(deps, principal, input, { idempotencyKey: key }),
      });
    case 'submitClaimByID':
      return registerJsonCall(app, {
        ...base,
        summary: 'Submit a saved claim for assessment once its documents are complete',
        input: submitClaimByIdInputSchema,
        reply: route.reply,
        handle: (input, principal, key) => submitClaimById(deps, principal, input.claimId, key),
      });
    case 'getClaimByID':
      return registerJsonCall(app, {
        ...base,
        summary: 'One claim with its documents and status',
        input: claimByIdQuerySchema,
        reply: route.reply,
        handle: async (input, principal) => ok(await getOwnClaim(deps, principal, input.claimId, url)),
      });
    case 'getClaims':
      return registerJsonCall(app, {
        ...base,
        summary: 'The caller’s claims (filters policyId, limit, status)',
        input: claimListQuerySchema,
        reply: route.reply,
        handle: async (input, principal) => ok({ data: await listOwnClaims(deps, principal, input, url) }),
      });
    case 'getClaimsByPolicyId':
      return registerJsonCall(app, {
        ...base,
        summary: 'The claims of one of the caller’s policies',
        input: claimsByPolicyQuerySchema,
        reply: route.reply,
        handle: async (input, principal) =>
          ok({ data: await listClaimsOfPolicy(deps, principal, input.policyId, url) }),
      });
    case 'getClaimDocuments':
      return registerJsonCall(app, {
        ...base,
        summary: 'The documents of one of the caller’s claims',
        input: claimDocumentsQuerySchema,
        reply: route.reply,
        handle: async (input, principal) =>
          ok({ data: await getOwnClaimDocuments(deps, principal, input.claimId, url) }),
      });
    case 'uploadDocuments':
      return registerUpload(app, deps, family, route);
    default:
      throw new Error(`No claims handler for the ${family} call ${name}`);
  }
}

const DOCUMENT_KINDS = new Set<string>(FUNERAL_CLAIM_DOCUMENT_KINDS.map((kind) => kind.value));
const isDocumentKind = (value: string): value is FuneralClaimDocumentKind => DOCUMENT_KINDS.has(value);

/** POST …/submitClaimWithDocuments: field `claim` (JSON) and one file part per document, named by its kind. */
function registerSubmitWithDocuments(
  app: FastifyInstance,
  route: { line: string; path: string; audience: 'retail' | 'employee' },
) {
  const deps = lineClaimsDepsOf(app, route.line);
  app.post(
    route.path,
    {
      config: { audience: route.audience },
      schema: {
        tags: TAGS,
        summary: 'Submit a funeral claim together with its documents (multipart/form-data)',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: { 201: funeralClaimSubmitReplySchema, ...errorResponses(...UPLOAD_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, route.audience);
      const form = await receiveMultipart(request, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
      const input = parseFields(
        funeralClaimSubmitInputSchema,
        jsonField(form.fields[CLAIM_JSON_FIELD], CLAIM_JSON_FIELD),
      );
      const files: KindedFile[] = form.files.map((file) => {
        if (!isDocumentKind(file.fieldName)) {
          throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, {
            [file.fieldName]: 'Please choose the document type',
          });
        }
        return { kind: file.fieldName, file };
      });
      const result = await submitClaim(deps, principal, input, {
        files,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return sendIdempotent(reply, result);
    },
  );
}

/** Registers the claims routes of every family. */
export function registerClaimRoutes(app: FastifyInstance): void {
  for (const { family, name, route } of allFuneralRoutes()) {
    if (route.owner === 'claims') registerCall(app, family, name, route);
  }
  for (const route of Object.values(FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES))
    registerSubmitWithDocuments(app, route);
}
