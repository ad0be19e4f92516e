import { publicConfigSchema } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

describe('GET /api/config', () => {
  it('reports the feature flags and the recently-updated window', async () => {
    const app = await buildTestApp({
      TWO_FACTOR: true,
      MOTOR_SERVICE_DISCONTINUED: true,
      RECENTLY_UPDATED_LONG_WINDOW: false,
      RECENTLY_UPDATED_WINDOW_MS: 300_000,
    });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(publicConfigSchema.parse(response.json())).toEqual({
      flags: {
        twoFactor: true,
        useJmrEndpoints: false,
        motorServiceDiscontinued: true,
        recentlyUpdatedLongWindow: false,
      },
      recentlyUpdatedWindowMs: 300_000,
      devMailbox: true,
      identity: {
        userPoolEndpoint: '/idp',
        retail: { userPoolId: 'af-south-1_RetailPool1', userPoolClientId: 'retail0web0client000000001' },
        employee: { userPoolId: 'af-south-1_EmployeePl1', userPoolClientId: 'employee0web0client0000001' },
        mfa: 'OPTIONAL',
      },
      buildStamp: 'development',
      environment: 'test',
    });
    expect(response.body).not.toContain('test-session-secret');
    await app.close();
  });

  it('tells the web app whether the pools offer two-step sign-in (IDP_MFA)', async () => {
    for (const mode of ['OFF', 'ON'] as const) {
      const app = await buildTestApp({ IDP_MFA: mode });
      const response = await app.inject({ method: 'GET', url: '/api/config' });
      expect(publicConfigSchema.parse(response.json()).identity.mfa).toBe(mode);
      await app.close();
    }
  });
});
