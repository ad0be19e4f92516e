import type { PublicConfig } from '@cover/domain';
import { isDevMailboxEnabled, type AppConfig } from '../../config.js';
import { BUILD_STAMP } from '../../version.js';

/** The feature flags and constants the web app may know: never secrets. */
export function publicConfig(config: AppConfig): PublicConfig {
  return {
    flags: {
      twoFactor: config.TWO_FACTOR,
      useJmrEndpoints: config.USE_JMR_ENDPOINTS,
      motorServiceDiscontinued: config.MOTOR_SERVICE_DISCONTINUED,
      recentlyUpdatedLongWindow: config.RECENTLY_UPDATED_LONG_WINDOW,
    },
    recentlyUpdatedWindowMs: config.RECENTLY_UPDATED_WINDOW_MS,
    devMailbox: isDevMailboxEnabled(config),
    identity: {
      userPoolEndpoint: config.IDP_ENDPOINT ?? '/idp',
      retail: { userPoolId: config.IDP_RETAIL_POOL_ID, userPoolClientId: config.IDP_RETAIL_CLIENT_ID },
      employee: { userPoolId: config.IDP_EMPLOYEE_POOL_ID, userPoolClientId: config.IDP_EMPLOYEE_CLIENT_ID },
      mfa: config.IDP_MFA,
    },
    buildStamp: BUILD_STAMP,
    environment: config.NODE_ENV,
  };
}
