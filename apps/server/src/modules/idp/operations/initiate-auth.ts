import type { IdpContext, RequestInfo } from '../context.js';
import { invalidParameter } from '../errors.js';
import { poolForClient, stringMap, type OperationInput } from '../input.js';
import type { AuthResponse } from '../sign-in-flow.js';
import { startCustomAuth } from './custom-auth.js';
import { passwordAuth, required, startSrp } from './password-sign-in.js';
import { refreshTokens } from './refresh.js';
import { startUserAuth } from './user-auth.js';

/**
 * InitiateAuth: USER_SRP_AUTH (Amplify's default), USER_PASSWORD_AUTH, USER_AUTH (choice-based, user-auth.ts),
 * CUSTOM_AUTH (the pool's hooks, custom-auth), REFRESH_TOKEN_AUTH / REFRESH_TOKEN — each only when the app client
 * allows it.
 */
export async function initiateAuth(
  ctx: IdpContext,
  input: OperationInput,
  req: RequestInfo,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, input);
  const clientId = pool.clientId;
  const parameters = stringMap(input, 'AuthParameters');
  const flow = input.AuthFlow;
  const allowed = (pool.authFlows as readonly unknown[]).includes(
    flow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : flow,
  );
  if (typeof flow === 'string' && !allowed)
    throw invalidParameter(`${flow} flow not enabled for this client`);
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrp(ctx, pool, clientId, parameters);
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(ctx, req, pool, clientId, parameters);
    case 'USER_AUTH':
      return startUserAuth(ctx, req, pool, clientId, parameters);
    case 'CUSTOM_AUTH':
      return startCustomAuth(ctx, req, pool, clientId, parameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const tokens = await refreshTokens(ctx, req, pool, clientId, required(parameters, 'REFRESH_TOKEN'));
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    }
    default:
      throw invalidParameter(
        typeof flow === 'string'
          ? `${flow} flow not enabled for this client`
          : 'Missing required parameter AuthFlow',
      );
  }
}
