import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MotorApplication, MotorQuotePackage } from '@cover/domain/motor';
import { signOut } from '../../../../app/session-actions';
import { joinWizardSlice } from '../../../../app/wizard-slices';
import { completeStep } from '../../../../components/wizard/wizard-progress';
import {
  MOTOR_STEP,
  MOTOR_WIZARD_STEPS,
  initialMotorValues,
  motorRegistrationInitial,
  type MotorRegistrationState,
  type MotorRegistrationValues,
  type PreInspectionDraft,
  type ReopenedMotorDraft,
  type VehicleCheckDraft,
} from './registration-types';

const STEPS = MOTOR_WIZARD_STEPS.length;

/** A part of the values as a step edits it: each group it holds is replaced as a whole. */
export type MotorValuesChange = Partial<MotorRegistrationValues>;

/**
 * The persisted draft as the screens read it: a draft saved by an older version of the app is completed
 * with the current defaults, never shown broken.
 */
export function normaliseMotorDraft(
  state: Partial<MotorRegistrationState> | undefined,
): MotorRegistrationState {
  const initial = initialMotorValues();
  const values = (state?.values ?? {}) as Partial<MotorRegistrationValues>;
  return {
    ...motorRegistrationInitial,
    ...state,
    succeedSteps: Array.isArray(state?.succeedSteps) ? state.succeedSteps : [],
    serverErrors: state?.serverErrors ?? {},
    chosenDocuments: state?.chosenDocuments ?? {},
    values: {
      ...initial,
      ...values,
      vehicle: { ...initial.vehicle, ...values.vehicle },
      address: {
        googleAddress: { ...initial.address.googleAddress, ...values.address?.googleAddress },
      },
      permanentDriver: { ...initial.permanentDriver, ...values.permanentDriver },
      ownerDetails: { ...initial.ownerDetails, ...values.ownerDetails },
      previousInsuranceDetails: { ...initial.previousInsuranceDetails, ...values.previousInsuranceDetails },
      extraVehicleDetails: { ...initial.extraVehicleDetails, ...values.extraVehicleDetails },
      performanceEnhancementDetails: {
        ...initial.performanceEnhancementDetails,
        ...values.performanceEnhancementDetails,
      },
      motorVehicleFinance: { ...initial.motorVehicleFinance, ...values.motorVehicleFinance },
      creditLifeDetails: {
        ...initial.creditLifeDetails,
        ...values.creditLifeDetails,
        personResponsibleForFinancing: {
          ...initial.creditLifeDetails.personResponsibleForFinancing,
          ...values.creditLifeDetails?.personResponsibleForFinancing,
        },
      },
      bankAccount: { ...initial.bankAccount, ...values.bankAccount },
      billingAddress: { ...initial.billingAddress, ...values.billingAddress },
      consents: { ...initial.consents, ...values.consents },
    },
  };
}

function advance(state: MotorRegistrationState, step: number) {
  const next = completeStep(state, step, STEPS);
  state.activeStep = next.activeStep;
  state.succeedSteps = [...next.succeedSteps];
}

const withoutErrorsOf = (errors: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !fields.includes(path)));

/** The documents an application holds as the draft keeps them: id, file name and kind. */
const heldDocuments = (documents: MotorApplication['documents']) =>
  documents.map((document) => ({ documentId: document.id, name: document.name, kind: document.type }));

/** The files chosen and not yet sent: a kind the application no longer needs was sent (or is not asked). */
const stillToSend = (chosen: Record<string, string> | undefined, outstanding: readonly string[]) =>
  Object.fromEntries(Object.entries(chosen ?? {}).filter(([kind]) => outstanding.includes(kind)));

