import {
  PACKAGE_NAMES,
  toExtendedFamilyRelation,
  type CreateApplicationInputDraft,
  type EmployeeQuoteInput,
} from '@cover/domain';
import { toBeneficiaryInput } from '../../../components/beneficiaries/beneficiary-rules';
import { debitOrderPayment } from '../../../components/funeral/debit-order';
import { payloadPerson, quoteIdentity } from '../../../components/funeral/members/member-drafts';
import type { EmployeeRegisterValues } from './register-types';

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The quote input of a registration. The main member is the employee, quoted by their ID number (as the
 * application prices their policy holder); the free benefit covers the main member only, option B.
 */
export function employeeQuoteInput(values: EmployeeRegisterValues): EmployeeQuoteInput {
  const main = quoteIdentity({ ...values.details, dateOfBirth: '' });
  if (values.variant === 'free')
    return { packageName: PACKAGE_NAMES.TELKOM_FREE_BENEFIT, coverOption: 'B', mainMember: main };
  const { cover } = values;
  const input: EmployeeQuoteInput = {
    coverType: cover.coverType,
    coverOption: cover.coverOption,
    mainMember: main,
    spouse: cover.spouseIncluded ? quoteIdentity(cover.spouse) : undefined,
    children: cover.children.map((child) => ({
      ...quoteIdentity(child),
      isStudying: child.isStudying,
      isDisabled: child.isDisabled,
    })),
    extendedFamily: cover.extendedFamily.map((member) => ({
      relationship: member.relationship,
      dateOfBirth: member.dateOfBirth,
      coverageOption: member.coverageOption,
      firstName: blank(member.firstName),
      lastName: blank(member.lastName),
    })),
  };
  if (values.variant === 'salary') input.packageName = PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE;
  return input;
}

export const employeeQuoteKey = (values: EmployeeRegisterValues) =>
  JSON.stringify([values.variant, employeeQuoteInput(values)]);

/** The application body: salary deduction, a debit order (paid funeral) or no payment (free benefit). */
export function employeeApplicationPayload(
  values: EmployeeRegisterValues,
  quotePackageId: string,
): CreateApplicationInputDraft {
  const { cover, details, variant } = values;
  const free = variant === 'free';
  return {
    quote_package_id: quotePackageId,
    call_centre: false,
    declaration_form_provided: false,
    ...(variant === 'paid' ? { billingDay: values.debitOrder.debitOrderDate as 12 | 15 | 20 | 25 | 31 } : {}),
    mainMember: { mobile: blank(details.mobile), email: blank(details.email) },
    spouse: !free && cover.spouseIncluded ? payloadPerson(cover.spouse) : undefined,
    children: free
      ? []
      : cover.children.map((child) => ({
          ...payloadPerson(child),
          is_studying: child.isStudying,
          is_disabled: child.isDisabled,
        })),
    extended_family: free
      ? []
      : cover.extendedFamily.map((member) => ({
          first_name: member.firstName.trim(),
          last_name: member.lastName.trim(),
          relationship: toExtendedFamilyRelation(member.relationship) ?? member.relationship,
          date_of_birth: member.dateOfBirth,
          coverage_option: member.coverageOption,
        })),
    beneficiaries: values.beneficiaries.map(
      toBeneficiaryInput,
    ) as CreateApplicationInputDraft['beneficiaries'],
    paymentMethod: free
      ? undefined
      : variant === 'paid'
        ? debitOrderPayment(values.debitOrder)
        : { type: 'deduct_from_salary' },
    declaration: { acceptTandc: true, acceptPOPIAandTCF: true },
  };
}
