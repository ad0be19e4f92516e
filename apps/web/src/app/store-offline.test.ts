import { describe, expect, it, vi } from 'vitest';

/** The persisted slices as saved under persist:nextjs, each parsed. */
function savedPolicyHolder(): unknown {
  const raw = localStorage.getItem('persist:nextjs');
  if (!raw) return undefined;
  return JSON.parse(String((JSON.parse(raw) as Record<string, unknown>).policyHolder));
}

describe('store persistence without the network', () => {
  it('tries again on the next change when redux-persist could not download', async () => {
    vi.doMock('./persistence', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const { createAppStore } = await import('./store');
    const { policyHolderSlice } = await import('./persisted-slices');
    const visit = createAppStore();
    await visit.persistWhenNeeded();
    visit.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem('persist:nextjs')).toBeNull();

    vi.doUnmock('./persistence'); // the network is back
    visit.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandiwe' }));
    await vi.waitFor(() =>
      expect(savedPolicyHolder()).toMatchObject({ policyHolder: { first_name: 'Thandiwe' } }),
    );
  });
});
