import { devices } from '../apps/server/src/db/schema/index';
import { printAgainstGoal } from './support/goals';
import { measure, type LoadOptions } from './support/load';
import { deviceQuote, FUNERAL_CALCULATOR, MOTOR_QUOTE } from './support/quote-bodies';
import { startApp, startBareFastify } from './support/servers';

const json = { 'content-type': 'application/json' };
const post = (name: string, url: string, body: unknown): LoadOptions => ({
  name,
  url,
  method: 'POST',
  headers: json,
  body: JSON.stringify(body),
});

/** The public endpoints (no sign-in) on the embedded database, beside the bare Fastify floor in the same run. */
export async function benchPublicEndpoints(): Promise<void> {
  const bare = await startBareFastify();
  const { app, url } = await startApp();
  try {
    const [phone] = await app.db.select({ id: devices.id }).from(devices).limit(1);
    if (!phone) throw new Error('the demo catalogue has no phone');
    const floor = await measure({
      name: 'bare Fastify GET /api/health (floor)',
      url: `${bare.url}/api/health`,
    });
    const rows = [];
    for (const target of [
      { name: 'GET /api/config', url: `${url}/api/config` },
      post(
        'POST funeral quote/getCoverCalculate',
        `${url}/api/retail/funeral/quote/getCoverCalculate`,
        FUNERAL_CALCULATOR,
      ),
      { name: 'GET device catalog?q=galaxy', url: `${url}/api/retail/device/catalog?q=galaxy` },
      {
        name: 'GET motor getSearchWorkRetailPrice?make=Toyota',
        url: `${url}/api/retail/motor/preinspections/getSearchWorkRetailPrice?make=Toyota`,
      },
      post(
        'POST device quote/getDeviceQuote (estimate)',
        `${url}/api/retail/device/quote/getDeviceQuote`,
        deviceQuote(phone.id),
      ),
      post(
        'POST motor free/getVehicleQuote (estimate)',
        `${url}/api/motoveys/motor/free/getVehicleQuote`,
        MOTOR_QUOTE,
      ),
    ]) {
      rows.push(await measure(target));
    }
    printAgainstGoal('API: public endpoints, embedded database (10 connections, 5 s each)', floor, rows, {
      floorShare: 0.6,
      p99Ms: 10,
    });
  } finally {
    await bare.app.close();
    await app.close();
  }
}
