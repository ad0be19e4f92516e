/**
 * A vehicle credit life sold with a motor policy, for claims tests: issued straight through the insurance
 * core beside `insuredVehicle`'s policy (its line facts name that policy), with one premium collected.
 */
import { addDays, addMonths, saDay } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PACKAGE } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { collections, policies, type PolicyRow } from '../../../db/schema/index.js';
import { issuePolicy } from '../../insurance-core/issue.js';
import { PolicyChanges } from '../../insurance-core/version-events.js';
import type { TestUser } from '../../insurance-core/testing/line-fixtures.js';
import { VEHICLE_CREDIT_LIFE } from '../credit-life-line.js';
import { approvedApplication } from './approved-application.js';

export interface LinkedCreditLifeOptions {
  /** the day its cover started (default: 60 days ago, past its 31 days of cooling-off) */
  startDate?: string;
  /** the day its last premium was collected (default: 10 days ago); the next one is a month after it */
  paidOn?: string;
  /** cents a month (default R 1 102,50) */
  monthlyPremium?: number;
  /**
   * taken on its own on the vehicle with this VIN (its application keeps the item's key), not sold with the
   * motor policy
   */
  onItsOwnOnVin?: string;
}

/**
 * The user's vehicle credit life on the loan of `motorPolicy`'s vehicle, in force, one premium paid: sold with
 * the policy, or taken on its own on the vehicle (`onItsOwnOnVin`).
 */
export async function linkedVehicleCreditLife(
  app: FastifyInstance,
  user: TestUser,
  motorPolicy: PolicyRow,
  options: LinkedCreditLifeOptions = {},
): Promise<PolicyRow> {
  const db = app.db;
  const now = new Date();
  const today = saDay(now);
  const startDate = options.startDate ?? addDays(today, -60);
  const paidOn = options.paidOn ?? addDays(today, -10);
  const monthlyPremium = options.monthlyPremium ?? 110_250;
  const approved = await approvedApplication(
    db,
    user,
    {
      line: VEHICLE_CREDIT_LIFE.key,
      packageName: VEHICLE_CREDIT_LIFE_PACKAGE,
      sumAssured: 25_000_000,
      basePremium: monthlyPremium,
      monthlyPremium,
      rateTableVersion: 'credit-life-test',
      quotedOn: startDate,
      billingDay: Number(paidOn.slice(8, 10)),
      ...(options.onItsOwnOnVin ? { details: { financedItemKey: `vin:${options.onItsOwnOnVin}` } } : {}),
    },
    now,
  );
  const issued = await issuePolicy(
    db,
    {
      line: VEHICLE_CREDIT_LIFE,
      application: approved,
      startDate,
      lineData: {
        financedItem: 'Toyota Corolla 2021',
        outstandingBalance: 25_000_000,
        totalAmountInsured: 25_000_000,
        maximumMonthlyPremium: monthlyPremium,
        issuedPercentage: 0,
        personResponsibleForFinancing: { firstName: 'Thandi', lastName: 'Nkosi', idNumber: user.idNumber },
        linkedPolicyId: options.onItsOwnOnVin ? null : motorPolicy.id,
      },
      module: {},
      details: {},
      members: [],
      beneficiaries: [],
      now,
      actor: `${user.audience}:${user.sub}`,
    },
    new PolicyChanges(),
  );
  await db.insert(collections).values({
    policyId: issued.id,
    type: 'premium',
    status: 'successful',
    amount: monthlyPremium,
    dueDate: paidOn,
    attemptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const [row] = await db
    .update(policies)
    .set({ nextBillingDate: addMonths(paidOn, 1) })
    .where(eq(policies.id, issued.id))
    .returning();
  if (!row) throw new Error('credit life vanished');
  return row;
}
