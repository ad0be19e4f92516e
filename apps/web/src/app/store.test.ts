import { describe, expect, it, vi } from 'vitest';
import { persistedReducers, policyHolderSlice } from './persisted-slices';
import { WIZARD_SLICE_KEYS } from './root-reducer';
import { persistConfig } from './persistence';
import { createAppStore } from './store';
// Every wizard's slice joins as its module loads (wizard-slices.test.ts covers the time before that).
import { deviceRegistrationSlice } from '../features/device/shared/wizard/registration-slice';
import '../features/funeral/retail/state/funeral-quote-slice';
import '../features/funeral/employee/state/register-slice';
import '../features/motor/shared/wizard/registration-slice';
import { callbackRequested } from '../components/callback/callback-slice';
import { notified } from '../components/notifications/notifications-slice';

const WHITELIST = [
  'policyHolder',
  'funeralQuote',
  'policyHolderRegister',
  'operatorUser',
  'employeeFuneralRegister',
  'deviceInsuranceRegistration',
  'motorInsuranceRegistration',
];

function saved(): Record<string, unknown> {
  const raw = localStorage.getItem('persist:nextjs');
  if (!raw) throw new Error('nothing saved under persist:nextjs');
  return JSON.parse(raw) as Record<string, unknown>;
}

describe('store persistence', () => {
  it('is configured with key nextjs, time-out 5000 and exactly the persisted slices', () => {
    expect(persistConfig.key).toBe('nextjs');
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual(WHITELIST);
    expect([...Object.keys(persistedReducers), ...WIZARD_SLICE_KEYS].sort()).toEqual([...WHITELIST].sort());
  });

  it('saves only the whitelisted slices under persist:nextjs', async () => {
    const { store, startPersistence } = createAppStore();
    const persistor = await startPersistence();
    store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    store.dispatch(callbackRequested({ source: 'home', reply: { reference: 'CB-1', message: 'ok' } }));
    store.dispatch(notified('Saved', 'success'));
    await persistor.flush();

    const keys = Object.keys(saved()).filter((key) => key !== '_persist');
    expect(keys.sort()).toEqual([...WHITELIST].sort());
    expect(JSON.parse(String(saved().policyHolder))).toMatchObject({
      policyHolder: { first_name: 'Thandi' },
    });
    expect(localStorage.length).toBe(1);
  });

  it('restores saved slices into a new store (a page reload)', async () => {
    const first = createAppStore();
    const persistor = await first.startPersistence();
    first.store.dispatch(
      deviceRegistrationSlice.actions.stepSaved({ step: 1, values: { deviceBrand: 'Samsung' } }),
    );
    first.store.dispatch(
      callbackRequested({ source: 'header', reply: { reference: 'CB-2', message: 'ok' } }),
    );
    await persistor.flush();

    const second = createAppStore();
    const restored = await second.startPersistence();
    await restored.flush(); // nothing left to write into the next test's storage
    expect(second.store.getState().deviceInsuranceRegistration).toMatchObject({
      activeStep: 2,
      succeedSteps: [1],
      values: { deviceBrand: 'Samsung' },
    });
    expect(second.store.getState().callback.headerSuccess).toBe(false);
  });

  it('clears the persisted slices and the saved copy on sign-out', async () => {
    const { store, startPersistence, clearPersistedState } = createAppStore();
    const persistor = await startPersistence();
    store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    await persistor.flush();
    expect(localStorage.getItem('persist:nextjs')).not.toBeNull();

    await clearPersistedState();
    expect(store.getState().policyHolder.policyHolder).toBeNull();
    expect(localStorage.getItem('persist:nextjs')).toBeNull();
  });

  it('reads nothing saved until persistence starts: a first load does not need redux-persist', async () => {
    const first = createAppStore();
    first.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    await (await first.startPersistence()).flush();

    const second = createAppStore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // redux-persist would have read the saved copy by now (localStorage answers at once); it has not started.
    expect(second.store.getState()).not.toHaveProperty('_persist');
    expect(second.store.getState().policyHolder.policyHolder).toBeNull();
    const persistor = await second.startPersistence();
    expect(await second.startPersistence()).toBe(persistor);
    expect(second.store.getState().policyHolder.policyHolder).toEqual({ first_name: 'Thandi' });
  });

  it('keeps what this page changed before the saved copy loaded, and fills the rest from it', async () => {
    const earlier = createAppStore();
    const earlierPersistor = await earlier.startPersistence();
    earlier.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    earlier.store.dispatch(
      deviceRegistrationSlice.actions.stepSaved({ step: 1, values: { deviceBrand: 'Samsung' } }),
    );
    await earlierPersistor.flush();

    // The next visit answers the device wizard's first step again before the saved copy is in.
    const visit = createAppStore();
    visit.store.dispatch(
      deviceRegistrationSlice.actions.stepSaved({ step: 1, values: { deviceBrand: 'Nokia' } }),
    );
    const persistor = await visit.startPersistence();
    expect(visit.store.getState().deviceInsuranceRegistration.values).toMatchObject({ deviceBrand: 'Nokia' });
    expect(visit.store.getState().policyHolder.policyHolder).toEqual({ first_name: 'Thandi' });
    await persistor.flush();
    expect(JSON.parse(String(saved().deviceInsuranceRegistration))).toMatchObject({
      values: { deviceBrand: 'Nokia' },
    });
  });

  it('signs out before persistence has started without the saved copy coming back', async () => {
    const earlier = createAppStore();
    const persistor = await earlier.startPersistence();
    earlier.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    await persistor.flush();

    const visit = createAppStore();
    await visit.clearPersistedState();
    expect(visit.store.getState().policyHolder.policyHolder).toBeNull();
    expect(localStorage.getItem('persist:nextjs')).toBeNull();
  });

  describe('when needed', () => {
    it('starts nothing on a first visit until a persisted slice changes, then saves that change', async () => {
      const visit = createAppStore();
      await visit.persistWhenNeeded();
      visit.store.dispatch(
        callbackRequested({ source: 'home', reply: { reference: 'CB-3', message: 'ok' } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(visit.store.getState()).not.toHaveProperty('_persist');

      visit.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
      await vi.waitFor(() => expect(localStorage.getItem('persist:nextjs')).not.toBeNull());
      expect(JSON.parse(String(saved().policyHolder))).toMatchObject({
        policyHolder: { first_name: 'Thandi' },
      });
    });

    it('reads a saved copy before it resolves', async () => {
      const earlier = createAppStore();
      const persistor = await earlier.startPersistence();
      earlier.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
      await persistor.flush();

      const visit = createAppStore();
      await visit.persistWhenNeeded();
      expect(visit.store.getState().policyHolder.policyHolder).toEqual({ first_name: 'Thandi' });
    });

    it('signs out without loading persistence when nothing was saved', async () => {
      const visit = createAppStore();
      await visit.persistWhenNeeded();
      await visit.clearPersistedState();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(visit.store.getState()).not.toHaveProperty('_persist');
      expect(localStorage.getItem('persist:nextjs')).toBeNull();
    });
  });
});
