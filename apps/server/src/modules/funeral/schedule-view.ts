/**
 * The view of one policy version for its schedule (the documents module renders the PDF): the policy with
 * members, cover, premium, beneficiaries and payment details, the holder, the waiting periods, the start
 * date and the end of the cooling-off period. Not ownership-checked: callers check ownership first.
 */
import {
  COOLING_OFF_DAYS,
  GRACE_PERIOD_DAYS,
  saDay,
  waitingPeriodEndsOn,
  type MainMemberDetails,
  type PolicyHolder,
} from '@cover/domain';
import { type FuneralQuoteModule, type Policy } from '@cover/domain/funeral';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, policyHolders } from '../../db/schema/index.js';
import { isUuid, policyNotFound } from '../insurance-core/errors.js';
import { toPolicyHolder } from '../policy-holders/service.js';
import { loadPolicyView } from './policy-view.js';
import { FUNERAL, funeralDataOf } from './line.js';

export interface PolicyScheduleView {
  policy: Policy;
  holder: PolicyHolder;
  /** contact details captured with the application (title, mobile, address …) */
  mainMemberDetails: MainMemberDetails;
  version: number;
  /** when this version took effect */
  versionDate: string;
  startDate: string;
  coolingOffEndsOn: string;
  coolingOffDays: number;
  gracePeriodDays: number;
  waitingPeriods: {
    naturalDeathMonths: number;
    naturalDeathEndsOn: string;
    accidentalDeathMonths: number;
    accidentalDeathEndsOn: string;
  };
}

export async function policyScheduleView(
  db: Database,
  policyId: string,
  now = new Date(),
): Promise<PolicyScheduleView> {
  if (!isUuid(policyId)) throw policyNotFound();
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.line, FUNERAL.key)));
  if (!row) throw policyNotFound();
  const [holder] = await db.select().from(policyHolders).where(eq(policyHolders.id, row.policyHolderId));
  if (!holder) throw policyNotFound();
  const module = row.module as unknown as FuneralQuoteModule;
  const details = row.details as { mainMember?: MainMemberDetails };
  return {
    policy: await loadPolicyView(db, row, now),
    holder: toPolicyHolder(holder),
    mainMemberDetails: details.mainMember ?? {},
    version: row.version,
    versionDate: saDay(row.updatedAt),
    startDate: row.startDate,
    coolingOffEndsOn: row.coolingOffEndsOn,
    coolingOffDays: COOLING_OFF_DAYS[FUNERAL.term],
    gracePeriodDays: GRACE_PERIOD_DAYS,
    waitingPeriods: {
      naturalDeathMonths: module.naturalDeathWaitingMonths,
      naturalDeathEndsOn: funeralDataOf(row).naturalDeathWaitingEndsOn,
      accidentalDeathMonths: module.accidentalDeathWaitingMonths,
      accidentalDeathEndsOn: waitingPeriodEndsOn(row.startDate, 'accidental'),
    },
  };
}
