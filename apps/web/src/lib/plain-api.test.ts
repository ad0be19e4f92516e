import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, refusal } from '../test/mock-fetch';
import { readApiError } from './api-error';
import { callApi, PlainApiError } from './plain-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const failureOf = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (failure) {
    return failure;
  }
  throw new Error('the call did not fail');
};

describe('callApi', () => {
  it('sends JSON to /api with same-origin credentials and answers the reply', async () => {
    const fetched = mockFetch({ 'POST /api/operator/login': () => json(200, { name: 'operator' }) });
    await expect(
      callApi('operator/login', { method: 'POST', body: { name: 'operator', pass: 'x' } }),
    ).resolves.toEqual({
      name: 'operator',
    });
    const [call] = fetched.callsTo('POST', '/api/operator/login');
    expect(call?.body).toEqual({ name: 'operator', pass: 'x' });
    expect(call?.headers.get('content-type')).toBe('application/json');
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers null for a reply without a body', async () => {
    mockFetch({ 'POST /api/operator/logout': () => new Response(null, { status: 204 }) });
    await expect(callApi('operator/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('fails with the status and the error envelope, which readApiError reads as for RTK Query', async () => {
    mockFetch({
      'POST /api/operator/login': () => refusal(401, 'OPERATOR_LOGIN_FAILED', 'Invalid credentials'),
    });
    const failure = await failureOf(callApi('operator/login', { method: 'POST', body: {} }));
    expect(failure).toBeInstanceOf(PlainApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(readApiError(failure)).toMatchObject({
      code: 'OPERATOR_LOGIN_FAILED',
      message: 'Invalid credentials',
    });
  });

  it('reads a lost connection, a time-out and a reply that is not JSON as the app says them', async () => {
    mockFetch({ 'GET /api/a': () => new TypeError('Failed to fetch') });
    expect(readApiError(await failureOf(callApi('a'))).code).toBe('NETWORK');
    mockFetch({
      'GET /api/b': () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      },
    });
    expect(readApiError(await failureOf(callApi('b'))).code).toBe('TIMEOUT');
    mockFetch({ 'GET /api/c': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const failure = await failureOf(callApi('c'));
    expect(failure).toMatchObject({ status: 502, data: '<html>Bad gateway</html>' });
    expect(readApiError(failure).code).toBe('UNKNOWN');
  });
});
