import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceApplication, DeviceQuotePackage } from '@cover/domain/device';
import { signOut } from '../../../../app/session-actions';
import { joinWizardSlice } from '../../../../app/wizard-slices';
import { completeStep } from '../../../../components/wizard/wizard-progress';
import {
  DEVICE_STEP,
  DEVICE_WIZARD_STEPS,
  deviceRegistrationInitial,
  initialDeviceValues,
  type DevicePhoneChoice,
  type DeviceRegistrationState,
  type DeviceRegistrationValues,
  type ReopenedDraft,
} from './registration-types';

const STEPS = DEVICE_WIZARD_STEPS.length;

/**
 * The persisted draft as the screens read it: a draft saved by an older version of the app (or the
 * generic wizard draft this slice replaced) is completed with the current defaults, never shown broken.
 */
export function normaliseDeviceDraft(
  state: Partial<DeviceRegistrationState> | undefined,
): DeviceRegistrationState {
  const initial = initialDeviceValues();
  const values = (state?.values ?? {}) as Partial<DeviceRegistrationValues>;
  return {
    ...deviceRegistrationInitial,
    ...state,
    succeedSteps: Array.isArray(state?.succeedSteps) ? state.succeedSteps : [],
    serverErrors: state?.serverErrors ?? {},
    values: {
      ...initial,
      ...values,
      creditLife: { ...initial.creditLife, ...values.creditLife },
      bankAccount: { ...initial.bankAccount, ...values.bankAccount },
      billingAddress: { ...initial.billingAddress, ...values.billingAddress },
      consents: { ...initial.consents, ...values.consents },
    },
  };
}

function advance(state: DeviceRegistrationState, step: number) {
  const next = completeStep(state, step, STEPS);
  state.activeStep = next.activeStep;
  state.succeedSteps = [...next.succeedSteps];
}

function withoutErrorsOf(errors: Record<string, string>, fields: readonly string[]) {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => !fields.some((field) => path.startsWith(field))),
  );
}

/** The device registration (persisted as deviceInsuranceRegistration; restored on load). */
export const deviceRegistrationSlice = createSlice({
  name: 'deviceInsuranceRegistration',
  initialState: deviceRegistrationInitial,
  reducers: {
    /**
     * A signed-in customer opens the draft: one filled in before signing in (on the quote page) becomes
     * theirs; another customer's draft (left on this device without signing out) is cleared, never shown.
     */
    draftOwnerSeen(state, action: PayloadAction<string>) {
      const owner = state.owner ?? null;
      if (owner === action.payload) return;
      if (owner === null) {
        state.owner = action.payload;
        return;
      }
      return { ...deviceRegistrationInitial, owner: action.payload };
    },
    /** The phone chosen on the quote page or the phone step; a colour the new phone lacks is cleared. */
    phoneChosen(state, action: PayloadAction<DevicePhoneChoice>) {
      state.values = { ...normaliseDeviceDraft(state).values, ...action.payload };
      const colours = action.payload.catalogueDevice?.colours;
      if (colours && !colours.includes(state.values.deviceColor)) state.values.deviceColor = '';
    },
    /** What is typed on a step, kept in the draft before it is saved (going back or reloading loses nothing). */
    valuesEdited(state, action: PayloadAction<Partial<DeviceRegistrationValues>>) {
      state.values = { ...normaliseDeviceDraft(state).values, ...action.payload };
    },
    /**
     * A step saved with valid values. (Answers that differ from those the pending application was made
     * from send the wizard back to Payment: see staleProgress in registration-progress.ts.)
     */
    stepSaved(state, action: PayloadAction<{ step: number; values: Partial<DeviceRegistrationValues> }>) {
      state.values = { ...normaliseDeviceDraft(state).values, ...action.payload.values };
      advance(state, action.payload.step);
    },
    quoteSaved(state, action: PayloadAction<{ quote: DeviceQuotePackage; key: string }>) {
      state.quote = action.payload.quote;
      state.quoteKey = action.payload.key;
    },
    /** An application was made from the stored quote: the package is used, the next change needs a new one. */
    quoteUsed(state) {
      if (state.quote) state.quote.expired = true;
    },
    /** createApplication answered: the PENDING application (new or changed); on to the documents. */
    applicationSaved(state, action: PayloadAction<{ application: DeviceApplication; sentKey: string }>) {
      const { application, sentKey } = action.payload;
      state.application = {
        applicationId: application.applicationId,
        requiredDocuments: application.requiredDocuments,
        documentsOutstanding: application.documentsOutstanding,
        sentKey,
      };
      state.serverErrors = {};
      advance(state, DEVICE_STEP.payment);
    },
    /**
     * A PENDING application opened from the policies page (?applicationId=): the draft becomes it (its
     * answers, quote and progress, from reopenedDraft), still belonging to the signed-in customer.
     */
    applicationReopened(state, action: PayloadAction<ReopenedDraft>) {
      return { ...deviceRegistrationInitial, owner: state.owner ?? null, ...action.payload };
    },
    /** An upload answered with the application: what it still needs. */
    documentsUpdated(
      state,
      action: PayloadAction<Pick<DeviceApplication, 'applicationId' | 'documentsOutstanding'>>,
    ) {
      if (state.application?.applicationId !== action.payload.applicationId) return;
      state.application.documentsOutstanding = action.payload.documentsOutstanding;
    },
    documentsDone(state) {
      advance(state, DEVICE_STEP.documents);
    },
    /** The server's field problems: the first step holding one of them opens, showing it at its field. */
    serverErrorsReceived(state, action: PayloadAction<{ errors: Record<string, string>; step: number }>) {
      state.serverErrors = action.payload.errors;
      if (action.payload.step < state.activeStep) state.activeStep = action.payload.step;
    },
    serverErrorsShown(state, action: PayloadAction<readonly string[]>) {
      state.serverErrors = withoutErrorsOf(state.serverErrors ?? {}, action.payload);
    },
    stepOpened(state, action: PayloadAction<number>) {
      state.activeStep = action.payload;
    },
    /** The policy is issued: the draft starts again, keeping whose it is and the new policy. */
    policyIssued(state, action: PayloadAction<{ policyId: string; policyNumber: string }>) {
      return { ...deviceRegistrationInitial, owner: state.owner ?? null, policyDetails: action.payload };
    },
    /** Starting again clears everything (the signed-in customer it belongs to stays). */
    reset: (state) => ({ ...deviceRegistrationInitial, owner: state.owner ?? null }),
  },
  extraReducers: (builder) => builder.addCase(signOut, () => deviceRegistrationInitial),
});

export const deviceRegistrationActions = deviceRegistrationSlice.actions;

// The slice joins the store as this module loads: whatever reads or dispatches to it imports this module.
joinWizardSlice('deviceInsuranceRegistration', deviceRegistrationSlice.reducer);
