/**
 * Vitest global setup for the browser journeys: starts the built server once on a new data folder (the
 * embedded database created, migrated and seeded with the demo data), stops it and keeps the folder as a
 * template. Each journey's server then starts on a copy, in seconds instead of the ~40 s a first start
 * takes. The folder is named to the journeys' processes in COVER_E2E_DATA_TEMPLATE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, startServer } from './server';

export default async function setup(): Promise<() => void> {
  const template = mkdtempSync(path.join(os.tmpdir(), 'cover-e2e-template-'));
  const server = await startServer({}, { dataDir: template });
  await server.stop({ keepData: true });
  rmSync(path.join(template, 'logs'), { recursive: true, force: true });
  process.env[DATA_TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
