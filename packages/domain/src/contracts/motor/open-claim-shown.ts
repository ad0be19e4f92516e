/** Which of a vehicle's open claims its policy names ('See claim …'). */
import type { MotorClaimType } from '../../constants/claim-types.js';
import { isMotorTheftClaim } from './claims.js';

export interface OpenClaimFacts {
  claimType: string;
  createdAt: Date | string;
}

const time = (at: Date | string) => new Date(at).getTime();
const endsCover = (claim: OpenClaimFacts) => isMotorTheftClaim(claim.claimType as MotorClaimType);

/**
 * The claim a motor policy names among its vehicle's open ones: a theft or hijacking first (its approval
 * ends the cover), then the most recent; null when none is open.
 */
export function openClaimShown<T extends OpenClaimFacts>(claims: readonly T[]): T | null {
  const ordered = [...claims].sort(
    (a, b) => Number(endsCover(b)) - Number(endsCover(a)) || time(b.createdAt) - time(a.createdAt),
  );
  return ordered[0] ?? null;
}
