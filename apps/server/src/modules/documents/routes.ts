/** The policy-documents calls of every funeral path family (paths.ts entries owned by 'documents'). */
import {
  allFuneralRoutes,
  getDocumentInputSchema,
  getDocumentReplySchema,
  type FuneralPathFamily,
  type LineRoute,
} from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { ok, registerJsonCall } from '../../platform/routes/register-call.js';
import type { DocumentsDeps } from './schedules.js';
import { getPolicyDocuments } from './service.js';

const TAGS = ['funeral documents'];

function registerCall(
  app: FastifyInstance,
  deps: DocumentsDeps,
  family: FuneralPathFamily,
  name: string,
  route: LineRoute,
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
        handle: async (input, principal) =>
          ok(await getPolicyDocuments(deps, principal, input.policyId, route.line)),
      });
    default:
      throw new Error(`No documents handler for the ${family} call ${name}`);
  }
}

/** Registers the documents routes of every family. */
export function registerDocumentRoutes(app: FastifyInstance, deps: DocumentsDeps): void {
  for (const { family, name, route } of allFuneralRoutes()) {
    if (route.owner === 'documents') registerCall(app, deps, family, name, route);
  }
}

export const documentsDepsOf = (app: FastifyInstance): DocumentsDeps => ({
  db: app.db,
  blobStore: app.blobStore,
  now: () => new Date(),
  onCleanupError: (error) => app.log.warn({ err: error }, 'could not remove an unused document blob'),
  scheduleSources: app.scheduleSources,
});
