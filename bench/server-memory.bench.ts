import { openDatabase } from '../apps/server/src/db/client';
import {
  httpPoolChannel,
  signInPoolUserVia,
} from '../apps/server/src/modules/policy-holders/testing/pool-users';
import { printFigure } from './support/goals';
import { measure } from './support/load';
import { createBenchDatabase } from './support/postgres';
import { FUNERAL_CALCULATOR, FUNERAL_FAMILY, MOTOR_QUOTE } from './support/quote-bodies';
import { residentMb, startServerProcess } from './support/server-process';

const IDLE_SECONDS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server on the embedded database, idle after its first start (initdb, migrations, demo data) and a restart. */
async function idleOnEmbedded(): Promise<void> {
  const server = await startServerProcess();
  try {
    await sleep(IDLE_SECONDS * 1000);
    printFigure(
      `idle ${IDLE_SECONDS} s after the first start, embedded database`,
      residentMb(server.pid),
      'MB',
      400,
    );
  } finally {
    await server.stop();
  }
}

/** The server on PostgreSQL under load (signed-in quotes, then public endpoints), its resident peak sampled. */
async function underLoadOnPostgres(): Promise<void> {
  const database = await createBenchDatabase('memory');
  if (!database) return;
  const server = await startServerProcess({ DATABASE_URL: database.url });
  const reader = await openDatabase(database.url, { poolSize: 1 });
  let peak = residentMb(server.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid));
  }, 100);
  try {
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
      identity: { retail: { userPoolClientId: string } };
    };
    const user = await signInPoolUserVia(
      httpPoolChannel(server.url, reader.db),
      config.identity.retail.userPoolClientId,
      '8001015009087',
      { email: 'bench.memory@example.com' },
    );
    const json = { 'content-type': 'application/json' };
    const signedIn = { ...json, authorization: `Bearer ${user.accessToken}` };
    const idle = residentMb(server.pid);
    let requests = 0;
    for (const target of [
      { path: '/api/retail/funeral/quote/getAQuote', headers: signedIn, body: FUNERAL_FAMILY },
      { path: '/api/retail/motor/quote/getVehicleQuote', headers: signedIn, body: MOTOR_QUOTE },
      { path: '/api/retail/funeral/quote/getCoverCalculate', headers: json, body: FUNERAL_CALCULATOR },
    ]) {
      const result = await measure({
        name: target.path,
        url: `${server.url}${target.path}`,
        method: 'POST',
        headers: target.headers,
        body: JSON.stringify(target.body),
      });
      requests += result.requestsPerSecond * 5;
    }
    const catalogue = await measure({
      name: 'catalog',
      url: `${server.url}/api/retail/device/catalog?q=galaxy`,
    });
    requests += catalogue.requestsPerSecond * 5;
    printFigure('idle after start, PostgreSQL', idle, 'MB', 250);
    printFigure(
      `peak under load, PostgreSQL (~${requests.toLocaleString('en-ZA')} requests)`,
      peak,
      'MB',
      250,
    );
  } finally {
    clearInterval(sampler);
    await reader.close();
    await server.stop();
    await database.drop();
  }
}

/** Resident memory of the built server as its own process: the figures operators size machines by. */
export async function benchServerMemory(): Promise<void> {
  console.log('\nServer memory (resident set of the server process, production mode)');
  await idleOnEmbedded();
  await underLoadOnPostgres();
}