/** The motor registration (persisted as motorInsuranceRegistration; restored on load). */
export const motorRegistrationSlice = createSlice({
  name: 'motorInsuranceRegistration',
  initialState: motorRegistrationInitial,
  reducers: {
    /**
     * A signed-in customer opens the draft: one filled in before signing in (on the motor page) becomes
     * theirs; another customer's draft (left on this device without signing out) is cleared, never shown.
     */
    draftOwnerSeen(state, action: PayloadAction<string>) {
      const owner = state.owner ?? null;
      if (owner === action.payload) return;
      if (owner === null) {
        state.owner = action.payload;
        return;
      }
      return { ...motorRegistrationInitial, owner: action.payload };
    },
    /** What is typed on a step, kept in the draft before it is saved (going back or reloading loses nothing). */
    valuesEdited(state, action: PayloadAction<MotorValuesChange>) {
      state.values = { ...normaliseMotorDraft(state).values, ...action.payload };
    },
    /** A step saved with valid values: it is done and the next one opens. */
    stepSaved(state, action: PayloadAction<{ step: number; values: MotorValuesChange }>) {
      state.values = { ...normaliseMotorDraft(state).values, ...action.payload.values };
      advance(state, action.payload.step);
    },
    /** The vehicle chosen on the motor page: the wizard starts from it at the vehicle step. */
    estimateCarried(state, action: PayloadAction<MotorValuesChange>) {
      state.values = { ...normaliseMotorDraft(state).values, ...action.payload };
      state.activeStep = MOTOR_STEP.vehicle;
    },
    vehicleChecked(state, action: PayloadAction<VehicleCheckDraft>) {
      state.vehicleCheck = action.payload;
    },
    quoteSaved(state, action: PayloadAction<{ quote: MotorQuotePackage; key: string }>) {
      state.quote = action.payload.quote;
      state.quoteKey = action.payload.key;
    },
    /** An application was made from the stored quote: the package is used, the next change needs a new one. */
    quoteUsed(state) {
      if (state.quote) state.quote.expired = true;
    },
    /** createPreinspection answered (or a text was sent for it). */
    preInspectionSaved(state, action: PayloadAction<PreInspectionDraft>) {
      state.preInspection = action.payload;
    },
    /** createApplication answered: the PENDING application (new or changed). */
    applicationSaved(state, action: PayloadAction<{ application: MotorApplication; sentKey: string }>) {
      const { application, sentKey } = action.payload;
      state.application = {
        applicationId: application.applicationId,
        requiredDocuments: application.requiredDocuments,
        documentsOutstanding: application.documentsOutstanding,
        documents: heldDocuments(application.documents),
        sentKey,
        reopened: state.application?.reopened,
      };
      state.serverErrors = {};
    },
    /** A PENDING application opened from the policies page (?applicationId=): the draft becomes it. */
    applicationReopened(state, action: PayloadAction<ReopenedMotorDraft>) {
      return { ...motorRegistrationInitial, owner: state.owner ?? null, ...action.payload };
    },
    /**
     * An upload (or a read of the application) answered: what it still needs and the documents it holds,
     * by name; a file chosen for a kind it no longer needs was sent and is no longer waiting.
     */
    documentsUpdated(
      state,
      action: PayloadAction<
        Pick<MotorApplication, 'applicationId' | 'documentsOutstanding'> &
          Partial<Pick<MotorApplication, 'documents'>>
      >,
    ) {
      const { applicationId, documentsOutstanding, documents } = action.payload;
      if (state.application?.applicationId !== applicationId) return;
      state.application.documentsOutstanding = documentsOutstanding;
      if (documents) state.application.documents = heldDocuments(documents);
      state.chosenDocuments = stillToSend(state.chosenDocuments, documentsOutstanding);
    },
    /** A file chosen on the last step (its name only), or `name` null when it was removed or refused. */
    documentChosen(state, action: PayloadAction<{ kind: string; name: string | null }>) {
      const { kind, name } = action.payload;
      const chosen = { ...(state.chosenDocuments ?? {}) };
      if (name === null) delete chosen[kind];
      else chosen[kind] = name;
      state.chosenDocuments = chosen;
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
    /** The application was declared: the draft starts again, keeping whose it is. */
    applicationDeclared: (state) => ({ ...motorRegistrationInitial, owner: state.owner ?? null }),
    /** Starting again clears everything (the signed-in customer it belongs to stays). */
    reset: (state) => ({ ...motorRegistrationInitial, owner: state.owner ?? null }),
  },
  extraReducers: (builder) => builder.addCase(signOut, () => motorRegistrationInitial),
});

export const motorRegistrationActions = motorRegistrationSlice.actions;

// The slice joins the store as this module loads: whatever reads or dispatches to it imports this module.
joinWizardSlice('motorInsuranceRegistration', motorRegistrationSlice.reducer);
