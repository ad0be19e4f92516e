/**
 * Whose pre-inspections these are, for the back office (QA walk 3, finding 2): the policy holder's name,
 * the applications made with each (their vehicle's preInspectionId, newest first) and a claim inspection's
 * claim. Three queries whatever the number of rows, so the queue does not ask once per row.
 */
import { MOTOR_LINE } from '@cover/domain/motor';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { applications, claims, policyHolders, type PreInspectionRow } from '../../../db/schema/index.js';

export interface PreInspectionOwner {
  holderName: string;
  applications: { applicationId: string; applicationNumber: string }[];
  claim: { claimId: string; claimNumber: string } | null;
}

const preInspectionIdOfDetails = sql<string>`${applications.details} -> 'vehicle' ->> 'preInspectionId'`;

const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/** The owner of each of `rows`, by pre-inspection id. */
export async function ownersOf(
  db: Database,
  rows: readonly Pick<PreInspectionRow, 'id' | 'policyHolderId' | 'claimId'>[],
): Promise<Map<string, PreInspectionOwner>> {
  if (rows.length === 0) return new Map();
  const holderIds = distinct(rows.map((row) => row.policyHolderId));
  const claimIds = distinct(rows.map((row) => row.claimId));
  const [holders, madeWith, claimRows] = await Promise.all([
    db
      .select({ id: policyHolders.id, firstName: policyHolders.firstName, lastName: policyHolders.lastName })
      .from(policyHolders)
      .where(inArray(policyHolders.id, holderIds)),
    db
      .select({
        preInspectionId: preInspectionIdOfDetails,
        applicationId: applications.id,
        applicationNumber: applications.applicationNumber,
      })
      .from(applications)
      .where(
        and(
          eq(applications.line, MOTOR_LINE),
          inArray(applications.policyHolderId, holderIds),
          inArray(
            preInspectionIdOfDetails,
            rows.map((row) => row.id),
          ),
        ),
      )
      .orderBy(desc(applications.createdAt), desc(applications.applicationNumber)),
    claimIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: claims.id, claimNumber: claims.claimNumber })
          .from(claims)
          .where(inArray(claims.id, claimIds)),
  ]);
  const names = new Map(holders.map((holder) => [holder.id, `${holder.firstName} ${holder.lastName}`]));
  const claimNumbers = new Map(claimRows.map((claim) => [claim.id, claim.claimNumber]));
  return new Map(
    rows.map((row) => {
      const claimNumber = row.claimId ? claimNumbers.get(row.claimId) : undefined;
      return [
        row.id,
        {
          holderName: names.get(row.policyHolderId) ?? '',
          applications: madeWith
            .filter((entry) => entry.preInspectionId === row.id)
            .map(({ applicationId, applicationNumber }) => ({ applicationId, applicationNumber })),
          claim: row.claimId && claimNumber ? { claimId: row.claimId, claimNumber } : null,
        },
      ];
    }),
  );
}

/** The owner of one pre-inspection. */
export async function ownerOf(
  db: Database,
  row: Pick<PreInspectionRow, 'id' | 'policyHolderId' | 'claimId'>,
): Promise<PreInspectionOwner> {
  const owner = (await ownersOf(db, [row])).get(row.id);
  if (!owner) throw new Error('pre-inspection owner not found');
  return owner;
}
