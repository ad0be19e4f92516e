import {
  PACKAGE_NAMES,
  type CreateApplicationInputDraft,
  type EmployeeQuoteInput,
} from '@cover/domain/funeral';
import { toBeneficiaryInput } from '../../../../components/beneficiaries/beneficiary-rules';
import { debitOrderPayment } from '../../shared/debit-order';
import * as members from '../../shared/members/member-drafts';
import type { EmployeeRegisterValues } from './register-types';

/**
 * The quote input of a registration. The main member is the employee, quoted by their ID number (as the
 * application prices their policy holder); the free benefit covers the main member only, option B.
 */
export function employeeQuoteInput(values: EmployeeRegisterValues): EmployeeQuoteInput {
  const main = members.quoteIdentity({ ...values.details, dateOfBirth: '' });
  if (values.variant === 'free')
    return { packageName: PACKAGE_NAMES.TELKOM_FREE_BENEFIT, coverOption: 'B', mainMember: main };
  const { cover } = values;
  const input: EmployeeQuoteInput = {
    coverType: cover.coverType,
    coverOption: cover.coverOption,
    mainMember: main,
    ...members.quoteFamily(cover),
    extendedFamily: cover.extendedFamily.map(members.quoteRelative),
  };
  if (values.variant === 'salary') input.packageName = PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE;
  return input;
}

export const employeeQuoteKey = (values: EmployeeRegisterValues) =>
  JSON.stringify([values.variant, employeeQuoteInput(values)]);

/**
 * The application body: salary deduction (with its consent), a debit order (paid funeral, with its
 * authorisation) or no payment (free benefit); the declaration is sent, so the application is issued at once.
 */
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
    mainMember: {
      mobile: members.blankToUndefined(details.mobile),
      email: members.blankToUndefined(details.email),
    },
    ...(free ? { children: [] } : members.payloadFamily(cover)),
    extended_family: free ? [] : cover.extendedFamily.map(members.payloadRelative),
    beneficiaries: values.beneficiaries.map(
      toBeneficiaryInput,
    ) as CreateApplicationInputDraft['beneficiaries'],
    paymentMethod: free
      ? undefined
      : variant === 'paid'
        ? debitOrderPayment(values.debitOrder)
        : { type: 'deduct_from_salary' },
    declaration: {
      acceptTandc: true,
      acceptPOPIAandTCF: true,
      ...(variant === 'salary'
        ? { consents: { salaryDeduction: values.declaration.salaryDeduction === true } }
        : {}),
      ...(variant === 'paid' ? { consents: { debitOrder: values.declaration.debitOrder === true } } : {}),
    },
  };
}
