import { z } from 'zod';
import { personNameField, saIdNumberField } from '@cover/domain';
import {
  checkBeneficiaryList,
  toBeneficiaryInput,
} from '../../../../components/beneficiaries/beneficiary-rules';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { outstandingBalanceError } from '../quote/phone-choice';
import type { DeviceCreditLifeDraft, DeviceRegistrationValues } from './registration-types';

export type CreditLifeStepValues = Pick<DeviceRegistrationValues, 'isOptedforCreditLife' | 'creditLife'>;

const firstProblem = (rule: z.ZodType, value: unknown) => {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/** Field → message (dotted form paths) for credit life's details; empty when they may be sent. */
export function creditLifeErrors(creditLife: DeviceCreditLifeDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | null) => {
    if (message) errors[`creditLife.${path}`] = message;
  };
  put('outstandingBalance', outstandingBalanceError(true, creditLife.outstandingBalance));
  const person = creditLife.personResponsibleForFinancing;
  put('personResponsibleForFinancing.firstName', firstProblem(personNameField, person.firstName));
  put('personResponsibleForFinancing.lastName', firstProblem(personNameField, person.lastName));
  put('personResponsibleForFinancing.idNumber', firstProblem(saIdNumberField, person.idNumber));
  const beneficiaries = checkBeneficiaryList(creditLife.beneficiariesDetails);
  if (!beneficiaries.ok) put('beneficiariesDetails', beneficiaries.message);
  return errors;
}

/** Step 2, credit life (optional): nothing to check unless it is chosen. */
export const creditLifeStepSchema = z
  .object({ isOptedforCreditLife: z.boolean(), creditLife: z.custom<DeviceCreditLifeDraft>() })
  .superRefine((values, ctx) => {
    if (values.isOptedforCreditLife) addIssues(ctx, creditLifeErrors(values.creditLife));
  }) satisfies z.ZodType<CreditLifeStepValues>;

/** The signed-in customer as the person responsible for the finance, from their profile. */
export { personFromProfile } from '../../../../components/person/person-from-profile';

/** Credit life's details as the contracts take them (createApplication's creditLife, createIndividualCreditLife). */
export function creditLifePayload(creditLife: DeviceCreditLifeDraft) {
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
