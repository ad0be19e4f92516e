/**
 * Employee rules: a salary deduction needs the caller on the employer's roster (their salary reference
 * number is their employee pool username); the free benefit is for any rostered employee, once.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { FUNERAL_LINE, PACKAGE_NAMES } from '@cover/domain/funeral';
import type { Database } from '../../db/client.js';
import { applications, policies } from '../../db/schema/index.js';
import { ROSTER_MESSAGES } from '../insurance-core/roster.js';
import { AppError } from '../../platform/errors.js';

export const EMPLOYEE_MESSAGES = {
  notRostered: ROSTER_MESSAGES.notRostered,
  freeBenefitTaken: 'You already have the free funeral benefit',
} as const;

export { rosteredSalaryReference } from '../insurance-core/roster.js';

/** 409 when the holder already has the free benefit (a policy not cancelled, or an open application). */
export async function assertFreeBenefitAvailable(db: Database, policyHolderId: string): Promise<void> {
  const free = PACKAGE_NAMES.TELKOM_FREE_BENEFIT;
  const [policy] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(
        eq(policies.line, FUNERAL_LINE),
        eq(policies.policyHolderId, policyHolderId),
        eq(policies.packageName, free),
        ne(policies.status, 'CANCELLED'),
      ),
    )
    .limit(1);
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.line, FUNERAL_LINE),
        eq(applications.policyHolderId, policyHolderId),
        eq(applications.packageName, free),
        inArray(applications.status, ['PENDING', 'APPROVED']),
      ),
    )
    .limit(1);
  if (policy || application)
    throw new AppError(409, 'FREE_BENEFIT_TAKEN', EMPLOYEE_MESSAGES.freeBenefitTaken);
}
