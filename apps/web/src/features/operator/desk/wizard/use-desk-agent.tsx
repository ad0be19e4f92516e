import { useMemo } from 'react';
import {
  type DeskEmployee,
  type DeskPolicyHolder,
  type OperatorRegistrationDraft,
} from '@cover/domain/motor';
import type { MotorWizardAgent } from '../../../motor/shared/wizard/wizard-agent';
import {
  useCheckDeskVehicleMutation,
  useGetDeskQuoteMutation,
  useRegisterDeskVehicleMutation,
} from '../api/desk-api';
import { DESK_PATHS } from '../state/desk-paths';
import { DeskUnderwriterNote } from './desk-cover-summary';
import { DeskStepInspection } from './desk-step-inspection';
import { DeskStepSend } from './desk-step-send';
import { MOTOR_STEP } from '../../../motor/shared/wizard/registration-types';

/** Whose draft the desk's wizard is: this operator, for this policy holder. */
export const deskDraftOwner = (operatorName: string, policyHolderId: string) =>
  `operator:${operatorName}:${policyHolderId}`;

/** What the credit life form says when the employee is the person responsible for the finance. */
export const deskResponsibleNote = (holder: Pick<DeskPolicyHolder, 'firstName' | 'lastName'>) =>
  `The employee, ${holder.firstName} ${holder.lastName}. We take their ID number from the employee roster, so you do not need to type it.`;

/**
 * The motor wizard's agent for the desk: the employee's schemes and name, the most years of motor insurance
 * their age allows, the employee as credit life's person responsible filled in by the server (the desk is
 * never shown their ID number), the desk's check of a vehicle insured already (before the inspection link
 * is texted), getVehicleQuote and registerVehicle with the holder's id, the operator's underwriter note on
 * the quote step, and the desk's own inspection step (the link goes to the employee's cellphone) and last
 * step (documents, then sending the application to the employee).
 */
export function useDeskAgent(
  operatorName: string,
  employee: DeskEmployee,
  holder: DeskPolicyHolder,
): MotorWizardAgent {
  const [getQuote] = useGetDeskQuoteMutation();
  const [checkVehicle] = useCheckDeskVehicleMutation();
  const [registerVehicle] = useRegisterDeskVehicleMutation();
  const { policyHolderId } = holder;
  return useMemo(
    (): MotorWizardAgent => ({
      draftOwner: deskDraftOwner(operatorName, policyHolderId),
      customerName: `${holder.firstName} ${holder.lastName}`.trim(),
      customerNames: { firstName: holder.firstName, lastName: holder.lastName },
      responsibleOnFile: deskResponsibleNote(holder),
      mostInsuranceYears: holder.mostInsuranceYears,
      schemes: { schemes: employee.schemes, salaryLevel: employee.salaryLevel },
      title: `Register a vehicle for ${holder.firstName} ${holder.lastName}`,
      back: { to: DESK_PATHS.home, label: 'Operator desk' },
      creditLifeQuoteCaller: { deskHolderId: policyHolderId },
      checkVehicle: (vehicle) => checkVehicle(vehicle),
      quote: (input) => getQuote({ ...input, policyHolderId }),
      register: (body, idempotencyKey) =>
        registerVehicle({
          body: { ...body, policyHolderId } as OperatorRegistrationDraft,
          idempotencyKey,
        }),
      quoteNotice: <DeskUnderwriterNote holder={holder} />,
      steps: {
        [MOTOR_STEP.inspection]: <DeskStepInspection holder={holder} />,
        [MOTOR_STEP.submit]: <DeskStepSend holder={holder} />,
      },
    }),
    [
      checkVehicle,
      employee.salaryLevel,
      employee.schemes,
      getQuote,
      holder,
      operatorName,
      policyHolderId,
      registerVehicle,
    ],
  );
}
