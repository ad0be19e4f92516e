import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, json, mockFetch, refusal } from '../test/mock-fetch';
import { loadIdentityConfig } from '../lib/identity/identity-config';
import { createAppStore } from './store';
import { configApi } from './config-api';
import { loadPublicConfig, usePublicConfig } from './public-config';

function BuildStamp() {
  const config = usePublicConfig();
  return <p>{config ? `Build ${config.buildStamp}` : 'no config yet'}</p>;
}

const configCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/config');

describe('the public config', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one request for the shell, the identity client and the api', async () => {
    const { calls } = mockFetch();
    render(<BuildStamp />);
    const { store } = createAppStore();
    const [identity, fromApi] = await Promise.all([
      loadIdentityConfig(),
      store.dispatch(configApi.endpoints.getConfig.initiate()),
    ]);
    expect(await screen.findByText(`Build ${DEFAULT_CONFIG.buildStamp}`)).toBeInTheDocument();
    expect(identity).toEqual({ identity: null, twoFactor: false });
    expect(fromApi.data?.buildStamp).toBe(DEFAULT_CONFIG.buildStamp);
    expect(configCalls(calls)).toHaveLength(1);
  });

  it('renders without it on the server, as a prerendered page was written', () => {
    mockFetch();
    expect(renderToString(<BuildStamp />)).toContain('no config yet');
  });

  it('is asked for again after a failed request, and the api reports the failure', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      'GET /api/config': () =>
        ++answers === 1 ? refusal(503, 'UNAVAILABLE', 'Down for a moment') : json(200, DEFAULT_CONFIG),
    });
    const { store } = createAppStore();
    const failed = await store.dispatch(configApi.endpoints.getConfig.initiate());
    expect(failed.error).toMatchObject({ status: 503, data: { error: { code: 'UNAVAILABLE' } } });
    await expect(loadPublicConfig()).resolves.toMatchObject({ buildStamp: DEFAULT_CONFIG.buildStamp });
    render(<BuildStamp />);
    await act(async () => {});
    expect(screen.getByText(`Build ${DEFAULT_CONFIG.buildStamp}`)).toBeInTheDocument();
    expect(configCalls(calls)).toHaveLength(2);
  });
});
