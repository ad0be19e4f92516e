/**
 * The desk's employees: find one on the roster (salary reference number or ID number), register them as a
 * policy holder on their behalf, and resolve the holder an operator acts for. An operator acts only for the
 * holder of an employee on the roster; any other holder id answers 404.
 */
import { maskEmail, parseSaIdNumber, type PolicyHolder } from '@cover/domain';
import {
  maxYearsOfCarInsurance,
  OPERATOR_DESK_MESSAGES,
  type DeskEmployee,
  type DeskPolicyHolder,
  type FindEmployeeInput,
  type RegisterPolicyHolderInput,
  type RegisterPolicyHolderReply,
} from '@cover/domain/motor';
import { eq, inArray } from 'drizzle-orm';
import { employeeUsernameVariants } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { employees, policyHolders, type EmployeeRow, type PolicyHolderRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { maskCellphone } from '../accounts/roster-match.js';
import { isUuid } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { findPolicyHolderByIdNumber, insertPolicyHolder } from '../policy-holders/repo.js';
import { toPolicyHolder } from '../policy-holders/service.js';
import { schemesOfSalaryLevel } from '../motor/schemes.js';
import type { DeskContext } from './desk-calls.js';

export const employeeNotFound = () =>
  new AppError(404, 'EMPLOYEE_NOT_FOUND', OPERATOR_DESK_MESSAGES.employeeNotFound);
export const deskHolderNotFound = () =>
  new AppError(404, 'POLICY_HOLDER_NOT_FOUND', OPERATOR_DESK_MESSAGES.holderNotFound);

/** The roster entry by one of its keys; 404 when none. */
export async function findRosterEntry(db: Database, key: FindEmployeeInput): Promise<EmployeeRow> {
  const where = key.idNumber
    ? eq(employees.idNumber, key.idNumber)
    : inArray(employees.salaryReferenceNumber, employeeUsernameVariants(key.salaryReferenceNumber ?? ''));
  const [row] = await db.select().from(employees).where(where).limit(1);
  if (!row) throw employeeNotFound();
  return row;
}

const rosterEntryOfHolder = async (db: Database, idNumber: string) =>
  (await db.select().from(employees).where(eq(employees.idNumber, idNumber)).limit(1))[0] ?? null;

/** The most years of motor insurance the employee's age allows on `now` (null when their ID number cannot be read). */
function mostInsuranceYearsOf(roster: EmployeeRow, now: Date): number | null {
  const parsed = parseSaIdNumber(roster.idNumber, now);
  return parsed.valid ? maxYearsOfCarInsurance(parsed.age) : null;
}

/** The holder as the desk sees it: names, masked contacts and the years of insurance the age allows. */
function toDeskHolder(row: PolicyHolderRow, roster: EmployeeRow, now: Date): DeskPolicyHolder {
  return {
    policyHolderId: row.id,
    firstName: roster.firstName,
    lastName: roster.lastName,
    maskedEmail: maskEmail(row.email),
    maskedCellphone: row.cellphone ? maskCellphone(row.cellphone) : null,
    registeredBy: row.ownerPool === 'operator' ? 'operator' : 'employee',
    mostInsuranceYears: mostInsuranceYearsOf(roster, now),
  };
}

/** findEmployee: names, salary level and its schemes, masked contacts, and whether a holder exists. */
export async function findEmployee(ctx: DeskContext, input: FindEmployeeInput): Promise<DeskEmployee> {
  const roster = await findRosterEntry(ctx.db, input);
  const holder = await findPolicyHolderByIdNumber(ctx.db, roster.idNumber);
  return {
    salaryReferenceNumber: roster.salaryReferenceNumber,
    firstName: roster.firstName,
    lastName: roster.lastName,
    employeeType: roster.employeeType,
    salaryLevel: roster.salaryLevel,
    maskedEmail: maskEmail(roster.email),
    maskedCellphone: maskCellphone(roster.cellphone),
    schemes: schemesOfSalaryLevel(roster.salaryLevel).schemes,
    policyHolder: holder ? toDeskHolder(holder, roster, ctx.now) : null,
  };
}

/**
 * registerPolicyHolder: an existing holder with the employee's ID number is used as it is (not shown, not
 * changed); else one is made from the roster (email and cellphone as corrected by the operator), owned by
 * nobody until the employee claims it.
 */
export async function registerPolicyHolderFor(
  ctx: DeskContext,
  input: RegisterPolicyHolderInput,
): Promise<RegisterPolicyHolderReply> {
  const roster = await findRosterEntry(ctx.db, input);
  const existing = await findPolicyHolderByIdNumber(ctx.db, roster.idNumber);
  if (existing)
    return {
      policyHolder: toDeskHolder(existing, roster, ctx.now),
      created: false,
      message: OPERATOR_DESK_MESSAGES.holderExists,
    };
  const parsed = parseSaIdNumber(roster.idNumber, ctx.now);
  if (!parsed.valid) throw new AppError(422, 'ROSTER_ID_INVALID', parsed.reason);
  const inserted = await insertPolicyHolder(ctx.db, {
    ownerPool: 'operator',
    ownerSub: null,
    type: 'individual',
    idType: 'id',
    idNumber: roster.idNumber,
    idCountry: 'ZA',
    firstName: roster.firstName,
    lastName: roster.lastName,
    email: input.email ?? roster.email,
    cellphone: input.cellphone ?? roster.cellphone,
    dateOfBirth: parsed.dateOfBirth,
    gender: parsed.gender,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  if (!inserted) throw new AppError(409, 'POLICY_HOLDER_EXISTS', OPERATOR_DESK_MESSAGES.holderExists);
  const corrected = [input.email ? 'email' : null, input.cellphone ? 'cellphone' : null].filter(
    (field): field is string => field !== null,
  );
  await appendEvent(ctx.db, {
    entityType: 'policy_holder',
    entityId: inserted.id,
    type: 'on_behalf.policy_holder_registered',
    summary: `${ctx.agent.name} registered the employee as a policy holder${corrected.length > 0 ? ` (corrected: ${corrected.join(', ')})` : ''}`,
    data: { salaryReferenceNumber: roster.salaryReferenceNumber, corrected },
    actor: `operator:${ctx.agent.operatorId}`,
    at: ctx.now,
  });
  return {
    policyHolder: toDeskHolder(inserted, roster, ctx.now),
    created: true,
    message: OPERATOR_DESK_MESSAGES.holderCreated,
  };
}

export interface AgentHolder {
  holder: PolicyHolder;
  roster: EmployeeRow;
}

/** The holder an operator acts for: it must be an employee's on the roster; anything else is a 404. */
export async function holderForAgent(db: Database, policyHolderId: string): Promise<AgentHolder> {
  if (!isUuid(policyHolderId)) throw deskHolderNotFound();
  const [row] = await db.select().from(policyHolders).where(eq(policyHolders.id, policyHolderId)).limit(1);
  if (!row) throw deskHolderNotFound();
  const roster = await rosterEntryOfHolder(db, row.idNumber);
  if (!roster) throw deskHolderNotFound();
  return { holder: toPolicyHolder(row), roster };
}

/** The desk's context acting for the holder. */
export async function actingFor(
  ctx: DeskContext,
  policyHolderId: string,
): Promise<DeskContext & { holder: PolicyHolder; roster: EmployeeRow }> {
  const { holder, roster } = await holderForAgent(ctx.db, policyHolderId);
  return { ...ctx, holder, roster };
}
