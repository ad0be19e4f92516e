import { priceFuneralQuote, type FuneralQuoteInputDraft } from '@cover/domain/funeral';
import { signedInPoolUser } from '../apps/server/src/modules/policy-holders/testing/pool-users';
import { measure, printTable } from './support/load';
import { startApp, startBareFastify } from './support/servers';

const today = new Date();
const yearsAgo = (years: number) => {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** A family quote: main member, spouse, two children (one studying) and a parent-in-law. */
const FAMILY: FuneralQuoteInputDraft = {
  coverOption: 'C',
  mainMember: { idNumber: '8001015009087' },
  spouse: { dateOfBirth: yearsAgo(40) },
  children: [{ dateOfBirth: yearsAgo(4) }, { dateOfBirth: yearsAgo(22), isStudying: true }],
  extendedFamily: [{ relationship: 'Parent in law', dateOfBirth: yearsAgo(70), coverageOption: 'E' }],
};

function benchInProcess(): void {
  const iterations = 200_000;
  for (let i = 0; i < 5_000; i += 1) priceFuneralQuote(FAMILY, { today }); // warm-up
  const started = process.hrtime.bigint();
  let premium = 0;
  for (let i = 0; i < iterations; i += 1) {
    const result = priceFuneralQuote(FAMILY, { today });
    if (result.ok) premium = result.quote.totalPremium;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log('\nFuneral rating in-process (family of five, rate table funeral-2026-01)');
  console.log(
    `${Math.round(iterations / seconds).toLocaleString('en-ZA')} quotes/s, ${((seconds / iterations) * 1e6).toFixed(1)} µs per quote (premium ${premium} cents)`,
  );
}

/** POST quote/getAQuote (signed-in retail user; prices and stores a quote package) and the public calculator. */
async function benchEndpoints(): Promise<void> {
  const bare = await startBareFastify();
  const app = await startApp();
  try {
    const user = await signedInPoolUser(app.app, 'retail', '8001015009087', {
      email: 'bench.user@example.com',
    });
    const json = { 'content-type': 'application/json' };
    const rows = [
      await measure({ name: 'bare Fastify GET /api/health (floor)', url: `${bare.url}/api/health` }),
      await measure({
        name: 'POST quote/getCoverCalculate (public)',
        url: `${app.url}/api/retail/funeral/quote/getCoverCalculate`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ coverOption: 'C', mainMemberAge: 45, spouseAge: 40, numberOfChildren: 2 }),
      }),
      await measure({
        name: 'POST quote/getAQuote (signed in, stores the quote)',
        url: `${app.url}/api/retail/funeral/quote/getAQuote`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${user.accessToken}` },
        body: JSON.stringify(FAMILY),
      }),
    ];
    printTable('API: funeral quote endpoints against the framework floor (10 connections, 5 s each)', rows);
  } finally {
    await bare.app.close();
    await app.app.close();
  }
}

export async function benchFuneralQuotes(): Promise<void> {
  benchInProcess();
  await benchEndpoints();
}
