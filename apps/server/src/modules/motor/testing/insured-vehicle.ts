/**
 * Motor policies for claims tests, issued straight through the insurance core: a quote package, an approved
 * application, the approved pre-inspection, the policy with its insured vehicle and the excesses the rating
 * engine writes.
 */
import { randomUUID } from 'node:crypto';
import { addDays, MOTOR_CLAIM_TYPES, saDay, type MotorClaimType } from '@cover/domain';
import { MOTOR_LINE, MOTOR_PACKAGES } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { policies, type PolicyRow } from '../../../db/schema/index.js';
import { insertInsuredItem } from '../../insurance-core/insured-items.js';
import { issuePolicy } from '../../insurance-core/issue.js';
import { PolicyChanges } from '../../insurance-core/version-events.js';
import type { TestUser } from '../../insurance-core/testing/line-fixtures.js';
import { MOTOR, type VehicleItemData } from '../line.js';
import { createInspection } from '../pre-inspection/index.js';
import { approvedApplication } from './approved-application.js';
import { updatePreInspection } from '../pre-inspection/repo.js';

export interface MotorPolicyOptions {
  /** the day cover started (default: 30 days ago, South African day) */
  startDate?: string;
  /** the sum insured, cents (default R250 000) */
  insuredValue?: number;
  status?: 'ACTIVE' | 'LAPSED' | 'CANCELLED';
  /** the excesses the rating engine wrote, cents per claim type */
  excesses?: Partial<Record<MotorClaimType, number>>;
  vehicle?: Partial<VehicleItemData>;
  /** the application's motorVehicleFinance (a financed vehicle: its credit provider); none by default */
  finance?: Record<string, unknown>;
}

/** The excesses of a retail car (the shape rating/motor writes on the quote module). */
export const TEST_EXCESSES: Record<MotorClaimType, number> = {
  STOLEN: 1_250_000,
  HIJACKED: 1_250_000,
  GLASS: 150_000,
  ACCESSORIES: 250_000,
  ACCIDENT_SCRATCHES_DENTS: 500_000,
  TOWING: 0,
};

let vinCounter = 0;

/** A motor policy of the user's own policy holder, issued through the core with its insured vehicle. */
export async function insuredVehicle(
  app: FastifyInstance,
  user: TestUser,
  options: MotorPolicyOptions = {},
): Promise<{ policy: PolicyRow; insuredItemId: string; vehicle: VehicleItemData; description: string }> {
  const db = app.db;
  const now = new Date();
  const startDate = options.startDate ?? addDays(saDay(now), -30);
  const insuredValue = options.insuredValue ?? 25_000_000;
  vinCounter += 1;
  const vehicle: VehicleItemData = {
    vin: `AHTBB3CD${String(100_000_000 + vinCounter).slice(-9)}`,
    registrationNo: `CA ${String(100 + vinCounter).padStart(3, '0')}-456`,
    make: 'Toyota',
    model: 'Corolla',
    manufacturingYear: 2021,
    colour: 'White',
    engineNo: `2ZR${String(400_000 + vinCounter)}`,
    vehicleType: 'car',
    ...options.vehicle,
  };
  const description = `${vehicle.make} ${vehicle.model} ${vehicle.manufacturingYear} (${vehicle.registrationNo})`;
  const excesses = MOTOR_CLAIM_TYPES.map(({ value, label }) => ({
    claimType: value,
    label,
    amount: options.excesses?.[value] ?? TEST_EXCESSES[value],
  }));
  const actor = `${user.audience}:${user.sub}`;
  const approved = await approvedApplication(
    db,
    user,
    {
      line: MOTOR_LINE,
      packageName: MOTOR_PACKAGES.retail,
      sumAssured: insuredValue,
      basePremium: 95_000,
      monthlyPremium: 98_500,
      rateTableVersion: 'motor-test',
      quotedOn: startDate,
      billingDay: 25,
      input: { vin: vehicle.vin },
      quote: { excesses },
      details: options.finance ? { motorVehicleFinance: options.finance } : {},
    },
    now,
  );
  const insuredItemId = randomUUID();
  const preInspection = await approvedPreInspection(app, user, vehicle, insuredValue, now);
  const issued = await issuePolicy(
    db,
    {
      line: MOTOR,
      application: approved,
      startDate,
      lineData: {
        insuredItemId,
        vehicleType: vehicle.vehicleType,
        vin: vehicle.vin,
        registrationNo: vehicle.registrationNo,
        scheme: 'retail',
        preInspectionId: preInspection.id,
      },
      module: { excesses },
      // the policy keeps its application's details (motor/issue.ts): the loan on the vehicle among them
      details: options.finance ? { motorVehicleFinance: options.finance } : {},
      members: [],
      beneficiaries: [],
      now,
      actor,
    },
    new PolicyChanges(),
  );
  await insertInsuredItem(db, {
    id: insuredItemId,
    policyId: issued.id,
    kind: 'vehicle',
    description,
    data: { ...vehicle },
    insuredValue,
    addedOn: startDate,
    now,
  });
  const policy =
    options.status && options.status !== 'ACTIVE'
      ? await setPolicyStatus(app, issued.id, options.status)
      : issued;
  return { policy, insuredItemId, vehicle, description };
}

/** The approved pre-inspection the cover starts from (as the back office would have approved it). */
async function approvedPreInspection(
  app: FastifyInstance,
  user: TestUser,
  vehicle: VehicleItemData,
  retailPrice: number,
  now: Date,
) {
  const created = await createInspection(app.db, {
    holderId: user.policyHolderId,
    now,
    actor: `${user.audience}:${user.sub}`,
    input: {
      assessmentType: 'PRE_INSPECTION',
      make: vehicle.make,
      model: vehicle.model,
      color: vehicle.colour,
      registrationNo: vehicle.registrationNo,
      vinNo: vehicle.vin,
      engineNo: vehicle.engineNo,
      licenceNo: `LIC${vehicle.engineNo}`,
      odometerValue: 45_000,
      manufacturingYear: vehicle.manufacturingYear,
      vehicleRegistrationYear: vehicle.manufacturingYear,
      vehicleRegistrationMonth: 6,
      estimatedRetailPrice: retailPrice,
    },
  });
  return updatePreInspection(app.db, created.id, {
    assessmentStatus: 'APPROVED',
    assessedBy: 'operator:test-assessor',
    assessedAt: now,
    updatedAt: now,
  });
}

async function setPolicyStatus(app: FastifyInstance, policyId: string, status: string): Promise<PolicyRow> {
  const [row] = await app.db.update(policies).set({ status }).where(eq(policies.id, policyId)).returning();
  if (!row) throw new Error('policy vanished');
  return row;
}
