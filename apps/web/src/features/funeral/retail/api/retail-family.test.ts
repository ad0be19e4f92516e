/**
 * USE_JMR_ENDPOINTS (config.flags.useJmrEndpoints): the retail funeral calls go to the jmr family, the same
 * names and contracts under /api/jmr/funeral; without the flag they go to /api/retail/funeral.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../../app/store';
import { DEFAULT_CONFIG, json, mockFetch } from '../../../../test/mock-fetch';
import { funeralPolicyApi } from './policy-api';

afterEach(() => vi.unstubAllGlobals());

const withFlag = (useJmrEndpoints: boolean) => ({
  'GET /api/config': () =>
    json(200, { ...DEFAULT_CONFIG, flags: { ...DEFAULT_CONFIG.flags, useJmrEndpoints } }),
  'GET /api/jmr/funeral/policy/getPolicy': () => json(200, { data: [] }),
  'GET /api/retail/funeral/policy/getPolicy': () => json(200, { data: [] }),
  'POST /api/jmr/funeral/policy/getDocument': () => json(200, { data: [] }),
  'POST /api/retail/funeral/policy/getDocument': () => json(200, { data: [] }),
});

const funeralCalls = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.includes('/funeral/'));

describe('the retail funeral path family', () => {
  it.each([
    [true, '/api/jmr/funeral'],
    [false, '/api/retail/funeral'],
  ])('with useJmrEndpoints %s calls %s', async (flag, prefix) => {
    const { calls } = mockFetch(withFlag(flag));
    const { store } = createAppStore();
    const list = await store.dispatch(funeralPolicyApi.endpoints.getPolicies.initiate({}));
    const documents = await store.dispatch(funeralPolicyApi.endpoints.getPolicyDocuments.initiate('p-1'));
    expect(list.isSuccess).toBe(true);
    expect(documents.isSuccess).toBe(true);
    expect(funeralCalls(calls)).toEqual([`${prefix}/policy/getPolicy`, `${prefix}/policy/getDocument`]);
  });
});
