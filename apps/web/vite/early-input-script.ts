import { createHash } from 'node:crypto';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { catchEarlyInput } from '../src/lib/hydration/early-input.ts';

/** Where the build lists its inline scripts' hashes for the server's Content-Security-Policy. */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/** The inline script: `catchEarlyInput`'s own source, called at once, minified. */
export function earlyInputScript(): string {
  const source = `(${catchEarlyInput.toString()})();`;
  const { code, errors } = minifySync('early-input.js', source);
  if (errors.length > 0) throw new Error(`early input script: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/** The CSP source that allows exactly this script (`'sha256-…'`, over the text between its tags). */
export const cspHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const CHARSET = /<meta charset="UTF-8" \/>/i;

/** index.html with the script right after its charset declaration (which must stay in the first 1024 bytes). */
export function withEarlyInputScript(html: string, script: string): string {
  if (!CHARSET.test(html))
    throw new Error('index.html has no <meta charset="UTF-8" /> to put the early script after');
  return html.replace(CHARSET, (charset) => `${charset}\n    <script>${script}</script>`);
}

/**
 * Puts `catchEarlyInput` (src/lib/hydration/early-input.ts) near the top of index.html's head as an inline
 * script, so taps and submits are caught from the page's first byte on (the prerendered pages are written
 * from index.html and carry it too). The build writes its hash to dist/inline-scripts.json; the server adds
 * it to script-src, whose policy allows no other inline script.
 */
export function earlyInputInlineScript(): Plugin {
  const script = earlyInputScript();
  return {
    name: 'telkom-cover:early-input-inline-script',
    transformIndexHtml: (html) => withEarlyInputScript(html, script),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: INLINE_SCRIPTS_FILE,
        source: `${JSON.stringify({ scriptHashes: [cspHash(script)] }, null, 2)}\n`,
      });
    },
  };
}
