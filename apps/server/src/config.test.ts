import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isDevMailboxEnabled, loadConfig, testConfig } from './config.js';
import { DEFAULT_WEB_DIST_DIR, findRepoRoot } from './paths.js';
import { DEFAULT_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS } from './platform/password-hash.js';

const base = { SESSION_SECRET: 'a-session-secret-that-is-at-least-32-chars' };

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    const repoRoot = findRepoRoot();
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: join(repoRoot, 'data'),
      LOG_DIR: join(repoRoot, 'data', 'logs'),
      TWO_FACTOR: false,
      USE_JMR_ENDPOINTS: false,
      MOTOR_SERVICE_DISCONTINUED: false,
      RECENTLY_UPDATED_LONG_WINDOW: true,
      RECENTLY_UPDATED_WINDOW_MS: 30 * 24 * 60 * 60 * 1000,
      MAIL_FROM: 'Telkom Cover <no-reply@cover.local>',
      LOG_LEVEL: 'info',
      AWS_REGION: 'us-east-1',
      CLOUDWATCH_LOG_GROUP: 'telkom-cover',
      CLOUDWATCH_LOG_STREAM: 'web-client',
      RATE_LIMIT_MAX: 300,
      DEV_MAILBOX: true,
      TRUST_PROXY: false,
      WEB_DIST_DIR: DEFAULT_WEB_DIST_DIR,
      warnings: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('parses flags, numbers and the short recently-updated window', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      TWO_FACTOR: '1',
      USE_JMR_ENDPOINTS: '1',
      MOTOR_SERVICE_DISCONTINUED: '1',
      RECENTLY_UPDATED_LONG_WINDOW: '0',
      RATE_LIMIT_MAX: '20',
      DEV_MAILBOX: '0',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cover',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      TWO_FACTOR: true,
      USE_JMR_ENDPOINTS: true,
      MOTOR_SERVICE_DISCONTINUED: true,
      RECENTLY_UPDATED_LONG_WINDOW: false,
      RECENTLY_UPDATED_WINDOW_MS: 5 * 60 * 1000,
      RATE_LIMIT_MAX: 20,
      DEV_MAILBOX: false,
      TRUST_PROXY: true,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cover',
    });
  });

  it('treats empty variables as unset and resolves relative paths from the repository root', () => {
    const config = loadConfig({ ...base, PORT: '', DATA_DIR: 'tmp/cover-data', LOG_DIR: '/var/log/cover' });
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(join(findRepoRoot(), 'tmp', 'cover-data'));
    expect(config.LOG_DIR).toBe('/var/log/cover');
    expect(isAbsolute(config.WEB_DIST_DIR)).toBe(true);
  });

  it('lists every invalid variable at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      TWO_FACTOR: 'yes',
      DATABASE_URL: 'mysql://db',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'loud',
    });
    const variables = problems.map((problem) => problem.split(':')[0]);
    expect(variables).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'PORT',
        'TWO_FACTOR',
        'DATABASE_URL',
        'RATE_LIMIT_MAX',
        'LOG_LEVEL',
      ]),
    );
    expect(problems).toHaveLength(6);
    expect(problems.find((problem) => problem.startsWith('TWO_FACTOR'))).toContain("must be '1' or '0'");
  });

  it('requires a strong SESSION_SECRET and no development mailbox in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'short', DEV_MAILBOX: '1' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DEV_MAILBOX',
      'SESSION_SECRET',
    ]);
    const config = loadConfig({ NODE_ENV: 'production', ...base });
    expect(config.DEV_MAILBOX).toBe(false);
    expect(isDevMailboxEnabled(config)).toBe(false);
  });

  it('reads the SMS provider settings, and needs both token parts when SMS_API_URL is set', () => {
    const sms = {
      ...base,
      SMS_API_URL: 'https://api.bulksms.com/v1',
      SMS_API_TOKEN_ID: 'token-id',
      SMS_API_TOKEN_SECRET: 'token-secret',
      SMS_FROM: 'TelkomCover',
    };
    expect(loadConfig(sms)).toMatchObject(sms);
    const unset = loadConfig(base);
    expect(unset.SMS_API_URL).toBeUndefined();
    expect(unset.SMS_FROM).toBeUndefined();

    expect(problemsOf({ ...base, SMS_API_URL: 'https://api.bulksms.com/v1' })).toEqual([
      'SMS_API_TOKEN_ID: is required when SMS_API_URL is set',
      'SMS_API_TOKEN_SECRET: is required when SMS_API_URL is set',
    ]);
    expect(problemsOf({ ...sms, SMS_API_TOKEN_SECRET: ' ' })).toEqual([
      'SMS_API_TOKEN_SECRET: is required when SMS_API_URL is set',
    ]);
    // Token parts alone switch nothing on and are not an error.
    expect(loadConfig({ ...base, SMS_API_TOKEN_ID: 'id' }).SMS_API_URL).toBeUndefined();
  });

  it.each([
    ['SMS_API_URL', 'ftp://sms.example.com', 'must be an http(s):// URL'],
    ['SMS_API_URL', 'api.bulksms.com/v1', 'must be an http(s):// URL'],
    ['SMS_FROM', 'TelkomCover1', 'must be at most 11 letters or digits'],
    ['SMS_FROM', 'Telkom Cvr', 'must be at most 11 letters or digits'],
    ['SMS_FROM', 'Cover!', 'must be at most 11 letters or digits'],
  ])('refuses %s=%s', (name, value, message) => {
    const env = { ...base, SMS_API_TOKEN_ID: 'id', SMS_API_TOKEN_SECRET: 'secret', [name]: value };
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name}: ${message}`);
  });

  it('generates and keeps a session secret under DATA_DIR outside production, with a warning', () => {
    const dataDir = testConfig().DATA_DIR;
    const first = loadConfig({ DATA_DIR: join(dataDir, 'secret-check') });
    const second = loadConfig({ DATA_DIR: join(dataDir, 'secret-check') });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(first.warnings[0]).toContain('SESSION_SECRET is not set');
  });
});

describe('testConfig', () => {
  it('is a quiet in-memory test configuration that takes overrides', () => {
    const config = testConfig({ RATE_LIMIT_MAX: 7 });
    expect(config).toMatchObject({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'memory://',
      RATE_LIMIT_MAX: 7,
    });
  });

  it('hashes passwords cheaply; loadConfig keeps the production cost whatever the environment says', () => {
    expect(testConfig().passwordHashParams).toBe(TEST_SCRYPT_PARAMS);
    expect(loadConfig({ ...base, passwordHashParams: '{"N":2}' }).passwordHashParams).toBe(
      DEFAULT_SCRYPT_PARAMS,
    );
    expect(DEFAULT_SCRYPT_PARAMS.N * DEFAULT_SCRYPT_PARAMS.p).toBeGreaterThan(TEST_SCRYPT_PARAMS.N);
  });
});
