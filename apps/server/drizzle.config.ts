import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Paths are resolved from this file and handed to drizzle-kit relative to the working directory (it only
// accepts relative folders), so `npm run db:generate` works from the repo root as well as from apps/server.
const here = (path: string) => relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema/index.ts'),
  out: here('./drizzle'),
  strict: true,
  verbose: true,
});
