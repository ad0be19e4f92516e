import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from './paths.js';

function readVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8'));
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
  ) {
    return manifest.version;
  }
  return '0.0.0';
}

/** The server's package version, reported by /api/health and the OpenAPI document. */
export const APP_VERSION = readVersion();

/** Stamped into the bundle by build.mjs (esbuild `define`); 'development' when running from source. */
export const BUILD_STAMP = process.env.COVER_BUILD_STAMP ?? 'development';
