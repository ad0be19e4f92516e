import { describe, expect, it } from 'vitest';
import { metricsAccess, presentsToken } from './access.js';

const token = 'scrape-token-0123456789abcdef';

describe('metricsAccess', () => {
  it('wants the token whenever one is set, production or not', () => {
    expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV: 'production' })).toEqual({ kind: 'token', token });
    expect(metricsAccess({ METRICS_TOKEN: token, NODE_ENV: 'development' })).toEqual({
      kind: 'token',
      token,
    });
  });

  it('is open without a token outside production, hidden in production', () => {
    expect(metricsAccess({ METRICS_TOKEN: undefined, NODE_ENV: 'development' })).toEqual({ kind: 'open' });
    expect(metricsAccess({ METRICS_TOKEN: undefined, NODE_ENV: 'test' })).toEqual({ kind: 'open' });
    expect(metricsAccess({ METRICS_TOKEN: undefined, NODE_ENV: 'production' })).toEqual({ kind: 'hidden' });
  });
});

describe('presentsToken', () => {
  it.each([
    [`Bearer ${token}`, true],
    [`bearer ${token}`, true],
    [`Bearer  ${token} `, true],
    [undefined, false],
    ['', false],
    ['Bearer', false],
    ['Bearer ', false],
    [token, false],
    [`Basic ${token}`, false],
    [`Bearer ${token}x`, false],
    [`Bearer ${token.slice(0, -1)}`, false],
    [`Bearer ${token} extra`, false],
  ])('%j → %s', (header, expected) => {
    expect(presentsToken(header, token)).toBe(expected);
  });
});
