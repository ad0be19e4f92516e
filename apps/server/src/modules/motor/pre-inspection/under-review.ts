/**
 * A pre-inspection whose motor application an underwriter is reviewing (referred, on hold or its
 * recommendation awaiting approval) stays as it is: removing it is refused as removing the application is
 * (docs/decisions/0040), and its holder's view says so (applicationUnderReview) so no list offers it.
 */
import { OPEN_UNDERWRITING_STATUSES, UNDERWRITING_MESSAGES } from '@cover/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { applications, type PreInspectionRow } from '../../../db/schema/index.js';
import { conflict } from '../../insurance-core/errors.js';

const preInspectionIdOfDetails = sql<string>`${applications.details} -> 'vehicle' ->> 'preInspectionId'`;

/** Which of the holder's pre-inspections `rows` an application under review was made with. */
export async function inspectionsUnderReview(
  db: Database,
  rows: readonly Pick<PreInspectionRow, 'id' | 'policyHolderId'>[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const holderIds = [...new Set(rows.map((row) => row.policyHolderId))];
  const found = await db
    .select({ preInspectionId: preInspectionIdOfDetails })
    .from(applications)
    .where(
      and(
        inArray(applications.policyHolderId, holderIds),
        inArray(applications.underwritingStatus, [...OPEN_UNDERWRITING_STATUSES]),
        inArray(
          preInspectionIdOfDetails,
          rows.map((row) => row.id),
        ),
      ),
    );
  return new Set(found.map((entry) => entry.preInspectionId));
}

/** Refuses (409 APPLICATION_UNDER_REVIEW) to change the pre-inspection of an application under review. */
export async function assertInspectionNotUnderReview(
  db: Database,
  row: Pick<PreInspectionRow, 'id' | 'policyHolderId'>,
): Promise<void> {
  if ((await inspectionsUnderReview(db, [row])).has(row.id))
    throw conflict('APPLICATION_UNDER_REVIEW', UNDERWRITING_MESSAGES.underReview);
}
