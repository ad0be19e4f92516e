import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FUNERAL_COVER_TYPE, type QuotePackage } from '@cover/domain/funeral';
import { signOut } from '../../../../app/session-actions';
import { joinWizardSlice } from '../../../../app/wizard-slices';
import { emptyDebitOrder } from '../../shared/debit-order-draft';
import { emptyPerson } from '../../shared/members/member-drafts';
import { completeStep } from '../../../../components/wizard/wizard-progress';
import type {
  EmployeeCover,
  EmployeeDetails,
  EmployeeFuneralRegisterState,
  EmployeeRegisterValues,
  EmployeeVariant,
} from './register-types';

export const EMPLOYEE_STEP_COUNT = 4;

export const initialEmployeeValues = (variant: EmployeeVariant = 'salary'): EmployeeRegisterValues => ({
  variant,
  cover: {
    coverType: DEFAULT_FUNERAL_COVER_TYPE,
    coverOption: 'B',
    spouseIncluded: false,
    spouse: emptyPerson(),
    children: [],
    extendedFamily: [],
  },
  details: { idNumber: '', firstName: '', lastName: '', email: '', mobile: '' },
  beneficiaries: [],
  debitOrder: emptyDebitOrder(),
  declaration: { acceptTandc: false, acceptPOPIAandTCF: false, salaryDeduction: false, debitOrder: false },
});

export const employeeRegisterInitial: EmployeeFuneralRegisterState = {
  activeStep: 1,
  succeedSteps: [],
  values: initialEmployeeValues(),
  quote: null,
  quoteKey: null,
  totalPremium: 0,
  policyDetails: { policyId: '', policyNumber: '' },
};

function advance(state: EmployeeFuneralRegisterState, step: number) {
  const next = completeStep(state, step, EMPLOYEE_STEP_COUNT);
  state.activeStep = next.activeStep;
  state.succeedSteps = [...next.succeedSteps];
}

/** The employee funeral registration (persisted as employeeFuneralRegister; restored on load). */
export const employeeFuneralRegisterSlice = createSlice({
  name: 'employeeFuneralRegister',
  initialState: employeeRegisterInitial,
  reducers: {
    /** Starts (or restarts) a registration of a product; a draft of the same product resumes, typed values too. */
    started(state, action: PayloadAction<EmployeeVariant>) {
      if (state.values.variant === action.payload) return state;
      return {
        ...employeeRegisterInitial,
        policyDetails: state.policyDetails,
        values: initialEmployeeValues(action.payload),
      };
    },
    /** What is typed on a step, kept in the draft before the step is saved; progress does not change. */
    valuesEdited(state, action: PayloadAction<Partial<Omit<EmployeeRegisterValues, 'variant'>>>) {
      state.values = { ...state.values, ...action.payload };
    },
    coverSaved(state, action: PayloadAction<EmployeeCover>) {
      state.values.cover = action.payload;
      advance(state, 1);
    },
    detailsSaved(state, action: PayloadAction<EmployeeDetails>) {
      state.values.details = action.payload;
      advance(state, 2);
    },
    beneficiariesSaved(state, action: PayloadAction<EmployeeRegisterValues['beneficiaries']>) {
      state.values.beneficiaries = action.payload;
      advance(state, 3);
    },
    confirmationSaved(
      state,
      action: PayloadAction<Pick<EmployeeRegisterValues, 'debitOrder' | 'declaration'>>,
    ) {
      state.values.debitOrder = action.payload.debitOrder;
      state.values.declaration = action.payload.declaration;
    },
    /** The employee quote result: its totalPremium is what is deducted each month. */
    quoteSaved(state, action: PayloadAction<{ quote: QuotePackage; key: string }>) {
      state.quote = action.payload.quote;
      state.quoteKey = action.payload.key;
      state.totalPremium = action.payload.quote.totalPremium;
    },
    stepOpened(state, action: PayloadAction<number>) {
      state.activeStep = action.payload;
    },
    /** Application created: back to step 1 with the details cleared, keeping the new policy. */
    applicationCreated(_state, action: PayloadAction<{ policyId: string; policyNumber: string }>) {
      return { ...employeeRegisterInitial, policyDetails: action.payload };
    },
    /** The employee closed the "you're covered" notice of the policy just issued. */
    issuedSeen(state) {
      state.policyDetails = employeeRegisterInitial.policyDetails;
    },
    reset: () => employeeRegisterInitial,
  },
  extraReducers: (builder) => builder.addCase(signOut, () => employeeRegisterInitial),
});

export const employeeRegisterActions = employeeFuneralRegisterSlice.actions;

// The slice joins the store as this module loads: whatever reads or dispatches to it imports this module.
joinWizardSlice('employeeFuneralRegister', employeeFuneralRegisterSlice.reducer);
