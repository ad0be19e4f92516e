import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_FUNERAL_COVER_TYPE,
  FUNERAL_WIZARD_STEP_COUNT,
  SKIPPED_EXTENDED_FAMILY_DEFAULT,
  type QuotePackage,
} from '@cover/domain/funeral';
import { signOut } from '../../../../app/session-actions';
import { isStoredQuoteCurrent } from '../../../../components/wizard/stored-quote';
import { completeStep, invalidateFrom } from '../../../../components/wizard/wizard-progress';
import type {
  DraftEdit,
  FuneralQuoteState,
  PolicyDetails,
  WizardStep1,
  WizardStep3,
  WizardStep4,
  WizardStep5,
  WizardStep6,
} from './wizard-types';

/** Spec 002 §3 defaults: cover amount 0, billing day null, debit order date 0, flags valid, 'Money cover', 'no'. */
export const initialStep1: WizardStep1 = {
  selectedPlan: DEFAULT_FUNERAL_COVER_TYPE,
  coverOption: '',
  coverAmount: 0,
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  extendedFamilyIncluded: SKIPPED_EXTENDED_FAMILY_DEFAULT,
  extendedFamily: [],
};

export const initialStep3: WizardStep3 = {
  title: '',
  idNumber: '',
  mobile: '',
  alternateMobile: '',
  email: '',
  address: { formattedAddress: '', city: '', provience: '', code: '' },
  noOfChildrens: 0,
  validity: { idNumber: true, age: true, mobile: true, alternateMobile: true, email: true },
  isExistIdNumber: false,
  isUniqueIdNumber: true,
  beneficiaries: [],
};

export const initialStep4: WizardStep4 = {
  spouseIncluded: false,
  spouse: { firstName: '', lastName: '', idNumber: '', dateOfBirth: '' },
  children: [],
};

const initialDetails = {
  step1: initialStep1,
  step3: initialStep3,
  step4: initialStep4,
  step5: { acceptTandc: false, acceptPOPIAandTCF: false } as WizardStep5,
  step6: {
    bankName: '',
    branchCode: '',
    accountHolderName: '',
    accountNumber: '',
    debitOrderDate: 0,
    accountType: '',
  } as WizardStep6,
  quote: null,
  quoteKey: null,
  monthlyPremium: 0,
};

export const funeralQuoteInitial: FuneralQuoteState = {
  activeStep: 1,
  succeedSteps: [],
  ...initialDetails,
  policyDetails: { policyId: '', policyNumber: '', billingDay: null },
};

const STEPS = FUNERAL_WIZARD_STEP_COUNT;

function advance(state: FuneralQuoteState, step: number) {
  const next = completeStep(state, step, STEPS);
  state.activeStep = next.activeStep;
  state.succeedSteps = [...next.succeedSteps];
}

/** The quote depends on step 1's plan and members: changing them needs a new quote from step 2 on. */
const planKey = (step1: WizardStep1) =>
  JSON.stringify([
    step1.selectedPlan,
    step1.coverOption,
    step1.dateOfBirth,
    step1.extendedFamilyIncluded,
    step1.extendedFamily,
  ]);

/** Keeps step 1; a changed plan or members must be quoted again, so the later steps lose their success. */
function keepStep1(state: FuneralQuoteState, step1: WizardStep1) {
  const changed = planKey(state.step1) !== planKey(step1);
  state.step1 = step1;
  if (changed) {
    const kept = invalidateFrom(state, 2);
    state.succeedSteps = [...kept.succeedSteps];
  }
}

export const funeralQuoteSlice = createSlice({
  name: 'funeralQuote',
  initialState: funeralQuoteInitial,
  reducers: {
    /** From the cover calculator's 'Get this cover': a fresh draft with the plan chosen there. */
    startedFromCalculator(
      state,
      action: PayloadAction<
        Pick<WizardStep1, 'selectedPlan' | 'coverOption' | 'coverAmount'> & {
          spouseIncluded: boolean;
          children: number;
        }
      >,
    ) {
      const { spouseIncluded, children, ...plan } = action.payload;
      return {
        ...funeralQuoteInitial,
        policyDetails: state.policyDetails,
        step1: { ...initialStep1, ...plan },
        step3: { ...initialStep3, noOfChildrens: children },
        step4: { ...initialStep4, spouseIncluded },
      };
    },
    /** Changing a PENDING application: a fresh draft holding what it holds (state/application-draft.ts). */
    applicationChangeStarted(
      state,
      action: PayloadAction<Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4' | 'applicationId'>>,
    ) {
      return { ...funeralQuoteInitial, policyDetails: state.policyDetails, ...action.payload };
    },
    step1Saved(state, action: PayloadAction<WizardStep1>) {
      keepStep1(state, action.payload);
      advance(state, 1);
    },
    /**
     * What is typed on a step, kept in the draft before the step is saved (so going back, forward or
     * reloading loses nothing). Progress changes only as saving would: a new plan needs a new quote.
     */
    draftEdited(state, action: PayloadAction<DraftEdit>) {
      const { step1, step3, step4, step5, step6 } = action.payload;
      if (step1) keepStep1(state, { ...state.step1, ...step1 });
      if (step3) state.step3 = { ...state.step3, ...step3 };
      if (step4) state.step4 = { ...state.step4, ...step4 };
      if (step5) state.step5 = { ...state.step5, ...step5 };
      if (step6) state.step6 = { ...state.step6, ...step6 };
    },
    /** A quote success stores the quote package and its monthly premium. */
    quoteSaved(state, action: PayloadAction<{ quote: QuotePackage; key: string }>) {
      state.quote = action.payload.quote;
      state.quoteKey = action.payload.key;
      state.monthlyPremium = action.payload.quote.suggestedPremium;
    },
    step2Confirmed(state) {
      advance(state, 2);
    },
    step3Saved(state, action: PayloadAction<WizardStep3>) {
      state.step3 = action.payload;
      advance(state, 3);
    },
    step4Saved(state, action: PayloadAction<WizardStep4>) {
      state.step4 = action.payload;
      advance(state, 4);
    },
    step5Saved(state, action: PayloadAction<WizardStep5>) {
      state.step5 = action.payload;
      advance(state, 5);
    },
    step6Saved(state, action: PayloadAction<WizardStep6>) {
      state.step6 = action.payload;
    },
    stepOpened(state, action: PayloadAction<number>) {
      state.activeStep = action.payload;
    },
    /** A successful application: back to step 1 with the details cleared, keeping the new policy's details. */
    applicationCreated(_state, action: PayloadAction<PolicyDetails>) {
      return { ...funeralQuoteInitial, policyDetails: action.payload };
    },
    /** Clearing resets everything. */
    reset: () => funeralQuoteInitial,
  },
  extraReducers: (builder) => builder.addCase(signOut, () => funeralQuoteInitial),
});

export const funeralQuoteActions = funeralQuoteSlice.actions;

/** Whether the quote held in the draft is still usable for this input (same members, not expired). */
export function isQuoteCurrent(
  state: Pick<FuneralQuoteState, 'quote' | 'quoteKey'>,
  key: string,
  now: Date = new Date(),
): boolean {
  return isStoredQuoteCurrent(state, key, now);
}
