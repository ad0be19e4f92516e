/**
 * The vehicle credit life taken in the motor wizard (motorVehicleFinance.optForTelkomCreditLife with
 * creditLifeDetails): the linked credit life application follows the motor application (created, re-priced,
 * removed), the declaration approves both, the motor policy's issue issues the credit life policy linked to
 * it, and removing the motor application removes it.
 */
import { CURRENCY } from '@cover/domain';
import type { ApplicationRow, PolicyRow } from '../../db/schema/index.js';
import type { CreditLifeIssueContext } from '../credit-life/issue.js';
import {
  approveLinkedCreditLife,
  archiveLinkedCreditLife,
  setParentDetails,
  syncLinkedCreditLife,
} from '../credit-life/linked-application.js';
import { issueLinkedCreditLife } from '../credit-life/linked-issue.js';
import { creditLifeBenefitQuote } from '../credit-life/pricing.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import type { MotorApplicationDetails } from './application-view.js';
import { VEHICLE_CREDIT_LIFE, vehicleFinancedItem } from './credit-life-line.js';

const linkedIdOf = (details: MotorApplicationDetails) => details.creditLifeApplicationId ?? null;

/** Creates, re-prices or removes the linked credit life application; returns the motor application. */
export async function syncVehicleCreditLife(
  ctx: LineCallContext,
  motor: ApplicationRow,
  details: MotorApplicationDetails,
): Promise<ApplicationRow> {
  const finance = details.motorVehicleFinance;
  const credit =
    finance.isPayingCarLoan && finance.optForTelkomCreditLife ? (details.creditLifeDetails ?? null) : null;
  const { vehicle } = details;
  const linkedId = await syncLinkedCreditLife(ctx, {
    line: VEHICLE_CREDIT_LIFE,
    parent: motor,
    linkedId: linkedIdOf(details),
    parentTitle: 'motor registration',
    cover: credit
      ? {
          details: {
            outstandingBalance: credit.outstandingBalance,
            additionalPercentage: credit.addtionalPercentage,
            personResponsibleForFinancing: credit.personResponsibleForFinancing,
            beneficiariesDetails: credit.beneficiariesDetails,
            issuedPercentage: credit.issuedTotalPercentage,
            addAnotherBeneficiary: credit.addAnotherBeneficiary,
            financedItem: vehicleFinancedItem({ ...vehicle, registrationNo: vehicle.vehicle_reg_no }),
            paymentType: details.paymentType,
          },
          quote: creditLifeBenefitQuote(credit.outstandingBalance, ctx.now, credit.addtionalPercentage),
          currency: CURRENCY,
        }
      : null,
  });
  if (linkedId === linkedIdOf(details)) return motor;
  return setParentDetails(ctx, motor, { ...details, creditLifeApplicationId: linkedId });
}

/** The motor declaration approves the linked credit life application too. */
export const approveVehicleCreditLife = (ctx: LineCallContext, motor: ApplicationRow) =>
  approveLinkedCreditLife(
    ctx,
    VEHICLE_CREDIT_LIFE,
    motor,
    linkedIdOf(motor.details as unknown as MotorApplicationDetails),
    'Approved with the motor registration it was taken with',
  );

/** The motor policy was issued: the linked credit life policy is issued with it (same start). */
export async function issueVehicleCreditLife(
  ctx: CreditLifeIssueContext,
  motor: ApplicationRow,
  motorPolicy: PolicyRow,
): Promise<PolicyRow | null> {
  const details = motor.details as unknown as MotorApplicationDetails;
  const linkedId = linkedIdOf(details);
  if (!linkedId) return null;
  const policy = await issueLinkedCreditLife(ctx, {
    line: VEHICLE_CREDIT_LIFE,
    parent: motor,
    parentPolicy: motorPolicy,
    linkedId,
    approvedSummary: 'Approved with the motor registration it was taken with',
  });
  if (policy) await setParentDetails(ctx, motor, { ...details, creditLifePolicyId: policy.id });
  return policy;
}

/** removeApplication of a motor application (archived already): its linked credit life application goes too. */
export async function archiveVehicleCreditLifeWith(
  ctx: LineCallContext,
  motor: ApplicationRow,
): Promise<void> {
  await archiveLinkedCreditLife(
    ctx,
    VEHICLE_CREDIT_LIFE,
    motor,
    linkedIdOf(motor.details as unknown as MotorApplicationDetails),
    'Removed with the motor application it was taken with',
  );
}
