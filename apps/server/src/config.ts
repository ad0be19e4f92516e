import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import { z } from 'zod';
import { AUTH_FLOWS, FIRST_FACTORS } from './modules/idp/pools.js';
import { DEFAULT_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS, type ScryptParams } from './platform/password-hash.js';
import { DEFAULT_WEB_DIST_DIR, findRepoRoot } from './paths.js';
import { readOrCreateSessionSecret } from './session-secret.js';

const RECENTLY_UPDATED_LONG_MS = 30 * 24 * 60 * 60 * 1000;
const RECENTLY_UPDATED_SHORT_MS = 5 * 60 * 1000;
const MIN_SECRET_LENGTH = 32;

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1'], { message: "must be '1' or '0'" })
    .default(fallback)
    .transform((value) => value === '1');

const url = (protocols: readonly string[], message: string) =>
  z.string().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}//`)), message);

/** A comma-separated list of names from `allowed`, parsed to a de-duplicated array. */
const nameList = <T extends string>(allowed: readonly T[], fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(allowed as [T, ...T[]], { message: `must be names from ${allowed.join(', ')}` })));

const authFlows = (fallback: string) => nameList(AUTH_FLOWS, fallback);
const firstFactors = (fallback: string) => nameList(FIRST_FACTORS, fallback);

