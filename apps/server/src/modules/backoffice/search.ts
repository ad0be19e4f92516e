/**
 * The back office's search: exact matches only, at most 50 results.
 * - a policy number (FUN-2026-000123) → that policy; a claim number (CLM-2026-000045) → that claim; an
 *   application number (APP-2026-000067) → that application;
 * - a 13-digit ID number, a South African mobile number as people write it (082 123 4567, +27…) or a full name
 *   in any case → the holders' policies, applications and claims;
 * - a record number with spaces for its hyphens (DEV 2026 000001) as the number itself;
 * - a vehicle registration number, whatever its case, spaces or hyphen → the motor policies insuring it (their
 *   insured vehicle), the motor applications naming it, the pre-inspections of it and the claims on those
 *   vehicles;
 * - a phone's IMEI (15 digits with a valid check digit, grouped any way) → the device policies insuring it, the
 *   device applications naming it and the claims on that phone.
 */
import {
  BACKOFFICE_SEARCH_LIMIT,
  applicationStaffStatus,
  claimDisplayValue,
  claimStaffStatus,
  isPlausibleRegistrationNumber,
  isValidImei,
  normaliseImei,
  normaliseSaMobile,
  productName,
  registrationKey,
  saDay,
  statusDisplayValue,
  formatLongDate,
  type BackofficeSearchResult,
  type ClaimApprovalStatus,
  type ClaimStatus,
} from '@cover/domain';
import { DEVICE_LINE } from '@cover/domain/device';
import { MOTOR_LINE } from '@cover/domain/motor';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  claims,
  insuredItems,
  policies,
  policyHolders,
  preInspections,
  type ApplicationRow,
  type ClaimRow,
  type PolicyHolderRow,
  type PolicyRow,
  type PreInspectionRow,
} from '../../db/schema/index.js';
import {
  applicationImei,
  applicationPlateKey,
  fullNameKey,
  insuredVehiclePlateKey,
  plateKeyOf,
} from '../../db/schema/lookup-keys.js';
import { APPLICATION_NUMBER_PREFIX } from '../insurance-core/record-numbers.js';
import { PHONE_ITEM_KIND } from '../device/line.js';
import { VEHICLE_ITEM_KIND } from '../motor/vehicles.js';

const ASSESSMENT_DISPLAY: Readonly<Record<string, string>> = {
  AWAITING_PHOTOS: 'Awaiting photos',
  SUBMITTED: 'Awaiting assessment',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'No longer needed',
};

const nameOf = (holder: Pick<PolicyHolderRow, 'firstName' | 'lastName'> | undefined) =>
  holder ? `${holder.firstName} ${holder.lastName}` : 'Unknown holder';

interface Found {
  policies: PolicyRow[];
  applications: ApplicationRow[];
  claims: ClaimRow[];
  preInspections: PreInspectionRow[];
}

const none = (): Found => ({ policies: [], applications: [], claims: [], preInspections: [] });
const LIMIT = BACKOFFICE_SEARCH_LIMIT;

async function byPolicyNumber(db: Database, q: string): Promise<Found> {
  const found = none();
  found.policies = await db
    .select()
    .from(policies)
    .where(eq(policies.policyNumber, q.toUpperCase()))
    .limit(1);
  return found;
}

async function byClaimNumber(db: Database, q: string): Promise<Found> {
  const found = none();
  found.claims = await db.select().from(claims).where(eq(claims.claimNumber, q.toUpperCase())).limit(1);
  return found;
}

async function byApplicationNumber(db: Database, q: string): Promise<Found> {
  const found = none();
  found.applications = await db
    .select()
    .from(applications)
    .where(eq(applications.applicationNumber, q.toUpperCase()))
    .limit(1);
  return found;
}

/** The policies, applications (not yet policies) and claims of the holders `where` finds. */
async function byHolders(db: Database, where: SQL): Promise<Found> {
  const found = none();
  const holders = await db.select({ id: policyHolders.id }).from(policyHolders).where(where).limit(LIMIT);
  if (holders.length === 0) return found;
  const ids = holders.map((holder) => holder.id);
  [found.policies, found.applications, found.claims] = await Promise.all([
    db
      .select()
      .from(policies)
      .where(inArray(policies.policyHolderId, ids))
      .orderBy(desc(policies.createdAt))
      .limit(LIMIT),
    db
      .select()
      .from(applications)
      .where(and(inArray(applications.policyHolderId, ids), isNull(applications.policyId)))
      .orderBy(desc(applications.createdAt))
      .limit(LIMIT),
    db
      .select()
      .from(claims)
      .where(inArray(claims.policyHolderId, ids))
      .orderBy(desc(claims.createdAt))
      .limit(LIMIT),
  ]);
  return found;
}

