/**
 * The customer's motor claims in the last 3 years against our own records (QA walk of motor cover, no. 2):
 * the number they declare ("Claims in the last 3 years", previousInsurance.numberOfClaims) prices the cover,
 * so it may not be fewer than the motor claims of theirs we approved or paid whose incident lies in those
 * 3 years. Fewer is refused on the field, naming our figure, for the customer to correct (their own figure
 * also counts claims with other insurers, which we cannot see); more is theirs to declare.
 */
import { MOTOR_LINE } from '@cover/domain/motor';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { today } from '../insurance-core/clock.js';

export const CLAIMS_LOOKBACK_YEARS = 3;
export const CLAIMS_FIELD = 'previousInsuranceDetails.totalClaims';

/** A claim of ours as the rule reads it. */
export interface RecordedClaim {
  approvalStatus: string;
  /** the incident's South African day (YYYY-MM-DD); null when the claim does not say */
  incidentDate: string | null;
  /** the South African day the claim was made, counted when the incident's day is unknown */
  madeOn: string;
}

/** The first day of the 3 years before `todayIso` (the same day of the year, 3 years back). */
export const lookbackStart = (todayIso: string): string =>
  `${String(Number(todayIso.slice(0, 4)) - CLAIMS_LOOKBACK_YEARS).padStart(4, '0')}${todayIso.slice(4)}`;

/** How many of the claims count: approved (paid ones are approved first), incident in the last 3 years. */
export function claimsOnRecord(recorded: readonly RecordedClaim[], todayIso: string): number {
  const from = lookbackStart(todayIso);
  return recorded.filter((claim) => {
    const day = claim.incidentDate ?? claim.madeOn;
    return claim.approvalStatus === 'approved' && day >= from && day <= todayIso;
  }).length;
}

/** Who reads the refusal: the customer themselves, or an operator at the desk quoting for an employee. */
export type ClaimsReader = 'customer' | 'operator';

/** The words when fewer claims were declared than we hold; null when the declaration stands. */
export function declaredClaimsProblem(
  declared: number,
  onRecord: number,
  reader: ClaimsReader = 'customer',
): string | null {
  if (declared >= onRecord) return null;
  const claimsWord = onRecord === 1 ? '1 motor claim' : `${onRecord} motor claims`;
  const [whose, who] = reader === 'operator' ? ['the employee’s', 'they'] : ['yours', 'you'];
  return `Our records show ${claimsWord} of ${whose} in the last ${CLAIMS_LOOKBACK_YEARS} years. Please count ${onRecord === 1 ? 'it' : 'them'} in, with any claims ${who} made with other insurers.`;
}

/** The policy holder's approved motor claims as the rule reads them. */
async function recordedMotorClaims(db: Database, policyHolderId: string): Promise<RecordedClaim[]> {
  const rows = await db
    .select({ approvalStatus: claims.approvalStatus, details: claims.details, createdAt: claims.createdAt })
    .from(claims)
    .where(
      and(
        eq(claims.policyHolderId, policyHolderId),
        eq(claims.line, MOTOR_LINE),
        eq(claims.approvalStatus, 'approved'),
      ),
    );
  return rows.map((row) => ({
    approvalStatus: row.approvalStatus,
    incidentDate: typeof row.details.incident_date === 'string' ? row.details.incident_date : null,
    madeOn: today(row.createdAt),
  }));
}

/**
 * Refuses a declared number of claims in the last 3 years below the holder's motor claims on our record,
 * 422 CLAIMS_UNDER_DECLARED on the field; nothing to check without a policy holder.
 */
export async function assertClaimsDeclared(
  db: Database,
  policyHolderId: string | null | undefined,
  declared: number,
  now: Date,
  { field = CLAIMS_FIELD, reader = 'customer' }: { field?: string; reader?: ClaimsReader } = {},
): Promise<void> {
  if (!policyHolderId) return;
  const onRecord = claimsOnRecord(await recordedMotorClaims(db, policyHolderId), today(now));
  const problem = declaredClaimsProblem(declared, onRecord, reader);
  if (problem) throw new AppError(422, 'CLAIMS_UNDER_DECLARED', problem, { [field]: problem });
}
