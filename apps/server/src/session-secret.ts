import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'session-secret';

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so sessions survive
 * restarts without anyone having to configure a secret for local use.
 */
export function readOrCreateSessionSecret(dataDir: string): { secret: string; warning: string } {
  const file = join(dataDir, FILE_NAME);
  const warning = `SESSION_SECRET is not set: using the generated secret in ${file}. Set SESSION_SECRET in production.`;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return { secret: existing, warning };
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, warning };
}
