import type { PoolDefinition } from '../pools.js';
import type { IdpHarness, ProtocolResult } from './harness.js';
import { createSrpClient } from './srp-client.js';

/** Protocol-level building blocks for tests: register a confirmed user, sign in by SRP or password. */

export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export async function registerUser(
  harness: IdpHarness,
  pool: PoolDefinition,
  username: string,
  attributes: Record<string, string>,
  password = TEST_PASSWORD,
): Promise<string> {
  const signUp = await harness.call('SignUp', {
    ClientId: pool.clientId,
    Username: username,
    Password: password,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });
  if (signUp.status !== 200) throw new Error(`SignUp failed: ${JSON.stringify(signUp.body)}`);
  const email = attributes.email ?? '';
  const confirm = await harness.call('ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: username,
    ConfirmationCode: await harness.latestCode(email),
  });
  if (confirm.status !== 200) throw new Error(`ConfirmSignUp failed: ${JSON.stringify(confirm.body)}`);
  return signUp.body.UserSub as string;
}

export function passwordSignIn(
  harness: IdpHarness,
  pool: PoolDefinition,
  username: string,
  password = TEST_PASSWORD,
) {
  return harness.call('InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

/** InitiateAuth USER_SRP_AUTH; `answer` then completes PASSWORD_VERIFIER (optionally with another password). */
export async function startSrpSignIn(harness: IdpHarness, pool: PoolDefinition, username: string) {
  const client = createSrpClient();
  const initiated = await harness.call('InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: username, SRP_A: client.A },
  });
  const challenge = (initiated.body.ChallengeParameters ?? {}) as Record<string, string>;
  return {
    initiated,
    answer(password = TEST_PASSWORD): Promise<ProtocolResult> {
      return harness.call('RespondToAuthChallenge', {
        ClientId: pool.clientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: client.respond({ poolName: pool.srpPoolName, password, challenge }),
      });
    },
  };
}

export async function srpSignIn(
  harness: IdpHarness,
  pool: PoolDefinition,
  username: string,
  password = TEST_PASSWORD,
) {
  const started = await startSrpSignIn(harness, pool, username);
  return started.answer(password);
}

export interface TokenSet {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export function tokensOf(result: ProtocolResult): TokenSet {
  const tokens = result.body.AuthenticationResult as TokenSet | undefined;
  if (!tokens) throw new Error(`no tokens: ${JSON.stringify(result.body)}`);
  return tokens;
}
