/**
 * The shared registrar of a line's policy-documents calls (paths.ts entries owned by 'documents'): the
 * schedule of every version of one of the caller's policies of the route's line, as PDF data URLs.
 */
import { getDocumentInputSchema, getDocumentReplySchema, type LineRoute } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { ok, registerJsonCall } from '../../platform/routes/register-call.js';
import type { DocumentsDeps } from './schedules.js';
import { getPolicyDocuments } from './service.js';
import { preloadHolder } from '../policy-holders/service.js';

export const documentsDepsOf = (app: FastifyInstance): DocumentsDeps => ({
  db: app.db,
  blobStore: app.blobStore,
  now: () => new Date(),
  onCleanupError: (error) => app.log.warn({ err: error }, 'could not remove an unused document blob'),
  scheduleSources: app.scheduleSources,
});

/** Registers a line's policy-documents calls; called by the line's module. */
export function registerPolicyDocumentRoutes(
  app: FastifyInstance,
  tags: string[],
  routes: readonly LineRoute[],
): void {
  const deps = documentsDepsOf(app);
  for (const route of routes)
    registerJsonCall(app, {
      route,
      tags,
      preload: preloadHolder,
      summary: 'The policy’s documents (the schedule of each version) as PDF data URLs',
      input: getDocumentInputSchema,
      reply: getDocumentReplySchema,
      handle: async (input, principal) =>
        ok(await getPolicyDocuments(deps, principal, input.policyId, route.line)),
    });
}
