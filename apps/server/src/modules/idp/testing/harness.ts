import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, createTestDb } from '../../../../test/helpers.js';
import { testConfig, type AppConfig } from '../../../config.js';
import { outboxMessages } from '../../../db/schema/outbox.js';
import { LOG_REDACT_PATHS } from '../../../platform/logger.js';
import { notifierPlugin } from '../../../platform/notifier/plugin.js';
import { createIdpModule } from '../index.js';
import type { PoolDefinition } from '../pools.js';

/** Test support: a clock tests can move, and a listening app with helpers to call the pool and read codes. */
export class FakeClock {
  private ms: number;
  constructor(start = new Date()) {
    this.ms = start.getTime();
  }
  readonly now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
}

export interface ProtocolResult {
  status: number;
  errorType: string | null;
  body: Record<string, unknown>;
}

export interface IdpHarness {
  app: FastifyInstance;
  baseUrl: string;
  endpoint: string;
  retail: PoolDefinition;
  employee: PoolDefinition;
  /** POSTs one protocol operation with plain fetch. */
  call(operation: string, body: Record<string, unknown>): Promise<ProtocolResult>;
  /** The 6-digit code in the newest outbox message to this address or number. */
  latestCode(to: string): Promise<string>;
  outboxTexts(): Promise<string[]>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  now?: () => Date;
  config?: Partial<AppConfig>;
  /** Receives every pino log line (the app is then assembled here instead of by buildApp). */
  logStream?: Writable;
}

/** The notifier and the pool on a test database; with a log stream, a bare Fastify app logging into it. */
async function buildApp(options: HarnessOptions): Promise<FastifyInstance> {
  const modules = [notifierPlugin, createIdpModule(options.now ? { now: options.now } : {})];
  if (!options.logStream) return buildTestApp(options.config ?? {}, { modules });
  const config = testConfig({ LOG_LEVEL: 'trace', ...options.config });
  const database = await createTestDb();
  const app = Fastify({
    logger: {
      level: 'trace',
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      stream: options.logStream,
    },
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());
  for (const module of modules) await app.register(module);
  return app;
}

export async function startIdpHarness(options: HarnessOptions = {}): Promise<IdpHarness> {
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const endpoint = `${baseUrl}/idp`;
  return {
    app,
    baseUrl,
    endpoint,
    retail: app.idp.pools.byKey('retail'),
    employee: app.idp.pools.byKey('employee'),
    async call(operation, body) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as Record<string, unknown>;
      return { status: response.status, errorType: response.headers.get('x-amzn-errortype'), body: json };
    },
    async latestCode(to) {
      const [row] = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, to))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      const code = row ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined;
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    async outboxTexts() {
      const rows = await app.db.select().from(outboxMessages);
      return rows.map((row) => `${row.subject ?? ''}\n${row.text}\n${row.html ?? ''}`);
    },
    close: () => app.close(),
  };
}
