import { isTitle } from '@cover/domain';
import {
  RETAIL_FUNERAL_PACKAGE_NAME,
  type CreateApplicationInputDraft,
  type GetQuoteInput,
} from '@cover/domain/funeral';
import { toBeneficiaryInput } from '../../../../components/beneficiaries/beneficiary-rules';
import {
  blankToUndefined,
  dateOfBirthOf,
  payloadFamily,
  payloadRelative,
  quoteFamily,
  quoteIdentity,
  quoteRelative,
} from '../../shared/members/member-drafts';
import type { FuneralQuoteState } from './wizard-types';

type Draft = Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4'>;

/**
 * The getAQuote input for the draft. The main member is quoted by their ID number once step 3 has it (the
 * application prices the signed-in policy holder by ID), before that by the date of birth of step 1.
 */
export function wizardQuoteInput(
  draft: Draft,
  { withFamily = true }: { withFamily?: boolean } = {},
): GetQuoteInput {
  const { step1, step3, step4 } = draft;
  const main = quoteIdentity({
    firstName: step1.firstName,
    lastName: step1.lastName,
    idNumber: step3.idNumber,
    dateOfBirth: step1.dateOfBirth,
  });
  const input: GetQuoteInput = {
    packageName: RETAIL_FUNERAL_PACKAGE_NAME,
    coverType: step1.selectedPlan,
    coverOption: step1.coverOption === '' ? 'A' : step1.coverOption,
    mainMember: main,
    children: [],
    extendedFamily: step1.extendedFamilyIncluded === 'yes' ? step1.extendedFamily.map(quoteRelative) : [],
  };
  return withFamily ? { ...input, ...quoteFamily(step4) } : input;
}

/**
 * The children the draft counts (the calculator's or step 3's number, or the rows of step 4) that have no
 * date of birth or ID number yet: they are priced by number until step 4 gives their details.
 */
export function childrenToDetail(draft: Pick<FuneralQuoteState, 'step3' | 'step4'>): number {
  const rows = draft.step4.children;
  const detailed = rows.filter((child) => dateOfBirthOf(child) !== undefined).length;
  return Math.max(draft.step3.noOfChildrens, rows.length) - detailed;
}

/** A date of birth `years` before `today` (YYYY-MM-DD). */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The browser estimate's input: every life of the draft. Children still without details are priced by
 * number: one premium covers all children whatever their ages, so each stands in as a young child until
 * step 4 (the quote breakdown shows children only as a number).
 */
export function estimateQuoteInput(draft: Draft, today: Date = new Date()): GetQuoteInput {
  const input = wizardQuoteInput(draft);
  const detailed = draft.step4.children.filter((child) => dateOfBirthOf(child) !== undefined);
  const pending = Array.from({ length: childrenToDetail(draft) }, () => ({
    dateOfBirth: yearsBefore(today, 1),
    isStudying: false,
    isDisabled: false,
  }));
  return {
    ...input,
    children: [...quoteFamily({ ...draft.step4, children: detailed }).children, ...pending],
  };
}

/** A stable key of a quote input: equal keys price the same lives. */
export const quoteInputKey = (input: GetQuoteInput) => JSON.stringify(input);

/**
 * createQuoteApplication's body from the draft, the stored quote package, the chosen billing day and the
 * debit order authorisation as given on step 6 (never kept in the draft).
 */
export function applicationPayload(
  draft: Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4' | 'step5' | 'step6' | 'applicationId'>,
  quotePackageId: string,
  billingDay: 12 | 15 | 20 | 25 | 31,
  consents: { debitOrder: boolean } = { debitOrder: false },
): CreateApplicationInputDraft {
  const { step1, step3, step4, step5, step6 } = draft;
  const address = step3.address;
  return {
    quote_package_id: quotePackageId,
    ...(draft.applicationId ? { applicationId: draft.applicationId } : {}),
    call_centre: false,
    declaration_form_provided: false,
    billingDay,
    mainMember: {
      title: isTitle(step3.title) ? step3.title : undefined,
      mobile: blankToUndefined(step3.mobile),
      alternateMobile: blankToUndefined(step3.alternateMobile),
      email: blankToUndefined(step3.email),
      address: {
        formattedAddress: blankToUndefined(address.formattedAddress),
        city: blankToUndefined(address.city),
        provience: blankToUndefined(address.provience),
        code: blankToUndefined(address.code),
      },
    },
    ...payloadFamily(step4),
    extended_family: step1.extendedFamilyIncluded === 'yes' ? step1.extendedFamily.map(payloadRelative) : [],
    beneficiaries: step3.beneficiaries.map(
      toBeneficiaryInput,
    ) as CreateApplicationInputDraft['beneficiaries'],
    paymentMethod: {
      type: 'debit_order',
      bankName: step6.bankName,
      branchCode: step6.branchCode,
      accountHolderName: step6.accountHolderName.trim(),
      accountNumber: step6.accountNumber.replace(/\s/g, ''),
      accountType: step6.accountType as 'cheque' | 'savings' | 'transmission',
      debitOrderDate: billingDay,
    },
    declaration: {
      acceptTandc: step5.acceptTandc as true,
      acceptPOPIAandTCF: step5.acceptPOPIAandTCF as true,
      consents: { debitOrder: consents.debitOrder },
    },
  };
}
