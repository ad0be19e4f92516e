import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSignIn, registerUser, srpSignIn, tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/** Tokens: JWKS, claims, refresh, revocation, global sign-out, expiry and verifyAccessToken's checks. */
const clock = new FakeClock();
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
  await registerUser(harness, harness.retail, '5001015009084', {
    email: 'tokens@example.co.za',
    preferred_username: 'tokens',
    phone_number: '+27821234567',
  });
});
afterAll(async () => {
  await harness.close();
});

const verify = (
  token: string,
  pool: 'retail' | 'employee' = 'retail',
  expectedTokenUse: 'access' | 'id' = 'access',
) => harness.app.idp.verifyAccessToken(token, { pool, expectedTokenUse });

const refresh = (refreshToken: string) =>
  harness.call('GetTokensFromRefreshToken', {
    ClientId: harness.retail.clientId,
    RefreshToken: refreshToken,
  });

describe('issued tokens', () => {
  it('are RS256 JWTs verifiable with the published JWKS, with the hosted pool claims', async () => {
    const tokens = tokensOf(await srpSignIn(harness, harness.retail, 'tokens'));
    const issuer = `${harness.baseUrl}/idp/${harness.retail.poolId}`;
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(discovery).toMatchObject({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
    const jwks = (await (await fetch(discovery.jwks_uri ?? '')).json()) as JSONWebKeySet;
    const keySet = createLocalJWKSet(jwks);
    const id = await jwtVerify(tokens.IdToken, keySet, {
      issuer,
      audience: harness.retail.clientId,
      currentDate: clock.now(),
    });
    expect(id.protectedHeader.alg).toBe('RS256');
    expect(id.payload).toMatchObject({
      token_use: 'id',
      'cognito:username': '5001015009084',
      email: 'tokens@example.co.za',
      email_verified: true,
      phone_number: '+27821234567',
      preferred_username: 'tokens',
    });
    expect((id.payload.exp ?? 0) - (id.payload.iat ?? 0)).toBe(3600);
    const access = await jwtVerify(tokens.AccessToken, keySet, { issuer, currentDate: clock.now() });
    expect(access.payload).toMatchObject({
      token_use: 'access',
      client_id: harness.retail.clientId,
      username: '5001015009084',
      scope: 'aws.cognito.signin.user.admin',
      origin_jti: id.payload.origin_jti,
      sub: id.payload.sub,
    });
    expect(access.payload.jti).not.toBe(id.payload.jti);
    expect((await fetch(`${harness.baseUrl}/idp/af-south-1_Nope/.well-known/jwks.json`)).status).toBe(404);
  });

  it('verifyAccessToken checks pool, token use, signature and expiry', async () => {
    const tokens = tokensOf(await passwordSignIn(harness, harness.retail, '5001015009084'));
    expect((await verify(tokens.AccessToken)).sub).toBe(decodeJwt(tokens.IdToken).sub);
    expect((await verify(tokens.IdToken, 'retail', 'id')).username).toBe('5001015009084');
    await expect(verify(tokens.IdToken)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    await expect(verify(tokens.AccessToken, 'employee')).rejects.toMatchObject({
      type: 'NotAuthorizedException',
    });

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const header = JSON.parse(
      Buffer.from(tokens.AccessToken.split('.')[0] ?? '', 'base64url').toString(),
    ) as { kid: string };
    const forged = await new SignJWT(decodeJwt(tokens.AccessToken))
      .setProtectedHeader({ alg: 'RS256', kid: header.kid })
      .sign(privateKey);
    await expect(verify(forged)).rejects.toMatchObject({ message: 'Invalid Access Token' });

    clock.advance(60 * 60 * 1000 + 1000);
    await expect(verify(tokens.AccessToken)).rejects.toMatchObject({ message: 'Access Token has expired' });
    expect((await harness.call('GetUser', { AccessToken: tokens.AccessToken })).body.__type).toBe(
      'NotAuthorizedException',
    );
    const renewed = await refresh(tokens.RefreshToken);
    expect(renewed.status).toBe(200);
    const result = renewed.body.AuthenticationResult as { AccessToken: string; RefreshToken?: string };
    expect(result.RefreshToken).toBeUndefined();
    expect(decodeJwt(result.AccessToken).origin_jti).toBe(decodeJwt(tokens.AccessToken).origin_jti);
  });
});

describe('refresh and revocation', () => {
  it('refreshes with REFRESH_TOKEN_AUTH; a revoked refresh token and its access tokens are refused', async () => {
    const first = tokensOf(await passwordSignIn(harness, harness.retail, '5001015009084'));
    const second = tokensOf(await passwordSignIn(harness, harness.retail, '5001015009084'));
    const viaInitiate = await harness.call('InitiateAuth', {
      ClientId: harness.retail.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: first.RefreshToken },
    });
    expect(viaInitiate.body.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });

    expect(
      (await harness.call('RevokeToken', { ClientId: harness.retail.clientId, Token: first.RefreshToken }))
        .status,
    ).toBe(200);
    expect((await refresh(first.RefreshToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    await expect(verify(first.AccessToken)).rejects.toMatchObject({
      message: 'Access Token has been revoked',
    });
    expect((await verify(second.AccessToken)).username).toBe('5001015009084');
    expect((await refresh('not-a-token')).body.message).toBe('Invalid Refresh Token');
  });

  it('GlobalSignOut revokes every sign-in of the user', async () => {
    const first = tokensOf(await passwordSignIn(harness, harness.retail, '5001015009084'));
    const second = tokensOf(await srpSignIn(harness, harness.retail, '5001015009084'));
    expect((await harness.call('GlobalSignOut', { AccessToken: second.AccessToken })).status).toBe(200);
    await expect(verify(first.AccessToken)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    await expect(verify(second.AccessToken)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    expect((await refresh(first.RefreshToken)).body.__type).toBe('NotAuthorizedException');
  });

  it('refresh tokens expire after 30 days; deleting the user revokes its tokens', async () => {
    const tokens = tokensOf(await passwordSignIn(harness, harness.retail, '5001015009084'));
    clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await refresh(tokens.RefreshToken)).body.message).toBe('Refresh Token has expired');
    const fresh = tokensOf(await passwordSignIn(harness, harness.retail, '5001015009084'));
    await harness.app.idp.adminDeleteUser('retail', '5001015009084');
    await expect(verify(fresh.AccessToken)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    expect(await harness.app.idp.adminGetUser('retail', '5001015009084')).toBeNull();
  });
});
