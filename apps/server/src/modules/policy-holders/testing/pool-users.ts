import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '../../../db/schema/index.js';
import type { PoolKey } from '../../idp/index.js';

/** Test support: registers confirmed pool users through POST /idp (app.inject) and signs them in. */
export const POOL_USER_PASSWORD = 'Str0ng!Passw0rd';

async function call(app: FastifyInstance, operation: string, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: JSON.stringify(body),
  });
  const json = response.json<Record<string, unknown>>();
  if (response.statusCode !== 200) throw new Error(`${operation} failed: ${response.body}`);
  return json;
}

async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = row ? /\b(\d{6})\b/.exec(row.text)?.[1] : undefined;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export interface SignedInPoolUser {
  sub: string;
  username: string;
  accessToken: string;
}

/** Signs up, confirms and signs in (USER_PASSWORD_AUTH) a user of `pool`; `attributes` must include email. */
export async function signedInPoolUser(
  app: FastifyInstance,
  pool: PoolKey,
  username: string,
  attributes: Record<string, string> & { email: string },
): Promise<SignedInPoolUser> {
  const { clientId } = app.idp.pools.byKey(pool);
  const signUp = await call(app, 'SignUp', {
    ClientId: clientId,
    Username: username,
    Password: POOL_USER_PASSWORD,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });
  await call(app, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: username,
    ConfirmationCode: await latestCode(app, attributes.email),
  });
  const signIn = await call(app, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: POOL_USER_PASSWORD },
  });
  const tokens = signIn.AuthenticationResult as { AccessToken?: string } | undefined;
  if (!tokens?.AccessToken) throw new Error(`no tokens: ${JSON.stringify(signIn)}`);
  return { sub: String(signUp.UserSub), username, accessToken: tokens.AccessToken };
}
