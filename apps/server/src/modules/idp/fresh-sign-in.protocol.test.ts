import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idpRefreshTokens } from '../../db/schema/index.js';
import { ACTIVE_TTL_MS } from './revocations.js';
import { passwordSignIn, registerUser, tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/**
 * A sign-in's first requests are answered without reading the sign-in back: this process wrote it (or read
 * it to refresh its tokens) a moment before (revocations.ts, markLive). Shown by taking the sign-in's row
 * away: a lookup then refuses the token (an unknown sign-in counts as revoked), so a token accepted with its
 * row gone was not looked up, and once the live mark ends it is looked up and refused.
 */
const USERNAME = '5001015009084';
const clock = new FakeClock();
let harness: IdpHarness;
/** Milliseconds added to performance.now, the revocation cache's clock. */
let ahead = 0;

beforeAll(async () => {
  const realNow = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => realNow() + ahead);
  harness = await startIdpHarness({ now: clock.now });
  await registerUser(harness, harness.retail, USERNAME, { email: 'fresh@example.co.za' });
});
afterAll(async () => {
  await harness.close();
  vi.restoreAllMocks();
});

const verify = (token: string) => harness.app.idp.verifyAccessToken(token, { pool: 'retail' });
const removeSignIn = (accessToken: string) =>
  harness.app.db
    .delete(idpRefreshTokens)
    .where(eq(idpRefreshTokens.originJti, String(decodeJwt(accessToken).origin_jti)));
const liveMarkEnds = () => {
  ahead += ACTIVE_TTL_MS + 1;
};

describe('a sign-in just started or refreshed', () => {
  it('is live without a lookup for ACTIVE_TTL_MS after it starts, then looked up', async () => {
    const tokens = tokensOf(await passwordSignIn(harness, harness.retail, USERNAME));
    await removeSignIn(tokens.AccessToken);
    expect((await verify(tokens.AccessToken)).username).toBe(USERNAME);
    liveMarkEnds();
    await expect(verify(tokens.AccessToken)).rejects.toMatchObject({
      message: 'Access Token has been revoked',
    });
  });

  it('is live without a lookup for ACTIVE_TTL_MS after its tokens are refreshed, then looked up', async () => {
    const tokens = tokensOf(await passwordSignIn(harness, harness.retail, USERNAME));
    liveMarkEnds();
    const refreshed = await harness.call('InitiateAuth', {
      ClientId: harness.retail.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    const access = String((refreshed.body.AuthenticationResult as { AccessToken?: string }).AccessToken);
    await removeSignIn(access);
    expect((await verify(access)).username).toBe(USERNAME);
    liveMarkEnds();
    await expect(verify(access)).rejects.toMatchObject({ message: 'Access Token has been revoked' });
  });
});
