import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface ServerAndBrowser {
  /** The built app, started for this file (set before its first test). */
  readonly server: RunningServer;
  /** Chromium, launched for this file (set before its first test). */
  readonly browser: Browser;
}

/**
 * The usual opening of an e2e file: the built server (with `env` over its defaults) and Chromium, started
 * before the file's first test and stopped after its last. Read `server` and `browser` inside tests and
 * hooks, not while the file is being collected.
 */
export function serverAndBrowserForThisFile(env: Record<string, string> = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is started before the file's first test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
