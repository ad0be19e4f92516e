import { funeralQuoteInputSchema } from '@cover/domain/funeral';
import Fastify from 'fastify';
import type { Database } from '../../apps/server/src/db/client';
import { createFuneralQuote } from '../../apps/server/src/modules/funeral/quotes';
import { PolicyChanges } from '../../apps/server/src/modules/insurance-core/version-events';
import type { UserPrincipal } from '../../apps/server/src/platform/auth/principal';
import type { Listening } from './servers';

const CALLER: UserPrincipal = { audience: 'retail', sub: 'bench', username: 'bench', originJti: 'bench' };

/**
 * A stored quote with nothing around it: a bare Fastify route that parses the funeral quote it is sent and
 * runs the app's own use case (`createFuneralQuote`: priced, then stored with its event in one INSERT) on
 * the app's database and pool, for a fixed caller. No sign-in, input guard, reply check, compression or
 * metrics. What one stored quote costs this machine's PostgreSQL and driver: the ceiling the signed-in
 * quotes sit under.
 */
export async function startBareQuoteStore(db: Database): Promise<Listening> {
  const app = Fastify({ logger: false });
  app.post('/quote', (request) =>
    createFuneralQuote(
      { db, now: new Date(), principal: CALLER, holder: null, changes: new PolicyChanges() },
      funeralQuoteInputSchema.parse(request.body),
      'retail',
    ),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