/** The environment variables the server reads. Empty strings count as unset. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: url(
      ['postgres:', 'postgresql:', 'memory:'],
      'must be a postgres:// URL (or memory:// for a throwaway embedded database)',
    ).optional(),
    TWO_FACTOR: flag('0'),
    USE_JMR_ENDPOINTS: flag('0'),
    MOTOR_SERVICE_DISCONTINUED: flag('0'),
    RECENTLY_UPDATED_LONG_WINDOW: flag('1'),
    SMTP_URL: url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('Telkom Cover <no-reply@cover.local>'),
    /** An HTTP SMS provider (BulkSMS JSON API shape); unset: texts stay in the outbox (development inbox). */
    SMS_API_URL: url(['http:', 'https:'], 'must be an http(s):// URL').optional(),
    SMS_API_TOKEN_ID: z.string().optional(),
    SMS_API_TOKEN_SECRET: z.string().optional(),
    SMS_FROM: z
      .string()
      .regex(/^[A-Za-z0-9]{1,11}$/, 'must be at most 11 letters or digits (an alphanumeric sender id)')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_DIR: z.string().optional(),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    CLOUDWATCH_LOG_GROUP: z.string().min(1).default('telkom-cover'),
    CLOUDWATCH_LOG_STREAM: z.string().min(1).default('web-client'),
    CLOUDWATCH_ENDPOINT: url(['http:', 'https:'], 'must be an http(s):// URL').optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    /** Shared counters (rate limits, throttles) across instances; unset: each process counts alone. */
    REDIS_URL: url(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
    REDIS_KEY_PREFIX: z.string().default('cover:'),
    /** Bearer token Prometheus presents to read GET /metrics; unset: open outside production, 404 in it. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The user pool's per-address throttles (modules/idp/throttle.ts). */
    IDP_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(30),
    IDP_CODE_LIMIT: z.coerce.number().int().positive().default(30),
    DEV_MAILBOX: z.enum(['0', '1'], { message: "must be '1' or '0'" }).optional(),
    TRUST_PROXY: flag('0'),
    /** Seed the demo roster, device catalogue, vehicle valuations and operator at start (idempotent). */
    SEED_DEMO_DATA: flag('1'),
    SESSION_SECRET: z.string().optional(),
    WEB_DIST_DIR: z.string().optional(),
    // Embedded user pools (modules/idp): pool ids are <region>_<name>; a request's ClientId selects the pool.
    IDP_RETAIL_POOL_ID: z
      .string()
      .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must look like <region>_<name>')
      .default('af-south-1_RetailPool1'),
    IDP_RETAIL_CLIENT_ID: z
      .string()
      .regex(/^[\w+]+$/)
      .default('retail0web0client000000001'),
    IDP_EMPLOYEE_POOL_ID: z
      .string()
      .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must look like <region>_<name>')
      .default('af-south-1_EmployeePl1'),
    IDP_EMPLOYEE_CLIENT_ID: z
      .string()
      .regex(/^[\w+]+$/)
      .default('employee0web0client0000001'),
    /** The user-pool endpoint the web app's Amplify client calls: the embedded /idp, or a hosted pool's URL. */
    IDP_ENDPOINT: url(['http:', 'https:'], 'must be an http(s):// URL').optional(),
    /** Base of the tokens' `iss` (…/idp/<poolId>); when unset, each request's own origin. */
    IDP_ISSUER_BASE_URL: url(['http:', 'https:'], 'must be an http(s):// URL').optional(),
    /** Pool MFA: OFF, OPTIONAL (users may turn it on) or ON (required; set up at first sign-in). */
    IDP_MFA: z.enum(['OFF', 'OPTIONAL', 'ON']).default('OPTIONAL'),
    IDP_USER_EXISTENCE_ERRORS: z.enum(['ENABLED', 'LEGACY']).default('ENABLED'),
    /** The app clients' ExplicitAuthFlows (comma-separated; REFRESH_TOKEN_AUTH is always allowed). */
    IDP_RETAIL_AUTH_FLOWS: authFlows('USER_SRP_AUTH,USER_PASSWORD_AUTH,USER_AUTH'),
    IDP_EMPLOYEE_AUTH_FLOWS: authFlows('USER_SRP_AUTH,USER_PASSWORD_AUTH,USER_AUTH,CUSTOM_AUTH'),
    /** The pools' AllowedFirstAuthFactors for USER_AUTH (comma-separated; PASSWORD is always allowed). */
    IDP_FIRST_FACTORS: firstFactors('PASSWORD,EMAIL_OTP,SMS_OTP,WEB_AUTHN'),
    /** Where uploaded and generated documents are kept (filesystem blob store); default DATA_DIR/blobs. */
    BLOB_DIR: z.string().optional(),
    /** The largest document a user may upload, in bytes (REFERENCE: attachments at most 4 MB). */
    MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(MAX_DOCUMENT_BYTES),
    /** With a bucket set, documents go to this S3-compatible store instead of BLOB_DIR. */
    BLOB_S3_BUCKET: z.string().min(1).optional(),
    BLOB_S3_REGION: z.string().min(1).optional(),
    BLOB_S3_ENDPOINT: url(['http:', 'https:'], 'must be an http(s):// URL').optional(),
    BLOB_S3_PREFIX: z.string().default(''),
    BLOB_S3_FORCE_PATH_STYLE: flag('0'),
    BLOB_S3_ACCESS_KEY_ID: z.string().optional(),
    BLOB_S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** The web app's public origin for links sent by SMS (e.g. https://cover.telkom.co.za); unset: the request's own. */
    PUBLIC_APP_URL: url(['http:', 'https:'], 'must be an http(s):// URL').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_API_URL) {
      for (const name of ['SMS_API_TOKEN_ID', 'SMS_API_TOKEN_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_API_URL is set' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.SESSION_SECRET || env.SESSION_SECRET.length < MIN_SECRET_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `is required in production (at least ${MIN_SECRET_LENGTH} characters)`,
      });
    }
    if (env.DEV_MAILBOX === '1') {
      ctx.addIssue({ code: 'custom', path: ['DEV_MAILBOX'], message: 'cannot be enabled in production' });
    }
    if (env.DATABASE_URL?.startsWith('memory:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'memory:// is not allowed in production',
      });
    }
  });

type Env = z.output<typeof envSchema>;

