import path from 'node:path';
import type { Plugin } from 'vite';

/** The module the app's and the domain's bare 'zod' resolves to in the browser build. */
export const ZOD_WITH_MESSAGES = path.resolve(import.meta.dirname, '../src/lib/zod-with-messages.ts');

/** The two modules that import zod itself: the stand-in, and the messages it installs. */
const IMPORTS_ZOD_ITSELF = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]zod-(with-)?messages\.ts$/;

/** Where an `import … from source` in `importer` leads: the stand-in for a bare 'zod', else unchanged (null). */
export function zodSource(source: string, importer: string | undefined): string | null {
  if (source !== 'zod' || importer === undefined) return null;
  return IMPORTS_ZOD_ITSELF.test(importer.split('?')[0] ?? '') ? null : ZOD_WITH_MESSAGES;
}

/**
 * zod with the plain messages installed wherever it loads (src/lib/zod-with-messages.ts): every bare 'zod'
 * outside the two modules that import zod itself resolves to the stand-in.
 */
export function zodWithMessages(): Plugin {
  return {
    name: 'zod-with-messages',
    enforce: 'pre',
    resolveId: (source, importer) => zodSource(source, importer),
  };
}
