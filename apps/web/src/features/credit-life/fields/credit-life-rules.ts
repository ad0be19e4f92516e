import type { z } from 'zod';
import { personNameField, saIdNumberField } from '@cover/domain';
import {
  checkBeneficiaryList,
  toBeneficiaryInput,
} from '../../../components/beneficiaries/beneficiary-rules';
import type { CreditLifeDraft } from './credit-life-draft';

const firstProblem = (rule: z.ZodType, value: unknown) => {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/** The line's check of an outstanding balance (cents, null while empty): its message, or null. */
export type BalanceCheck = (cents: number | null) => string | null;

/**
 * Field → message (dotted form paths under `prefix`) for credit life's details: the balance by the
 * line's rule, the person responsible, and beneficiaries whose shares total 100; empty when they may be sent.
 */
export function creditLifeErrors(
  creditLife: CreditLifeDraft,
  balanceError: BalanceCheck,
  prefix = 'creditLife',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | null) => {
    if (message) errors[`${prefix}.${path}`] = message;
  };
  put('outstandingBalance', balanceError(creditLife.outstandingBalance));
  const person = creditLife.personResponsibleForFinancing;
  put('personResponsibleForFinancing.firstName', firstProblem(personNameField, person.firstName));
  put('personResponsibleForFinancing.lastName', firstProblem(personNameField, person.lastName));
  put('personResponsibleForFinancing.idNumber', firstProblem(saIdNumberField, person.idNumber));
  const beneficiaries = checkBeneficiaryList(creditLife.beneficiariesDetails);
  if (!beneficiaries.ok) put('beneficiariesDetails', beneficiaries.message);
  return errors;
}

/** Credit life's details as the contracts take them (a registration's credit life, createIndividualCreditLife). */
export function creditLifePayload(creditLife: CreditLifeDraft) {
  const person = creditLife.personResponsibleForFinancing;
  return {
    outstandingBalance: creditLife.outstandingBalance,
    personResponsibleForFinancing: {
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      idNumber: person.idNumber.trim(),
    },
    beneficiariesDetails: creditLife.beneficiariesDetails.map(toBeneficiaryInput),
    issuedPercentage: creditLife.issuedPercentage,
    addAnotherBeneficiary: creditLife.addAnotherBeneficiary,
  };
}
