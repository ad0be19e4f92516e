import type { InjectOptions } from 'fastify';

/**
 * Who owns what in the matrix's world: each signed-in owner (two per audience that owns records) with its
 * credentials, the values that name it (holder, ID number, user name) and its records of every line.
 */

/** The product lines whose records the routes name. */
export const LINES = ['funeral', 'device', 'deviceCreditLife', 'motor', 'motorCreditLife'] as const;
export type Line = (typeof LINES)[number];

/** One owner's records of a line (what exists depends on the line). */
export interface LineRecords {
  policyId?: string;
  applicationId?: string;
  quotePackageId?: string;
  claimId?: string;
  /** A claim (or application) document of the line, downloadable under the line's documents route. */
  documentId?: string;
  alterationPackageId?: string;
  memberId?: string;
  beneficiaryId?: string;
}

export type OwnerAudience = 'retail' | 'employee' | 'operator' | 'backoffice';

export interface Owner {
  /** e.g. "retail A" */
  name: string;
  audience: OwnerAudience;
  credentials: Pick<InjectOptions, 'headers' | 'cookies'>;
  /** Values that name the owner (policy holder, ID number, user names…); absent for staff. */
  self: Record<string, string>;
  lines: Partial<Record<Line, LineRecords>>;
  /** Motor pre-inspection of the owner (a vehicle's, or the operator's own desk inspection). */
  preInspectionId?: string;
}

/** Every value of an owner: what an answer to anyone else must never show. */
export function markersOf(owner: Owner): string[] {
  const values = [
    ...Object.values(owner.self),
    ...Object.values(owner.lines).flatMap((records) => Object.values(records ?? {})),
    owner.preInspectionId,
  ];
  return [
    ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length >= 8)),
  ];
}
