import { priceFuneralQuote } from '@cover/domain/funeral';
import { quoteDevice } from '@cover/domain/device';
import { devices } from '../apps/server/src/db/schema/index';
import { signedInPoolUser } from '../apps/server/src/modules/policy-holders/testing/pool-users';
import { measure, printTable } from './support/load';
import { startApp, startBareFastify } from './support/servers';

const today = new Date();
const PHONE = {
  deviceId: null,
  brand: 'Samsung',
  model: 'Galaxy A16',
  storageGb: 128,
  colours: ['Black'],
  listed: false,
  priceVersion: null,
  pricedOn: null,
};

function perQuoteMicros(run: () => void): number {
  for (let i = 0; i < 5_000; i += 1) run(); // warm-up
  const iterations = 200_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) run();
  return (Number(process.hrtime.bigint() - started) / 1e9 / iterations) * 1e6;
}

/** Device rating in process beside funeral's (goal: as fast as funeral's). */
function benchInProcess(): void {
  const device = perQuoteMicros(() =>
    quoteDevice({
      packageName: 'RETAIL_DEVICE_INSURANCE',
      device: PHONE,
      replacementCostCents: 399_900,
      creditLifeBalanceCents: 300_000,
      today,
    }),
  );
  const funeral = perQuoteMicros(() =>
    priceFuneralQuote({ coverOption: 'C', mainMember: { idNumber: '8001015009087' } }, { today }),
  );
  console.log(
    '\nDevice rating in-process (phone with credit life, tables device-2026-01 and credit-life-2026-01)',
  );
  console.log(
    `device ${device.toFixed(1)} µs per quote; funeral (main member only) ${funeral.toFixed(1)} µs per quote — goal: device ≤ funeral`,
  );
}

/** The device quote endpoints against the framework floor, in the same run. */
async function benchEndpoints(): Promise<void> {
  const bare = await startBareFastify();
  const app = await startApp();
  try {
    const [phone] = await app.app.db
      .insert(devices)
      .values({
        brand: 'Samsung',
        model: 'Galaxy A16 bench',
        colours: ['Black'],
        storageGb: 128,
        replacementCostCents: 399_900,
        releaseYear: 2024,
      })
      .returning();
    const user = await signedInPoolUser(app.app, 'retail', '8001015009087', {
      email: 'bench.device@example.com',
    });
    const json = { 'content-type': 'application/json' };
    const quote = JSON.stringify({
      selectedDevice: phone?.id,
      isOptedforCreditLife: true,
      outstandingBalance: 300_000,
    });
    const rows = [
      await measure({ name: 'bare Fastify GET /api/health (floor)', url: `${bare.url}/api/health` }),
      await measure({
        name: 'GET catalog?q=galaxy (public)',
        url: `${app.url}/api/retail/device/catalog?q=galaxy`,
      }),
      await measure({
        name: 'POST quote/getDeviceQuote (public)',
        url: `${app.url}/api/retail/device/quote/getDeviceQuote`,
        method: 'POST',
        headers: json,
        body: quote,
      }),
      await measure({
        name: 'POST quote/getAQuote (signed in, stores the quote)',
        url: `${app.url}/api/retail/device/quote/getAQuote`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${user.accessToken}` },
        body: quote,
      }),
    ];
    printTable('API: device quote endpoints against the framework floor (10 connections, 5 s each)', rows);
  } finally {
    await bare.app.close();
    await app.app.close();
  }
}

export async function benchDeviceQuotes(): Promise<void> {
  benchInProcess();
  await benchEndpoints();
}
