import { employeeUsernameVariants } from '@cover/domain';
import { poolNameOf } from './srp.js';

/** The two user pools of the platform. */
export const POOL_KEYS = ['retail', 'employee'] as const;
export type PoolKey = (typeof POOL_KEYS)[number];

export type MfaMode = 'OFF' | 'OPTIONAL' | 'ON';

/** The sign-in flows an app client may allow (its ExplicitAuthFlows, without the ALLOW_ prefix). */
export const AUTH_FLOWS = [
  'USER_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'USER_AUTH',
  'CUSTOM_AUTH',
  'REFRESH_TOKEN_AUTH',
] as const;
export type AuthFlowName = (typeof AUTH_FLOWS)[number];

/** The first factors choice-based sign-in (USER_AUTH) may offer (the pool's AllowedFirstAuthFactors). */
export const FIRST_FACTORS = ['PASSWORD', 'EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'] as const;
export type FirstFactorName = (typeof FIRST_FACTORS)[number];

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
  /** The app client's allowed flows (REFRESH_TOKEN_AUTH always). */
  authFlows: readonly AuthFlowName[];
  /** USER_AUTH's allowed first factors (PASSWORD always). */
  firstFactors: readonly FirstFactorName[];
  /**
   * The forms a typed name is looked up by in a passwordless sign-in (USER_AUTH, CUSTOM_AUTH), in order. An
   * employee's salary reference number is tried with and without its leading zero (spec 000 §5), as the web
   * does for passwords; a wrong form must not silently get a code that never comes.
   */
  loginForms: (login: string) => string[];
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
  /** ExplicitAuthFlows per app client; unset: SRP, password and USER_AUTH (and CUSTOM_AUTH for employees). */
  IDP_RETAIL_AUTH_FLOWS?: readonly AuthFlowName[];
  IDP_EMPLOYEE_AUTH_FLOWS?: readonly AuthFlowName[];
  /** AllowedFirstAuthFactors of both pools; unset: all four. */
  IDP_FIRST_FACTORS?: readonly FirstFactorName[];
}

const DEFAULT_FLOWS: readonly AuthFlowName[] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'USER_AUTH'];

const withRequired = <T extends string>(list: readonly T[], required: T): readonly T[] =>
  list.includes(required) ? list : [...list, required];

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
  const firstFactors = withRequired(settings.IDP_FIRST_FACTORS ?? FIRST_FACTORS, 'PASSWORD');
  const flows = (list: readonly AuthFlowName[] | undefined, fallback: readonly AuthFlowName[]) =>
    withRequired(list ?? fallback, 'REFRESH_TOKEN_AUTH');
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
      authFlows: flows(settings.IDP_RETAIL_AUTH_FLOWS, DEFAULT_FLOWS),
      firstFactors,
      loginForms: (login) => [login],
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
      authFlows: flows(settings.IDP_EMPLOYEE_AUTH_FLOWS, [...DEFAULT_FLOWS, 'CUSTOM_AUTH']),
      firstFactors,
      loginForms: (login) => [login, ...employeeUsernameVariants(login).filter((form) => form !== login)],
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
