/**
 * What an underwriter's approval does per line: the line's own issue of an APPROVED application, the same
 * call its declaration makes when nothing needed a person (docs/decisions/0025).
 */
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_LINE } from '@cover/domain/device';
import { FUNERAL_LINE } from '@cover/domain/funeral';
import { MOTOR_LINE } from '@cover/domain/motor';
import type { ApplicationRow } from '../../db/schema/index.js';
import { issueUnderwrittenCreditLife } from '../credit-life/linked-issue.js';
import { issueDevicePolicies } from '../device/issue.js';
import { DEVICE_CREDIT_LIFE } from '../device/line.js';
import { issueFuneralApplication } from '../funeral/applications.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { issueApprovedMotorApplication } from '../motor/applications.js';
import { closePreInspectionOf } from '../motor/pre-inspection/index.js';
import { VEHICLE_CREDIT_LIFE } from '../motor/credit-life-line.js';

export type UnderwritingIssuer = (ctx: LineCallContext, approved: ApplicationRow) => Promise<unknown>;

export const UNDERWRITING_ISSUERS: Readonly<Record<string, UnderwritingIssuer>> = {
  [FUNERAL_LINE]: issueFuneralApplication,
  [MOTOR_LINE]: issueApprovedMotorApplication,
  [DEVICE_LINE]: issueDevicePolicies,
  [DEVICE_CREDIT_LIFE_LINE]: (ctx, approved) =>
    issueUnderwrittenCreditLife(ctx, DEVICE_CREDIT_LIFE, approved),
  [VEHICLE_CREDIT_LIFE.key]: (ctx, approved) =>
    issueUnderwrittenCreditLife(ctx, VEHICLE_CREDIT_LIFE, approved),
};

/** What else a line closes when an underwriter declines one of its applications (in the same transaction). */
export type UnderwritingDeclineFollowUp = (
  db: LineCallContext['db'],
  declined: ApplicationRow,
  at: { now: Date; actor: string },
) => Promise<unknown>;

/** Motor: the vehicle's pre-inspection is no longer needed (QA ops 3; the employee's decline does the same). */
export const UNDERWRITING_DECLINE_FOLLOW_UPS: Readonly<Record<string, UnderwritingDeclineFollowUp>> = {
  [MOTOR_LINE]: (db, declined, at) => closePreInspectionOf(db, declined, { ...at, reason: 'declined' }),
};