/** The server's typed configuration: environment variable names, typed values, paths absolute. */
export type AppConfig = Readonly<
  Omit<Env, 'DATA_DIR' | 'LOG_DIR' | 'DEV_MAILBOX' | 'SESSION_SECRET' | 'WEB_DIST_DIR' | 'BLOB_DIR'> & {
    DATA_DIR: string;
    LOG_DIR: string;
    /** The filesystem blob store's folder (absolute). */
    BLOB_DIR: string;
    DEV_MAILBOX: boolean;
    SESSION_SECRET: string;
    /** The built web app served on the same port when the folder exists. */
    WEB_DIST_DIR: string;
    /** 30 days when RECENTLY_UPDATED_LONG_WINDOW is on, else 5 minutes. */
    RECENTLY_UPDATED_WINDOW_MS: number;
    /** Things worth a loud line in the startup log (for example a generated session secret). */
    warnings: readonly string[];
    /**
     * The scrypt cost of operators' password hashes: a weaker stored hash is re-hashed at it on sign-in.
     * Not an environment variable: the production cost unless testConfig sets the tests' cheaper one.
     */
    passwordHashParams: Readonly<ScryptParams>;
  }
>;

/** Thrown by loadConfig; the message lists every invalid variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[key] = value.trim();
  }
  return result;
}

function parseEnv(env: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
  );
}

type SecretSource = (dataDir: string) => { secret: string; warning?: string };

function resolveConfig(env: Env, secretSource: SecretSource): AppConfig {
  const repoRoot = findRepoRoot();
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  const dataDir = fromRoot(env.DATA_DIR);
  const secret = env.SESSION_SECRET ? { secret: env.SESSION_SECRET } : secretSource(dataDir);
  return {
    ...env,
    DATA_DIR: dataDir,
    LOG_DIR: env.LOG_DIR ? fromRoot(env.LOG_DIR) : join(dataDir, 'logs'),
    BLOB_DIR: env.BLOB_DIR ? fromRoot(env.BLOB_DIR) : join(dataDir, 'blobs'),
    DEV_MAILBOX: env.DEV_MAILBOX ? env.DEV_MAILBOX === '1' : env.NODE_ENV !== 'production',
    SESSION_SECRET: secret.secret,
    WEB_DIST_DIR: env.WEB_DIST_DIR ? fromRoot(env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    RECENTLY_UPDATED_WINDOW_MS: env.RECENTLY_UPDATED_LONG_WINDOW
      ? RECENTLY_UPDATED_LONG_MS
      : RECENTLY_UPDATED_SHORT_MS,
    warnings: secret.warning ? [secret.warning] : [],
    passwordHashParams: DEFAULT_SCRYPT_PARAMS,
  };
}

/**
 * Parses the environment into an AppConfig, or throws a ConfigError naming every invalid variable.
 * Relative paths (DATA_DIR, LOG_DIR, WEB_DIST_DIR) are resolved from the repository root.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  return resolveConfig(parseEnv(env), readOrCreateSessionSecret);
}

let testDataDir: string | undefined;

/** A configuration for tests: NODE_ENV test, silent logs, in-memory database, no demo data, a throwaway data folder. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  if (!testDataDir) {
    const dir = mkdtempSync(join(tmpdir(), 'cover-test-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    testDataDir = dir;
  }
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    DATA_DIR: testDataDir,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough',
    // Tests seed what they need themselves (seedDemoData), so most apps start on an empty database.
    SEED_DEMO_DATA: '0',
    // Suites sign in hundreds of users from one address; the throttle tests set their own limits.
    IDP_SIGN_IN_LIMIT: '100000',
    IDP_CODE_LIMIT: '100000',
  });
  return {
    ...resolveConfig(env, readOrCreateSessionSecret),
    passwordHashParams: TEST_SCRYPT_PARAMS,
    ...overrides,
  };
}

/** The development mailbox (outbox viewer) never runs in production, whatever the flag says. */
export const isDevMailboxEnabled = (config: Pick<AppConfig, 'DEV_MAILBOX' | 'NODE_ENV'>) =>
  config.DEV_MAILBOX && config.NODE_ENV !== 'production';
