import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp } from '../../../../test/helpers.js';
import type { AppConfig } from '../../../config.js';
import { outboxMessages } from '../../../db/schema/outbox.js';
import { TEST_SCRYPT_PARAMS } from '../../../platform/password-hash.js';
import { seedDemoData } from '../../../seed/seed.js';
import { modules as defaultModules, type AppModule } from '../../index.js';
import { createIdpModule, idpModule } from '../../idp/index.js';
import { passwordSignIn, registerUser, tokensOf, type TokenSet } from '../../idp/testing/flows.js';
import { FakeClock, type IdpHarness } from '../../idp/testing/harness.js';

/**
 * Test support for the account routes: the whole app on a test database with the pool's clock under the
 * test's control, an IdpHarness over app.inject (so the idp flows register and sign users in), and a
 * small API client.
 */
export interface AccountsHarness {
  app: FastifyInstance;
  clock: FakeClock;
  idp: IdpHarness;
  /** Calls the API with an optional access token. */
  api(options: ApiCall): Promise<ApiResult>;
  /** The 6-digit code in the newest outbox message to this address or number. */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export interface ApiCall {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's IP (rate limits count per IP). */
  remoteAddress?: string;
}

export interface ApiResult {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface HarnessOptions {
  config?: Partial<AppConfig>;
  /** Seed the demo roster (and the rest of the demo data). */
  seed?: boolean;
  /** Extra plugins registered before the app's modules (e.g. an onRoute collector). */
  beforeModules?: readonly AppModule[];
}

export async function startAccountsHarness(options: HarnessOptions = {}): Promise<AccountsHarness> {
  const clock = new FakeClock();
  const modules = defaultModules.map((module) =>
    module === idpModule ? createIdpModule({ now: clock.now }) : module,
  );
  const app = await buildTestApp(options.config ?? {}, {
    modules: [...(options.beforeModules ?? []), ...modules],
  });
  if (options.seed) await seedDemoData(app.db, { passwordHashParams: TEST_SCRYPT_PARAMS });
  const latestCode = async (to: string) => {
    const [row] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = row ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined;
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  };
  const idp: IdpHarness = {
    app,
    baseUrl: 'http://localhost:80',
    endpoint: 'http://localhost:80/idp',
    retail: app.idp.pools.byKey('retail'),
    employee: app.idp.pools.byKey('employee'),
    async call(operation, body) {
      const response = await app.inject({
        method: 'POST',
        url: '/idp',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        payload: JSON.stringify(body),
      });
      const errorType = response.headers['x-amzn-errortype'];
      return {
        status: response.statusCode,
        errorType: typeof errorType === 'string' ? errorType : null,
        body: response.json<Record<string, unknown>>(),
      };
    },
    latestCode,
    async outboxTexts() {
      const rows = await app.db.select().from(outboxMessages);
      return rows.map((row) => `${row.subject ?? ''}\n${row.text}\n${row.html ?? ''}`);
    },
    close: () => app.close(),
  };
  return {
    app,
    clock,
    idp,
    latestCode,
    async api({ method, url, token, body, headers, remoteAddress }) {
      const options: InjectOptions = {
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        ...(remoteAddress ? { remoteAddress } : {}),
      };
      const response = await app.inject(options);
      const text = response.body;
      return {
        status: response.statusCode,
        body: text ? response.json<Record<string, unknown>>() : {},
        headers: response.headers,
      };
    },
    close: () => app.close(),
  };
}

export interface TestUser {
  username: string;
  sub: string;
  email: string;
  tokens: TokenSet;
}

/** Signs up, confirms and signs in a user of the pool; returns their tokens. */
export async function createSignedInUser(
  harness: AccountsHarness,
  pool: 'retail' | 'employee',
  username: string,
  attributes: Record<string, string>,
): Promise<TestUser> {
  const definition = pool === 'retail' ? harness.idp.retail : harness.idp.employee;
  const sub = await registerUser(harness.idp, definition, username, attributes);
  const tokens = tokensOf(await passwordSignIn(harness.idp, definition, username));
  return { username, sub, email: attributes.email ?? '', tokens };
}

/** A fresh sign-in of an existing user (a new origin_jti). */
export async function signIn(harness: AccountsHarness, pool: 'retail' | 'employee', username: string) {
  const definition = pool === 'retail' ? harness.idp.retail : harness.idp.employee;
  return tokensOf(await passwordSignIn(harness.idp, definition, username));
}
