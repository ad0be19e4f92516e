import { devices } from '../apps/server/src/db/schema/index';
import { signedInPoolUser } from '../apps/server/src/modules/policy-holders/testing/pool-users';
import { startBareQuoteStore } from './support/bare-quote-store';
import { printAgainstGoal } from './support/goals';
import { measure } from './support/load';
import { createBenchDatabase } from './support/postgres';
import { deviceQuote, FUNERAL_FAMILY, MOTOR_QUOTE } from './support/quote-bodies';
import { startApp, startBareFastify } from './support/servers';

/**
 * The signed-in quote endpoints (each prices and stores a quote package) on PostgreSQL, beside the floor and
 * beside the same stored quote from a bare route (the ceiling one INSERT a quote leaves on this machine).
 */
export async function benchSignedInQuotes(): Promise<void> {
  const database = await createBenchDatabase('signed_in_quotes');
  if (!database) return;
  const bare = await startBareFastify();
  const { app, url } = await startApp({ databaseUrl: database.url });
  const store = await startBareQuoteStore(app.db);
  try {
    const [phone] = await app.db.select({ id: devices.id }).from(devices).limit(1);
    if (!phone) throw new Error('the demo catalogue has no phone');
    const user = await signedInPoolUser(app, 'retail', '8001015009087', { email: 'bench.user@example.com' });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` };
    const post = (name: string, path: string, body: unknown) =>
      measure({ name, url: `${url}${path}`, method: 'POST', headers, body: JSON.stringify(body) });
    const floor = await measure({
      name: 'bare Fastify GET /api/health (floor)',
      url: `${bare.url}/api/health`,
    });
    const bareQuote = await measure({
      name: 'bare Fastify POST, the funeral quote priced and stored',
      url: `${store.url}/quote`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FUNERAL_FAMILY),
    });
    const rows = [
      await post('POST funeral quote/getAQuote', '/api/retail/funeral/quote/getAQuote', FUNERAL_FAMILY),
      await post('POST device quote/getAQuote', '/api/retail/device/quote/getAQuote', deviceQuote(phone.id)),
      await post('POST motor quote/getVehicleQuote', '/api/retail/motor/quote/getVehicleQuote', MOTOR_QUOTE),
    ];
    printAgainstGoal(
      'API: signed-in quotes on PostgreSQL, each stored (10 connections, 5 s each)',
      floor,
      rows,
      { floorShare: 0.2, p99Ms: 25 },
      [bareQuote],
    );
  } finally {
    await bare.app.close();
    await store.app.close();
    await app.close();
    await database.drop();
  }
}
