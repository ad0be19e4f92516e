/** The claims module's dependencies, taken from the app. */
import type { FastifyInstance } from 'fastify';
import type { ClaimsDeps, LineClaimsDeps } from './service.js';

export function claimsDepsOf(app: FastifyInstance): ClaimsDeps {
  return {
    db: app.db,
    blobStore: app.blobStore,
    recentlyUpdatedWindowMs: app.config.RECENTLY_UPDATED_WINDOW_MS,
    now: () => new Date(),
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not remove an unused document blob'),
    onAfterCommitError: (error) => app.log.warn({ err: error }, 'work after a claim’s commit failed'),
    claimLines: app.claimLines,
  };
}

/** The dependencies of a holder-facing route of `line`: its reads and writes stay inside that line. */
export const lineClaimsDepsOf = (app: FastifyInstance, line: string): LineClaimsDeps => ({
  ...claimsDepsOf(app),
  line,
});
