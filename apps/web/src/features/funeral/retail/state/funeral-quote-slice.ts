import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_FUNERAL_COVER_TYPE,
  FUNERAL_WIZARD_STEP_COUNT,
  SKIPPED_EXTENDED_FAMILY_DEFAULT,
  type QuotePackage,
} from '@cover/domain/funeral';
import { signOut } from '../../../../app/session-actions';
import { joinWizardSlice } from '../../../../app/wizard-slices';
import { isStoredQuoteCurrent } from '../../../../components/wizard/stored-quote';
import { completeStep, invalidateFrom } from '../../../../components/wizard/wizard-progress';
import { newExtendedFamilyMember } from '../../shared/members/member-drafts';
import type {
  CalculatorChoices,
  DraftEdit,
  FuneralQuoteState,
  PlanValues,
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
  owner: null,
  calculatorAges: null,
};

/**
 * The draft with the cover calculator's choices: plan, option, spouse, number of children and extended
 * family replace what the draft had; what was typed about the people (names, dates of birth, contact
 * details, beneficiaries) is kept. The plan changed, so the wizard starts again at step 1.
 */
export function withCalculatorChoices(
  state: FuneralQuoteState,
  choices: CalculatorChoices,
): FuneralQuoteState {
  const { step1, step3, step4 } = state;
  const relativeAges: Record<string, number> = {};
  const extendedFamily = choices.extendedFamily.map((relative, index) => {
    const held = step1.extendedFamily[index];
    const member =
      held && held.relationship === relative.relationship
        ? { ...held, coverageOption: relative.coverageOption }
        : {
            ...newExtendedFamilyMember(relative.coverageOption),
            relationship: relative.relationship,
          };
    if (relative.age !== null) relativeAges[member.key] = relative.age;
    return member;
  });
  // Step 4 adds a row for each further child (step 3's number); rows beyond the new number go.
  const children = step4.children.slice(0, choices.children);
  return {
    ...funeralQuoteInitial,
    policyDetails: state.policyDetails,
    owner: state.owner ?? null,
    step1: {
      ...step1,
      selectedPlan: choices.selectedPlan,
      coverOption: choices.coverOption,
      coverAmount: choices.coverAmount,
      extendedFamilyIncluded: extendedFamily.length > 0 ? 'yes' : 'no',
      extendedFamily,
    },
    step3: { ...step3, noOfChildrens: choices.children },
    step4: { ...step4, spouseIncluded: choices.spouseIncluded, children },
    step5: state.step5,
    step6: state.step6,
    calculatorAges: {
      mainMember: choices.mainMemberAge,
      spouse: choices.spouseIncluded ? choices.spouseAge : null,
      extendedFamily: relativeAges,
    },
  };
}

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

/** The quote also depends on the spouse and the number of children the Plan step holds. */
const familyKey = (state: FuneralQuoteState) =>
  JSON.stringify([state.step4.spouseIncluded, state.step4.spouse.dateOfBirth, state.step3.noOfChildrens]);

/** Keeps the Plan step's values: step 1, and the spouse and number of children where steps 3 and 4 hold them. */
function keepPlan(state: FuneralQuoteState, plan: PlanValues) {
  const { spouseIncluded, spouseDateOfBirth, noOfChildrens, ...step1 } = plan;
  const family = familyKey(state);
  state.step3 = { ...state.step3, noOfChildrens };
  state.step4 = {
    ...state.step4,
    spouseIncluded,
    spouse: { ...state.step4.spouse, dateOfBirth: spouseDateOfBirth },
  };
  if (familyKey(state) !== family) state.succeedSteps = [...invalidateFrom(state, 2).succeedSteps];
  keepStep1(state, step1);
}

/** The Plan step's values from the draft. */
export const planValuesOf = (state: Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4'>): PlanValues => ({
  ...state.step1,
  spouseIncluded: state.step4.spouseIncluded,
  spouseDateOfBirth: state.step4.spouse.dateOfBirth,
  noOfChildrens: state.step3.noOfChildrens,
});

export const funeralQuoteSlice = createSlice({
  name: 'funeralQuote',
  initialState: funeralQuoteInitial,
  reducers: {
    /** From the cover calculator's 'Get this cover': every choice made there, the rest of the draft kept. */
    startedFromCalculator(state, action: PayloadAction<CalculatorChoices>) {
      return withCalculatorChoices(state, action.payload);
    },
    /**
     * A signed-in customer opens the draft: one filled in before signing in becomes theirs; another
     * customer's draft (left on this device without signing out) is cleared, never shown.
     */
    draftOwnerSeen(state, action: PayloadAction<string>) {
      const owner = state.owner ?? null;
      if (owner === action.payload) return;
      if (owner === null) {
        state.owner = action.payload;
        return;
      }
      return { ...funeralQuoteInitial, owner: action.payload };
    },
    /** Changing a PENDING application: a fresh draft holding what it holds (state/application-draft.ts). */
    applicationChangeStarted(
      state,
      action: PayloadAction<Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4' | 'applicationId'>>,
    ) {
      return {
        ...funeralQuoteInitial,
        policyDetails: state.policyDetails,
        owner: state.owner ?? null,
        ...action.payload,
      };
    },
    /** What is typed on the Plan step, kept before it is saved (as draftEdited). */
    planEdited(state, action: PayloadAction<PlanValues>) {
      keepPlan(state, action.payload);
    },
    planSaved(state, action: PayloadAction<PlanValues>) {
      keepPlan(state, action.payload);
      advance(state, 1);
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
    applicationCreated(state, action: PayloadAction<PolicyDetails>) {
      return { ...funeralQuoteInitial, policyDetails: action.payload, owner: state.owner ?? null };
    },
    /** Clearing resets everything (the signed-in customer it belongs to stays). */
    reset: (state) => ({ ...funeralQuoteInitial, owner: state.owner ?? null }),
  },
  extraReducers: (builder) => builder.addCase(signOut, () => funeralQuoteInitial),
});

export const funeralQuoteActions = funeralQuoteSlice.actions;

// The slice joins the store as this module loads: whatever reads or dispatches to it imports this module.
joinWizardSlice('funeralQuote', funeralQuoteSlice.reducer);

/** Whether the quote held in the draft is still usable for this input (same members, not expired). */
export function isQuoteCurrent(
  state: Pick<FuneralQuoteState, 'quote' | 'quoteKey'>,
  key: string,
  now: Date = new Date(),
): boolean {
  return isStoredQuoteCurrent(state, key, now);
}
