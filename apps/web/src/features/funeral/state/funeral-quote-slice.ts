import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_FUNERAL_COVER_TYPE,
  FUNERAL_WIZARD_STEP_COUNT,
  SKIPPED_EXTENDED_FAMILY_DEFAULT,
  type QuotePackage,
} from '@cover/domain';
import { signOut } from '../../../app/session-actions';
import { completeStep, invalidateFrom } from '../../../components/wizard/wizard-progress';
import type {
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
    step1Saved(state, action: PayloadAction<WizardStep1>) {
      const changed = planKey(state.step1) !== planKey(action.payload);
      state.step1 = action.payload;
      if (changed) {
        const kept = invalidateFrom(state, 2);
        state.succeedSteps = [...kept.succeedSteps];
      }
      advance(state, 1);
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
  if (!state.quote || state.quoteKey !== key || state.quote.expired) return false;
  return new Date(state.quote.expiresAt).getTime() > now.getTime();
}
