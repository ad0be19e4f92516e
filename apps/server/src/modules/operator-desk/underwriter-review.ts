/**
 * Whether an application made at the desk waits for an underwriter, known before the employee accepts it:
 * the referral rules the acceptance applies (motorReferralOf, read with the holder and the time, as the
 * declaration reads them), or, once accepted, the underwriter who has it (docs/decisions/0025). Its cover
 * then starts only once it is approved, so neither the operator nor the employee is given a start date.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policyHolders, type ApplicationRow } from '../../db/schema/index.js';
import { isUnderReview } from '../insurance-core/underwriting.js';
import { motorReferralOf } from '../motor/referral.js';
import { toPolicyHolder } from '../policy-holders/service.js';
import type { OnBehalfPair } from './on-behalf-repo.js';

export interface UnderwriterReview {
  goesToUnderwriter: boolean;
  /** the staff's reasons (empty when no underwriter is needed) */
  reasons: string[];
}

const NONE: UnderwriterReview = { goesToUnderwriter: false, reasons: [] };

/** Not yet accepted: still PENDING, no declaration, and no underwriter has it. */
const awaitsAcceptance = (row: ApplicationRow) =>
  row.status === 'PENDING' && row.declarationAcceptedAt === null && row.underwritingStatus === null;

/** Each application's underwriter review, by application id. */
export async function underwriterReviews(
  db: Database,
  pairs: readonly OnBehalfPair[],
  now: Date,
): Promise<Map<string, UnderwriterReview>> {
  const holderIds = [...new Set(pairs.map((pair) => pair.application.policyHolderId))];
  const holders =
    holderIds.length === 0
      ? []
      : await db.select().from(policyHolders).where(inArray(policyHolders.id, holderIds));
  return new Map(
    pairs.map(({ application }) => {
      if (isUnderReview(application))
        return [
          application.id,
          { goesToUnderwriter: true, reasons: [...(application.underwritingReasons ?? [])] },
        ] as const;
      if (!awaitsAcceptance(application)) return [application.id, NONE] as const;
      const holder = holders.find((row) => row.id === application.policyHolderId);
      const reasons = motorReferralOf(application, holder ? toPolicyHolder(holder) : null, now);
      return [application.id, { goesToUnderwriter: reasons.length > 0, reasons }] as const;
    }),
  );
}
