/**
 * Issuing an approved motor application once its vehicle's pre-inspection is approved: the motor policy
 * (short-term) with the vehicle as its insured item, on the scheme it was quoted on, and the vehicle credit
 * life policy taken with it. Until then the
 * application stays APPROVED and says it waits for the inspection; the back office's approval of the
 * inspection issues every application that waits for it.
 */
import { registrationKey } from '@cover/domain';
import { MOTOR_LINE, type MotorPolicy, type MotorQuote } from '@cover/domain/motor';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import { today } from '../insurance-core/clock.js';
import { insertInsuredItem } from '../insurance-core/insured-items.js';
import { issuePolicy } from '../insurance-core/issue.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { findPreInspection } from './pre-inspection/repo.js';
import type { MotorApplicationDetails } from './application-view.js';
import { issueVehicleCreditLife } from './credit-life-link.js';
import { describeVehicle } from './describe.js';
import { MOTOR, type VehicleItemData } from './line.js';
import { loadMotorPolicy } from './policy-view.js';
import { assertVehicleFree, VEHICLE_ITEM_KIND } from './vehicles.js';

export type IssueContext = Pick<LineCallContext, 'db' | 'now' | 'changes' | 'longWindow' | 'principal'> & {
  actor?: string;
};

/** The vehicle's insured item data (with the key its registration number is found by). */
export const vehicleItemData = (
  vehicle: MotorApplicationDetails['vehicle'],
): VehicleItemData & {
  registrationKey: string;
} => ({
  vin: vehicle.vin,
  registrationNo: vehicle.vehicle_reg_no,
  registrationKey: registrationKey(vehicle.vehicle_reg_no),
  make: vehicle.make,
  model: vehicle.model,
  manufacturingYear: vehicle.manufacturingYear,
  colour: vehicle.colour,
  engineNo: vehicle.engineNo,
  vehicleType: vehicle.vehicle_type,
});

/** Issues the APPROVED application's policy when its pre-inspection is approved; else leaves it waiting. */
export async function issueMotorPolicyIfInspected(
  ctx: IssueContext,
  approved: ApplicationRow,
): Promise<{ application: ApplicationRow; policy: MotorPolicy | null }> {
  const details = approved.details as unknown as MotorApplicationDetails;
  const inspection = await findPreInspection(ctx.db, details.vehicle.preInspectionId);
  if (approved.status !== 'APPROVED' || approved.policyId || inspection?.assessmentStatus !== 'APPROVED')
    return { application: approved, policy: null };
  const quote = approved.quote as unknown as MotorQuote;
  const { vehicle } = details;
  await assertVehicleFree(ctx.db, { vin: vehicle.vin, registrationNo: vehicle.vehicle_reg_no });
  const issueDay = today(ctx.now);
  const startDate = details.effectiveDate > issueDay ? details.effectiveDate : issueDay;
  const insuredItemId = randomUUID();
  const actor = ctx.actor ?? actorOf(ctx as LineCallContext);
  const policy = await issuePolicy(
    ctx.db,
    {
      line: MOTOR,
      application: approved,
      startDate,
      lineData: {
        insuredItemId,
        vehicleType: vehicle.vehicle_type,
        vin: vehicle.vin,
        registrationNo: vehicle.vehicle_reg_no,
        scheme: quote.scheme,
        preInspectionId: vehicle.preInspectionId,
      },
      module: { ...quote },
      details: { ...details },
      members: [],
      beneficiaries: [],
      now: ctx.now,
      actor,
    },
    ctx.changes,
  );
  await insertInsuredItem(ctx.db, {
    id: insuredItemId,
    policyId: policy.id,
    kind: VEHICLE_ITEM_KIND,
    description: describeVehicle({ ...vehicle, registrationNo: vehicle.vehicle_reg_no }),
    data: { ...vehicleItemData(vehicle) },
    insuredValue: quote.sumAssured,
    addedOn: startDate,
    now: ctx.now,
  });
  await issueVehicleCreditLife({ ...ctx, actor }, approved, policy);
  const [application] = await ctx.db.select().from(applications).where(eq(applications.id, approved.id));
  if (!application) throw new Error('application vanished');
  return { application, policy: await loadMotorPolicy(ctx, policy) };
}

/** The back office approved this pre-inspection: issue every APPROVED motor application waiting for it. */
export async function issueApplicationsWaitingFor(
  ctx: IssueContext,
  preInspectionId: string,
): Promise<number> {
  const waiting = await ctx.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.line, MOTOR_LINE),
        eq(applications.status, 'APPROVED'),
        isNull(applications.policyId),
        sql`${applications.details} -> 'vehicle' ->> 'preInspectionId' = ${preInspectionId}`,
      ),
    )
    .for('update');
  let issued = 0;
  for (const application of waiting) {
    const result = await issueMotorPolicyIfInspected(ctx, application);
    if (result.policy) issued += 1;
  }
  return issued;
}
