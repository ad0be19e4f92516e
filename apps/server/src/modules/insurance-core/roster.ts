/**
 * Salary deduction for every line: it needs the caller on the employer's roster (their salary reference
 * number is their employee pool username, with or without a leading zero).
 */
import { eq, inArray } from 'drizzle-orm';
import { employeeUsernameVariants } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { employees } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { requireCaller, requireHolder, type LineCallContext } from './line-context.js';

export const ROSTER_MESSAGES = {
  notRostered:
    'Salary deductions and the free benefit are only available to employees on the employer roster',
} as const;

/** The caller's roster entry (salary reference number and salary level); 403 when they are not on it. */
export async function rosteredEmployee(
  db: Database,
  principal: UserPrincipal,
): Promise<{ salaryReferenceNumber: string; salaryLevel: string }> {
  if (principal.audience !== 'employee')
    throw new AppError(403, 'NOT_AN_EMPLOYEE', ROSTER_MESSAGES.notRostered);
  const [row] = await db
    .select({ salaryReferenceNumber: employees.salaryReferenceNumber, salaryLevel: employees.salaryLevel })
    .from(employees)
    .where(inArray(employees.salaryReferenceNumber, employeeUsernameVariants(principal.username)))
    .limit(1);
  if (!row) throw new AppError(403, 'NOT_AN_EMPLOYEE', ROSTER_MESSAGES.notRostered);
  return row;
}

/** The caller's salary reference number on the roster; 403 otherwise. */
export async function rosteredSalaryReference(db: Database, principal: UserPrincipal): Promise<string> {
  return (await rosteredEmployee(db, principal)).salaryReferenceNumber;
}

/**
 * The roster entry of whoever the call is for: the signed-in employee's own (403 when not an employee on the
 * roster), or, for an operator acting for a holder, the entry with the holder's ID number (403 otherwise).
 */
export async function rosterEntryOfCaller(
  ctx: LineCallContext,
): Promise<{ salaryReferenceNumber: string; salaryLevel: string }> {
  if (!ctx.agent) return rosteredEmployee(ctx.db, requireCaller(ctx));
  const holder = requireHolder(ctx);
  const [row] = await ctx.db
    .select({ salaryReferenceNumber: employees.salaryReferenceNumber, salaryLevel: employees.salaryLevel })
    .from(employees)
    .where(eq(employees.idNumber, holder.id.number))
    .limit(1);
  if (!row) throw new AppError(403, 'NOT_AN_EMPLOYEE', ROSTER_MESSAGES.notRostered);
  return row;
}
