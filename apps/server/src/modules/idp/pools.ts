import { poolNameOf } from './srp.js';

/** The two user pools of the platform. */
export const POOL_KEYS = ['retail', 'employee'] as const;
export type PoolKey = (typeof POOL_KEYS)[number];

export type MfaMode = 'OFF' | 'OPTIONAL' | 'ON';

export interface PoolDefinition {
  key: PoolKey;
  /** e.g. af-south-1_RetailPool1; the part after '_' is the SRP pool name. */
  poolId: string;
  /** The app client whose ClientId selects this pool. */
  clientId: string;
  /** Name mixed into SRP's x (Amplify takes it from the pool id). */
  srpPoolName: string;
  /** custom:* attributes the pool's schema declares. */
  customAttributes: readonly string[];
  /** Attributes every sign-up must carry. */
  requiredAttributes: readonly string[];
  mfa: MfaMode;
  /**
   * PreventUserExistenceErrors of the app client: ENABLED answers an unknown user exactly as a known one
   * (user-existence.ts); LEGACY answers UserNotFoundException.
   */
  preventUserExistenceErrors: boolean;
  /**
   * AccountRecoverySetting: where ForgotPassword may send its code, in order. Spec 000 §5 blocks a
   * forgotten password when the email is not verified, so both pools recover by verified email only.
   */
  accountRecovery: readonly RecoveryMechanism[];
}

export type RecoveryMechanism = 'verified_email' | 'verified_phone_number';

export interface PoolSettings {
  IDP_RETAIL_POOL_ID: string;
  IDP_RETAIL_CLIENT_ID: string;
  IDP_EMPLOYEE_POOL_ID: string;
  IDP_EMPLOYEE_CLIENT_ID: string;
  IDP_MFA: MfaMode;
  /** The app clients' PreventUserExistenceErrors (default ENABLED, as the hosted console sets it). */
  IDP_USER_EXISTENCE_ERRORS?: 'ENABLED' | 'LEGACY';
}

export const RETAIL_CUSTOM_ATTRIBUTES = ['custom:communicationType'] as const;
export const EMPLOYEE_CUSTOM_ATTRIBUTES = [
  'custom:employeeType',
  'custom:communicationType',
  'custom:agreedPOPIA',
  'custom:agreedTC',
  'custom:idNumber',
] as const;

export interface PoolRegistry {
  byKey(key: PoolKey): PoolDefinition;
  byClientId(clientId: string): PoolDefinition | undefined;
  byPoolId(poolId: string): PoolDefinition | undefined;
  all(): readonly PoolDefinition[];
}

export function createPoolRegistry(settings: PoolSettings): PoolRegistry {
  const preventUserExistenceErrors = settings.IDP_USER_EXISTENCE_ERRORS !== 'LEGACY';
  const pools: Record<PoolKey, PoolDefinition> = {
    retail: {
      key: 'retail',
      poolId: settings.IDP_RETAIL_POOL_ID,
      clientId: settings.IDP_RETAIL_CLIENT_ID,
      srpPoolName: poolNameOf(settings.IDP_RETAIL_POOL_ID),
      customAttributes: RETAIL_CUSTOM_ATTRIBUTES,
      requiredAttributes: ['email'],
      mfa: settings.IDP_MFA,
      preventUserExistenceErrors,
      accountRecovery: ['verified_email'],
    },
    employee: {
      key: 'employee',
      poolId: settings.IDP_EMPLOYEE_POOL_ID,
      clientId: settings.IDP_EMPLOYEE_CLIENT_ID,
      srpPoolName: poolNameOf(settings.IDP_EMPLOYEE_POOL_ID),
      customAttributes: EMPLOYEE_CUSTOM_ATTRIBUTES,
      requiredAttributes: ['email'],
      mfa: settings.IDP_MFA,
      preventUserExistenceErrors,
      accountRecovery: ['verified_email'],
    },
  };
  const list = Object.values(pools);
  return {
    byKey: (key) => pools[key],
    byClientId: (clientId) => list.find((pool) => pool.clientId === clientId),
    byPoolId: (poolId) => list.find((pool) => pool.poolId === poolId),
    all: () => list,
  };
}
