import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../../../db/schema/index.js';
import type { PoolKey } from '../../idp/index.js';

/** Test support: registers confirmed pool users through POST /idp (app.inject) and signs them in. */
export const POOL_USER_PASSWORD = 'Str0ng!Passw0rd';

/** How a sign-up reaches the pool and how its confirmation code is read back (in process, or over HTTP). */
export interface PoolChannel {
  call(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  latestCode(to: string): Promise<string>;
}

const poolRequest = (operation: string, body: Record<string, unknown>) => ({
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
  },
  body: JSON.stringify(body),
});

/** The six-digit code in a message's text, if any. */
export const codeInMessage = (text: string): string | undefined => /\b(\d{6})\b/.exec(text)?.[1];

/** The code in the newest message to `to` in the outbox of `db`. */
export async function latestOutboxCode(db: FastifyInstance['db'], to: string): Promise<string> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = row ? codeInMessage(row.text) : undefined;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/**
 * The pool of a running app over HTTP (benchmarks and tests of a server process); codes read from its
 * database, or by `codes` (e.g. from the development mailbox when the database is the process's own).
 */
export function httpPoolChannel(
  baseUrl: string,
  codes: FastifyInstance['db'] | PoolChannel['latestCode'],
): PoolChannel {
  return {
    async call(operation, body) {
      const { headers, body: payload } = poolRequest(operation, body);
      const response = await fetch(`${baseUrl}/idp`, { method: 'POST', headers, body: payload });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${operation} failed: ${text}`);
      return JSON.parse(text) as Record<string, unknown>;
    },
    latestCode: typeof codes === 'function' ? codes : (to) => latestOutboxCode(codes, to),
  };
}

function injectPoolChannel(app: FastifyInstance): PoolChannel {
  return {
    async call(operation, body) {
      const { headers, body: payload } = poolRequest(operation, body);
      const response = await app.inject({ method: 'POST', url: '/idp', headers, payload });
      if (response.statusCode !== 200) throw new Error(`${operation} failed: ${response.body}`);
      return response.json<Record<string, unknown>>();
    },
    latestCode: (to) => latestOutboxCode(app.db, to),
  };
}

export interface SignedInPoolUser {
  sub: string;
  username: string;
  accessToken: string;
}

/** Signs up, confirms and signs in (USER_PASSWORD_AUTH) a user through `channel`; `attributes` must include email. */
export async function signInPoolUserVia(
  channel: PoolChannel,
  clientId: string,
  username: string,
  attributes: Record<string, string> & { email: string },
): Promise<SignedInPoolUser> {
  const signUp = await channel.call('SignUp', {
    ClientId: clientId,
    Username: username,
    Password: POOL_USER_PASSWORD,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });
  await channel.call('ConfirmSignUp', {
    ClientId: clientId,
    Username: username,
    ConfirmationCode: await channel.latestCode(attributes.email),
  });
  const signIn = await channel.call('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: POOL_USER_PASSWORD },
  });
  const tokens = signIn.AuthenticationResult as { AccessToken?: string } | undefined;
  if (!tokens?.AccessToken) throw new Error(`no tokens: ${JSON.stringify(signIn)}`);
  return { sub: String(signUp.UserSub), username, accessToken: tokens.AccessToken };
}

/** Signs up, confirms and signs in (USER_PASSWORD_AUTH) a user of `pool`; `attributes` must include email. */
export async function signedInPoolUser(
  app: FastifyInstance,
  pool: PoolKey,
  username: string,
  attributes: Record<string, string> & { email: string },
): Promise<SignedInPoolUser> {
  return signInPoolUserVia(injectPoolChannel(app), app.idp.pools.byKey(pool).clientId, username, attributes);
}
