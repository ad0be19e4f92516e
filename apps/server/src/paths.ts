import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder. This file sits in apps/server/src and the bundle in apps/server/dist, so one level
 * up is the server folder in both cases: keep this module directly under src/.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

/** Where `npm run build -w @cover/web` puts the single-page app. */
export const DEFAULT_WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist');

function isWorkspaceRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed;
  } catch {
    return false;
  }
}

/**
 * The repository root: the nearest folder at or above `from` whose package.json declares workspaces, so the
 * answer is the same whether the process starts in the repo root or in apps/server. Falls back to the folder
 * two levels above the server when the process runs from elsewhere.
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (isWorkspaceRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(SERVER_ROOT, '..', '..');
    dir = parent;
  }
}