const byIdNumber = (db: Database, idNumber: string) => byHolders(db, eq(policyHolders.idNumber, idNumber));
const byMobile = (db: Database, mobile: string) => byHolders(db, eq(policyHolders.cellphone, mobile));
/** A full name, whatever its case and spacing: first name(s) and last name as the holder has them. */
const byFullName = (db: Database, name: string) =>
  byHolders(db, sql`${fullNameKey(policyHolders.firstName, policyHolders.lastName)} = ${name.toLowerCase()}`);

/** How one insured thing is found: its insured items, the applications (not yet policies) naming it. */
interface ItemMatch {
  items: SQL | undefined;
  applications: SQL | undefined;
  /** a vehicle's pre-inspections of it */
  preInspections?: SQL;
}

/** The policies insuring what `match` finds, the applications naming it, its pre-inspections and its claims. */
async function byInsuredItem(db: Database, match: ItemMatch): Promise<Found> {
  const found = none();
  const items = await db
    .select({ id: insuredItems.id, policyId: insuredItems.policyId })
    .from(insuredItems)
    .where(match.items)
    .limit(LIMIT);
  const policyIds = [...new Set(items.map((item) => item.policyId))];
  [found.policies, found.applications, found.preInspections, found.claims] = await Promise.all([
    policyIds.length > 0
      ? db.select().from(policies).where(inArray(policies.id, policyIds)).orderBy(desc(policies.createdAt))
      : Promise.resolve([]),
    db
      .select()
      .from(applications)
      .where(and(isNull(applications.policyId), match.applications))
      .orderBy(desc(applications.createdAt))
      .limit(LIMIT),
    match.preInspections
      ? db
          .select()
          .from(preInspections)
          .where(and(eq(preInspections.isDeleted, false), match.preInspections))
          .orderBy(desc(preInspections.createdAt))
          .limit(LIMIT)
      : Promise.resolve([]),
    items.length > 0
      ? db
          .select()
          .from(claims)
          .where(
            inArray(
              claims.insuredItemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(desc(claims.createdAt))
          .limit(LIMIT)
      : Promise.resolve([]),
  ]);
  return found;
}

/** A vehicle registration number, written any way. */
function byRegistration(db: Database, plate: string): Promise<Found> {
  const key = registrationKey(plate);
  return byInsuredItem(db, {
    items: and(
      eq(insuredItems.kind, VEHICLE_ITEM_KIND),
      sql`${insuredVehiclePlateKey(insuredItems.data)} = ${key}`,
    ),
    applications: and(
      eq(applications.line, MOTOR_LINE),
      sql`${applicationPlateKey(applications.details)} = ${key}`,
    ),
    preInspections: sql`${plateKeyOf(preInspections.registrationNo)} = ${key}`,
  });
}

/** A phone's IMEI (15 digits, spaces and hyphens removed): the policies insuring it, its applications, its claims. */
function byImei(db: Database, imei: string): Promise<Found> {
  return byInsuredItem(db, {
    // the index on the item's IMEI (policy-parts.ts) serves this
    items: and(eq(insuredItems.kind, PHONE_ITEM_KIND), sql`(${insuredItems.data} ->> 'imei') = ${imei}`),
    applications: and(
      eq(applications.line, DEVICE_LINE),
      sql`${applicationImei(applications.details)} = ${imei}`,
    ),
  });
}

async function holdersOf(db: Database, ids: readonly string[]): Promise<Map<string, PolicyHolderRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(policyHolders).where(inArray(policyHolders.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

async function policyNumbersOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: policies.id, policyNumber: policies.policyNumber })
    .from(policies)
    .where(inArray(policies.id, unique));
  return new Map(rows.map((row) => [row.id, row.policyNumber]));
}

async function toResults(db: Database, found: Found): Promise<BackofficeSearchResult[]> {
  const [holders, policyNumbers] = await Promise.all([
    holdersOf(db, [
      ...found.policies.map((row) => row.policyHolderId),
      ...found.applications.map((row) => row.policyHolderId),
      ...found.claims.map((row) => row.policyHolderId),
      ...found.preInspections.map((row) => row.policyHolderId),
    ]),
    policyNumbersOf(
      db,
      found.claims.map((row) => row.policyId),
    ),
  ]);
  const results: BackofficeSearchResult[] = [
    ...found.policies.map((row) => ({
      kind: 'policy' as const,
      id: row.id,
      title: row.policyNumber,
      subtitle: `${productName(row.packageName)} · ${nameOf(holders.get(row.policyHolderId))}`,
      status: statusDisplayValue(row.status),
    })),
    ...found.claims.map((row) => ({
      kind: 'claim' as const,
      id: row.id,
      title: row.claimNumber,
      subtitle: `Claim on ${policyNumbers.get(row.policyId) ?? 'a policy'} · ${nameOf(holders.get(row.policyHolderId))}`,
      // the words of the console's queues ('Open'), not the customer's display value ('Pending')
      status: claimStaffStatus({
        status: row.claimStatus,
        statusDisplayValue: claimDisplayValue({
          status: row.claimStatus as ClaimStatus,
          approvalStatus: row.approvalStatus as ClaimApprovalStatus,
        }),
      }),
    })),
    ...found.applications.map((row) => ({
      kind: 'application' as const,
      id: row.id,
      // the number, as a policy's and a claim's (the console names the kind before it)
      title: row.applicationNumber,
      subtitle: `${productName(row.packageName)} · ${nameOf(holders.get(row.policyHolderId))} · ${formatLongDate(saDay(row.createdAt))}`,
      status: applicationStaffStatus(row),
    })),
    ...found.preInspections.map((row) => ({
      kind: 'pre_inspection' as const,
      id: row.id,
      title: row.registrationNo,
      subtitle: `${row.make} ${row.model} · ${nameOf(holders.get(row.policyHolderId))}`,
      status: ASSESSMENT_DISPLAY[row.assessmentStatus] ?? statusDisplayValue(row.assessmentStatus),
    })),
  ];
  return results.slice(0, LIMIT);
}

const POLICY_NUMBER = /^[A-Z]{3}-\d{4}-\d{3,}$/i;
const CLAIM_NUMBER = /^CLM-\d{4}-\d{3,}$/i;
const APPLICATION_NUMBER = new RegExp(`^${APPLICATION_NUMBER_PREFIX}-\\d{4}-\\d{3,}$`, 'i');
const ID_NUMBER = /^\d{13}$/;

/** A full name: two or more words of letters (with apostrophes and hyphens), no digits. */
const FULL_NAME = /^[\p{L}'’-]+(?: [\p{L}'’-]+)+$/u;

