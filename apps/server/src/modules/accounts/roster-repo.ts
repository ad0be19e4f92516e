import { employeeUsernameVariants } from '@cover/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { employees, type EmployeeRow } from '../../db/schema/employees.js';

/**
 * The roster row for a salary reference number as a user typed it: spaces stripped, and tried with and
 * without a leading zero (spec 000 §5). The exact form wins when both exist.
 */
export async function findRosterEmployee(
  db: Database,
  salaryReferenceNumber: string,
): Promise<EmployeeRow | null> {
  const variants = employeeUsernameVariants(salaryReferenceNumber);
  if (variants.length === 0) return null;
  const rows = await db.select().from(employees).where(inArray(employees.salaryReferenceNumber, variants));
  return (
    variants.map((variant) => rows.find((row) => row.salaryReferenceNumber === variant)).find(Boolean) ?? null
  );
}
