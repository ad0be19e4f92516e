/**
 * How a line sells credit life (decision 0016): one call registers its credit life line on the app — the
 * schedule, the claim types, the families' own calls, and their claims and documents calls through the
 * shared registrars.
 */
import type { FileRoute, LineRoute } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { CLAIM_OPERATIONS, lineClaimRoutesOf, registerLineClaimRoutes } from '../claims/index.js';
import { registerPolicyDocumentRoutes } from '../documents/index.js';
import type { Clock } from '../insurance-core/clock.js';
import type { BoundCall } from '../insurance-core/line-call-binding.js';
import { registerLineCalls } from '../insurance-core/line-calls.js';
import { creditLifeClaims } from './claims.js';
import type { CreditLifeLine } from './line.js';
import { creditLifeScheduleSource } from './schedule.js';

export interface CreditLifeRegistration {
  line: CreditLifeLine;
  /** e.g. 'Device credit life' */
  productTitle: string;
  routes: readonly { family: string; name: string; route: LineRoute }[];
  /** the line's own calls of every family (creditLifeCalls) */
  calls: readonly BoundCall[];
  downloads: Readonly<Record<string, FileRoute<'GET'>>>;
  downloadUrl: (family: string, documentId: string) => string;
  clock: Clock;
}

export function registerCreditLife(app: FastifyInstance, registration: CreditLifeRegistration): void {
  const { line } = registration;
  app.scheduleSources.register(line.key, creditLifeScheduleSource(line, registration.productTitle));
  app.claimLines.register(creditLifeClaims(line));
  registerLineCalls(app, registration.calls, { clock: registration.clock, line: line.key });
  registerLineClaimRoutes(
    app,
    lineClaimRoutesOf({
      tags: [`${line.key} claims`],
      routes: registration.routes,
      operations: CLAIM_OPERATIONS,
      downloadUrl: (family) => (documentId) => registration.downloadUrl(family, documentId),
      withDocuments: [],
      downloads: Object.values(registration.downloads),
    }),
  );
  registerPolicyDocumentRoutes(
    app,
    [`${line.key} documents`],
    registration.routes.filter(({ route }) => route.owner === 'documents').map(({ route }) => route),
  );
}