/** Exact matches of `q` (already trimmed, 2 to 40 characters). */
export async function searchBackoffice(db: Database, q: string): Promise<BackofficeSearchResult[]> {
  const compact = q.replace(/\s+/g, '');
  // a record number said with spaces for its hyphens ('DEV 2026 000001')
  const numbered = q.trim().replace(/[\s-]+/g, '-');
  const searches: Promise<Found>[] = [];
  if (CLAIM_NUMBER.test(numbered)) searches.push(byClaimNumber(db, numbered));
  else if (APPLICATION_NUMBER.test(numbered)) searches.push(byApplicationNumber(db, numbered));
  else if (POLICY_NUMBER.test(numbered)) searches.push(byPolicyNumber(db, numbered));
  if (ID_NUMBER.test(compact)) searches.push(byIdNumber(db, compact));
  const mobile = /^[+\d\s()-]+$/.test(q) ? normaliseSaMobile(q) : null;
  if (mobile) searches.push(byMobile(db, mobile));
  const name = q.trim().replace(/\s+/g, ' ');
  if (FULL_NAME.test(name)) searches.push(byFullName(db, name));
  if (isPlausibleRegistrationNumber(q)) searches.push(byRegistration(db, q));
  if (isValidImei(q)) searches.push(byImei(db, normaliseImei(q)));
  const found = none();
  for (const part of await Promise.all(searches)) {
    found.policies.push(...part.policies.filter((row) => !found.policies.some((seen) => seen.id === row.id)));
    found.applications.push(...part.applications);
    found.claims.push(...part.claims.filter((row) => !found.claims.some((seen) => seen.id === row.id)));
    found.preInspections.push(...part.preInspections);
  }
  return toResults(db, found);
}
