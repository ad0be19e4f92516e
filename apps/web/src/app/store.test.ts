import { describe, expect, it } from 'vitest';
import { persistedReducers, policyHolderSlice } from './persisted-slices';
import { WIZARD_SLICE_KEYS } from './root-reducer';
import { persistConfig, createAppStore } from './store';
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

async function rehydrated(persistor: ReturnType<typeof createAppStore>['persistor']) {
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
}

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
    const { store, persistor } = createAppStore();
    await rehydrated(persistor);
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
    await rehydrated(first.persistor);
    first.store.dispatch(
      deviceRegistrationSlice.actions.stepSaved({ step: 1, values: { deviceBrand: 'Samsung' } }),
    );
    first.store.dispatch(
      callbackRequested({ source: 'header', reply: { reference: 'CB-2', message: 'ok' } }),
    );
    await first.persistor.flush();

    const second = createAppStore();
    await rehydrated(second.persistor);
    expect(second.store.getState().deviceInsuranceRegistration).toMatchObject({
      activeStep: 2,
      succeedSteps: [1],
      values: { deviceBrand: 'Samsung' },
    });
    expect(second.store.getState().callback.headerSuccess).toBe(false);
  });

  it('clears the persisted slices and the saved copy on sign-out', async () => {
    const { store, persistor, clearPersistedState } = createAppStore();
    await rehydrated(persistor);
    store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
    await persistor.flush();
    expect(localStorage.getItem('persist:nextjs')).not.toBeNull();

    await clearPersistedState();
    expect(store.getState().policyHolder.policyHolder).toBeNull();
    expect(localStorage.getItem('persist:nextjs')).toBeNull();
  });
});
