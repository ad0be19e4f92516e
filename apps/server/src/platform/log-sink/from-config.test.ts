import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { logSinkOptionsFromConfig } from './from-config.js';

describe('logSinkOptionsFromConfig', () => {
  it('uses only the monthly file when no credentials are set', () => {
    const config = testConfig();
    const options = logSinkOptionsFromConfig(config);
    expect(options).toMatchObject({ logDir: config.LOG_DIR, stream: 'web-client', cloudWatch: null });
  });

  it('configures CloudWatch in us-east-1 when both credentials are present', () => {
    const options = logSinkOptionsFromConfig(
      testConfig({
        AWS_ACCESS_KEY_ID: 'AKID',
        AWS_SECRET_ACCESS_KEY: 'secret',
        CLOUDWATCH_ENDPOINT: 'http://127.0.0.1:4566',
      }),
    );
    expect(options.cloudWatch).toEqual({
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      logGroupName: 'telkom-cover',
      logStreamName: 'web-client',
      endpoint: 'http://127.0.0.1:4566',
    });
    expect(logSinkOptionsFromConfig(testConfig({ AWS_ACCESS_KEY_ID: 'AKID' })).cloudWatch).toBeNull();
  });
});
