import { cpus, totalmem } from 'node:os';
import { benchPublicEndpoints } from './api-public.bench';
import { benchSignedInQuotes } from './api-signed-in.bench';
import { benchRatingInProcess } from './rating-in-process.bench';
import { benchScale } from './scale.bench';
import { benchServerMemory } from './server-memory.bench';
import { benchWebBundle } from './web-bundle.bench';
import { benchWebVitals } from './web-vitals.bench';

// `npm run bench`: prints figures beside their goals, asserts nothing. Load goes to 127.0.0.1 only and is
// bounded in time. `npm run bench -- --only=public,memory` runs some sections only.
const sections: Record<string, () => unknown> = {
  bundle: benchWebBundle,
  'web-vitals': benchWebVitals,
  rating: benchRatingInProcess,
  public: benchPublicEndpoints,
  'signed-in': benchSignedInQuotes,
  memory: benchServerMemory,
  scale: benchScale,
};

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !(name in sections)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown section(s) ${unknown.join(', ')}; sections: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `node ${process.version}, ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${new Date().toISOString()}`,
);
for (const [name, run] of Object.entries(sections)) {
  if (!only || only.includes(name)) await run();
}
