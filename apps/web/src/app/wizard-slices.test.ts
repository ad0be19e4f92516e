import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A wizard's slice joins the store when its module loads (wizard-slices.ts). Fresh modules per step, as
 * in a browser: a page load makes the store, and a wizard's slice joins only if its page's code loads.
 */
async function pageLoad() {
  vi.resetModules();
  const { createAppStore } = await import('./store');
  const app = createAppStore();
  const persistor = await app.startPersistence();
  const { callbackRequested } = await import('../components/callback/callback-slice');
  const { policyHolderSlice } = await import('./persisted-slices');
  /** Something else happens in the store (the visitor uses another page). */
  const otherAction = () => {
    app.store.dispatch(callbackRequested({ source: 'home', reply: { reference: 'CB-1', message: 'ok' } }));
    app.store.dispatch(policyHolderSlice.actions.policyHolderLoaded({ first_name: 'Thandi' }));
  };
  const deviceWizard = () => import('../features/device/shared/wizard/registration-slice');
  return { ...app, persistor, otherAction, deviceWizard };
}

function savedSlice(key: string): unknown {
  const raw = localStorage.getItem('persist:nextjs');
  if (!raw) return undefined;
  const value = (JSON.parse(raw) as Record<string, string | undefined>)[key];
  return value === undefined ? undefined : JSON.parse(value);
}

/** A visit that answers the device wizard's first step, and leaves. */
async function visitThatAnswersTheDeviceWizard() {
  const visit = await pageLoad();
  const { deviceRegistrationSlice } = await visit.deviceWizard();
  visit.store.dispatch(
    deviceRegistrationSlice.actions.stepSaved({ step: 1, values: { deviceBrand: 'Samsung' } }),
  );
  await visit.persistor.flush();
  expect(savedSlice('deviceInsuranceRegistration')).toMatchObject({ values: { deviceBrand: 'Samsung' } });
}

afterEach(() => localStorage.clear());

describe("the wizards' slices joining the store", () => {
  it('are not in the store of a page that has not loaded them, and appear at once when one loads', async () => {
    const { store, deviceWizard } = await pageLoad();
    expect(store.getState()).not.toHaveProperty('deviceInsuranceRegistration');
    expect(store.getState()).not.toHaveProperty('funeralQuote');
    const { deviceRegistrationSlice } = await deviceWizard();
    expect(store.getState().deviceInsuranceRegistration).toEqual(deviceRegistrationSlice.getInitialState());
    expect(store.getState()).not.toHaveProperty('funeralQuote');
  });

  it("keep a wizard's saved answers while other pages are used, and save them again", async () => {
    await visitThatAnswersTheDeviceWizard();
    const next = await pageLoad();
    next.otherAction();
    await next.persistor.flush();
    // Without the store keeping it, redux's combineReducers would have dropped it, and the loss been saved.
    expect(savedSlice('deviceInsuranceRegistration')).toMatchObject({ values: { deviceBrand: 'Samsung' } });
    expect(savedSlice('policyHolder')).toMatchObject({ policyHolder: { first_name: 'Thandi' } });

    await next.deviceWizard();
    expect(next.store.getState().deviceInsuranceRegistration).toMatchObject({
      activeStep: 2,
      succeedSteps: [1],
      values: { deviceBrand: 'Samsung' },
    });
  });

  it('leave the state as it was when nothing changed (the same object, as the store promises)', async () => {
    await visitThatAnswersTheDeviceWizard();
    const { store } = await pageLoad();
    const before = store.getState();
    store.dispatch({ type: 'nothing/happened' });
    expect(store.getState()).toBe(before);
  });

  it("clear a wizard's saved answers on sign-out, though its slice never joined", async () => {
    await visitThatAnswersTheDeviceWizard();
    const next = await pageLoad();
    expect(next.store.getState()).toHaveProperty('deviceInsuranceRegistration');
    await next.clearPersistedState();
    expect(next.store.getState()).not.toHaveProperty('deviceInsuranceRegistration');
    expect(localStorage.getItem('persist:nextjs')).toBeNull();

    const after = await pageLoad();
    after.otherAction();
    await after.persistor.flush();
    expect(savedSlice('deviceInsuranceRegistration')).toBeUndefined();
    const { deviceRegistrationSlice } = await after.deviceWizard();
    expect(after.store.getState().deviceInsuranceRegistration).toEqual(
      deviceRegistrationSlice.getInitialState(),
    );
  });

  it('give a prerendered page the state it was rendered with: initial, with the joined wizards', async () => {
    await visitThatAnswersTheDeviceWizard();
    const { store, renderedState, deviceWizard } = await pageLoad();
    expect(store.getState()).toHaveProperty('deviceInsuranceRegistration.values.deviceBrand', 'Samsung');
    expect(renderedState()).not.toHaveProperty('deviceInsuranceRegistration');
    const { deviceRegistrationSlice } = await deviceWizard();
    expect(renderedState().deviceInsuranceRegistration).toEqual(deviceRegistrationSlice.getInitialState());
    expect(renderedState().policyHolder.policyHolder).toBeNull();
  });
});
