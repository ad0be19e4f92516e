// Bundles the server into dist/main.js: @cover/domain (TypeScript source) is inlined, every other
// dependency stays external and is loaded from node_modules at run time.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@cover/domain');

rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  // src/paths.ts resolves apps/server as '..' from its own URL; in the bundle that URL is dist/main.js,
  // which is one level below apps/server as well, so migrations and the web app are found either way.
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pg-core, …) of external packages stay external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: {
    'process.env.COVER_BUILD_STAMP': JSON.stringify(`${manifest.version}+${new Date().toISOString()}`),
  },
  banner: { js: '// Telkom Cover server bundle. Built by apps/server/build.mjs.' },
  metafile: true,
  logLevel: 'info',
});

// Everything from node_modules must stay external: a package imported but missing from package.json would
// otherwise be inlined silently (and CommonJS code inlined into an ES module breaks at run time).
const inlined = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
if (inlined.length > 0) {
  console.error(`Add these packages to apps/server/package.json dependencies:\n  ${inlined.join('\n  ')}`);
  process.exit(1);
}
