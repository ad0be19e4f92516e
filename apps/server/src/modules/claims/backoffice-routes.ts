/**
 * Back-office claim assessment (audience 'backoffice'): list claims (a row's facts alone,
 * backoffice-summary.ts) and read one, put on hold, recommend, confirm
 * (four eyes), read the payout account in full to pay it and record the payout; documents are downloaded
 * through the back-office download route. The detail and every step's reply carry the assessment trail and
 * the claim's whole history (backoffice-view.ts).
 */
import {
  BACKOFFICE_CLAIM_PATHS,
  backofficeClaimListQuerySchema,
  backofficeClaimParamsSchema,
  claimDecisionInputSchema,
  claimHoldInputSchema,
  claimPayoutAccountReplySchema,
  claimPayoutInputSchema,
  claimRecommendationInputSchema,
  documentDownloadParamsSchema,
  documentDownloadQuerySchema,
  backofficeClaimListReplySchema,
  backofficeClaimSchema,
} from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { sendDocument } from '../../platform/uploads/index.js';
import { findDocument } from '../documents/repo.js';
import { readDocumentBytes } from '../documents/store.js';
import {
  confirmClaim,
  putClaimOnHold,
  recommendClaim,
  recordClaimPayout,
  type AssessmentAt,
} from './assessment.js';
import { claimNotFound, documentNotFound, isUuid } from './errors.js';
import { claimsDepsOf } from './deps.js';
import { payoutAccountFor } from './payout-account-shown.js';
import { findClaim, listClaims } from './repo.js';
import { claimViews } from './service.js';
import { backofficeClaimSummary } from './backoffice-summary.js';
import { backofficeClaimView } from './backoffice-view.js';
import type { DownloadUrl } from './view.js';

const TAGS = ['back office: claims'];
const config = { audience: 'backoffice' as const };
const errors = errorResponses(400, 401, 403, 404, 409, 422);

const downloadUrl: DownloadUrl = (documentId) =>
  BACKOFFICE_CLAIM_PATHS.download.replace(':documentId', encodeURIComponent(documentId));

export function registerBackofficeClaimRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const deps = claimsDepsOf(parent);
  const at = (request: Parameters<typeof requirePrincipal>[0]): AssessmentAt => ({
    now: deps.now(),
    actor: `operator:${requirePrincipal(request, 'backoffice').operatorId}`,
  });
  const view = async (claimId: string, request: Parameters<typeof requirePrincipal>[0]) => {
    const claim = isUuid(claimId) ? await findClaim(deps.db, claimId) : null;
    if (!claim) throw claimNotFound();
    return backofficeClaimView(deps, claim, downloadUrl, at(request).actor);
  };
  const step = { params: backofficeClaimParamsSchema, response: { 200: backofficeClaimSchema, ...errors } };

  app.get(
    BACKOFFICE_CLAIM_PATHS.list,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Claims to assess',
        querystring: backofficeClaimListQuerySchema,
        response: { 200: backofficeClaimListReplySchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      const rows = await listClaims(deps.db, {
        limit: request.query.limit,
        ...(request.query.status ? { status: request.query.status } : {}),
      });
      const views = await claimViews(deps, rows, downloadUrl);
      return { data: rows.map((row, i) => backofficeClaimSummary(deps.claimLines, row, views[i]!)) };
    },
  );
  app.get(
    BACKOFFICE_CLAIM_PATHS.detail,
    { config, schema: { tags: TAGS, summary: 'One claim', ...step } },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return view(request.params.claimId, request);
    },
  );
  app.post(
    BACKOFFICE_CLAIM_PATHS.hold,
    { config, schema: { tags: TAGS, summary: 'Put a claim on hold', body: claimHoldInputSchema, ...step } },
    async (request) => {
      const claim = await deps.db.transaction((tx) =>
        putClaimOnHold(tx, request.params.claimId, request.body.note, at(request)),
      );
      return view(claim.id, request);
    },
  );
  app.post(
    BACKOFFICE_CLAIM_PATHS.recommend,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Recommend approval or repudiation',
        body: claimRecommendationInputSchema,
        ...step,
      },
    },
    async (request) => {
      const claim = await deps.db.transaction((tx) =>
        recommendClaim(tx, deps.claimLines, request.params.claimId, request.body, at(request)),
      );
      return view(claim.id, request);
    },
  );
  app.post(
    BACKOFFICE_CLAIM_PATHS.confirm,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Confirm the recommendation (another person)',
        body: claimDecisionInputSchema,
        ...step,
      },
    },
    async (request) => {
      const claim = await deps.db.transaction((tx) =>
        confirmClaim(tx, deps.claimLines, request.params.claimId, request.body, at(request)),
      );
      return view(claim.id, request);
    },
  );
  app.post(
    BACKOFFICE_CLAIM_PATHS.pay,
    { config, schema: { tags: TAGS, summary: 'Record the payout', body: claimPayoutInputSchema, ...step } },
    async (request) => {
      const claim = await deps.db.transaction((tx) =>
        recordClaimPayout(tx, deps.claimLines, request.params.claimId, request.body, at(request)),
      );
      return view(claim.id, request);
    },
  );
  app.get(
    BACKOFFICE_CLAIM_PATHS.payoutAccount,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The payout account in full, to pay an approved claim (not its assessor; recorded)',
        params: backofficeClaimParamsSchema,
        response: { 200: claimPayoutAccountReplySchema, ...errors },
      },
    },
    async (request) => deps.db.transaction((tx) => payoutAccountFor(tx, request.params.claimId, at(request))),
  );
  app.get(
    BACKOFFICE_CLAIM_PATHS.download,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Download a claim document',
        params: documentDownloadParamsSchema,
        querystring: documentDownloadQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      requirePrincipal(request, 'backoffice');
      const document = isUuid(request.params.documentId)
        ? await findDocument(deps.db, request.params.documentId)
        : null;
      if (!document?.claimId) throw documentNotFound();
      const bytes = await readDocumentBytes(deps.blobStore, document);
      return sendDocument(reply, document, bytes, request.query.disposition);
    },
  );
}
