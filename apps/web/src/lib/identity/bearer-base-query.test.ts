import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { json, mockFetch, refusal } from '../../test/mock-fetch';
import { createAppStore } from '../../app/store';
import { withBearerToken } from './bearer-base-query';
import { getAccessToken } from './tokens';
import { forgetSession } from './session-thunks';

vi.mock('./tokens', () => ({ getAccessToken: vi.fn() }));
vi.mock('./session-thunks', () => ({ forgetSession: vi.fn(() => async () => undefined) }));

const token = vi.mocked(getAccessToken);

beforeEach(() => {
  token.mockImplementation(async (audience) => `${audience}-token`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function baseQueryApi() {
  const { store } = createAppStore();
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query' as const,
  };
}

const query = withBearerToken(fetchBaseQuery({ baseUrl: '/api' }));

describe('withBearerToken', () => {
  it.each([
    ['retail/user/getAdminUser', 'Bearer retail-token'],
    ['jmr/funeral/policy/getPolicy', 'Bearer retail-token'],
    ['employee/twoFactor/status', 'Bearer employee-token'],
    ['telkom-cms/funeral/get-policies', 'Bearer employee-token'],
    ['operator/getUserName', null],
    ['config', null],
  ])('%s carries %s', async (url, authorization) => {
    const fetched = mockFetch({ [`GET /api/${url.split('?')[0]}`]: () => json(200, {}) });
    await query({ url, headers: { accept: 'application/json' } }, baseQueryApi(), {});
    const [call] = fetched.calls;
    expect(call?.headers.get('authorization')).toBe(authorization);
    expect(call?.headers.get('accept')).toBe('application/json');
  });

  it('sends no header when nobody of the audience is signed in', async () => {
    token.mockResolvedValue(null);
    const fetched = mockFetch({ 'POST /api/retail/signUpCheck': () => json(200, { available: true }) });
    await query({ url: 'retail/signUpCheck', method: 'POST', body: {} }, baseQueryApi(), {});
    expect(fetched.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('forgets the session when the API refuses the token', async () => {
    mockFetch({
      'GET /api/employee/user/getAdminUser': () => refusal(401, 'UNAUTHENTICATED', 'Sign in'),
    });
    const result = await query('employee/user/getAdminUser', baseQueryApi(), {});
    expect(result.error?.status).toBe(401);
    expect(forgetSession).toHaveBeenCalledWith('employee');
  });
});
