/**
 * One credit life per financed item (QA walk 7 finding 1: a vehicle's finance was covered twice and paid for
 * twice). The item is known by its key, `vin:<VIN>` or `imei:<IMEI>` (normalised as their fields give them):
 * stored as `financedItemKey` in the credit life application's details, or read from the parent application
 * (a motor application's vehicle.vin, a device application's deviceIMEINumber) of a linked one made before.
 * An item is covered while a credit life application on it is PENDING or APPROVED (not declined), or its
 * policy is ACTIVE; a cancelled or lapsed policy, or an archived, cancelled or declined application, does not
 * cover it. Anyone's credit life covers it, as an ACTIVE motor policy refuses anyone's vehicle: the customer's
 * own policy or application is named, another customer's is not.
 */
import { creditLifeExistsMessage, type FinancedItemKind } from '@cover/domain';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { applications, policies, type ApplicationRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { CreditLifeLine } from './line.js';

export interface FinancedItemKey {
  kind: FinancedItemKind;
  /** `vin:AHTKB3FE502123457`, `imei:490154203237518` */
  key: string;
}

const vehicleKey = (vin: string): FinancedItemKey => ({ kind: 'vehicle', key: `vin:${vin.toUpperCase()}` });
const phoneKey = (imei: string): FinancedItemKey => ({ kind: 'phone', key: `imei:${imei}` });

/** The key of what a standalone credit life's input names (the vehicle line's VIN, the phone line's IMEI). */
export function financedItemKeyOf(input: {
  vinNumber?: string | undefined;
  deviceIMEINumber?: string | undefined;
}): FinancedItemKey | null {
  if (input.vinNumber) return vehicleKey(input.vinNumber);
  if (input.deviceIMEINumber) return phoneKey(input.deviceIMEINumber);
  return null;
}

/** The key of the item a parent application (motor, device) finances, from its details. */
export function parentItemKeyOf(parent: Pick<ApplicationRow, 'details'>): FinancedItemKey | null {
  const details = parent.details as { vehicle?: { vin?: unknown }; deviceIMEINumber?: unknown };
  if (typeof details.vehicle?.vin === 'string' && details.vehicle.vin) return vehicleKey(details.vehicle.vin);
  if (typeof details.deviceIMEINumber === 'string' && details.deviceIMEINumber)
    return phoneKey(details.deviceIMEINumber);
  return null;
}

const parents = alias(applications, 'credit_life_parent');

/**
 * Refuses (409 CREDIT_LIFE_EXISTS, the message at `field` when given) a credit life on an item another credit
 * life of the line covers, other than the application `exceptApplicationId` (the one being continued).
 * Serialised per item with a transaction advisory lock, so that two applications cannot both pass.
 */
export async function assertNoCreditLifeOn(
  db: Database,
  line: CreditLifeLine,
  item: FinancedItemKey,
  caller: { policyHolderId: string; exceptApplicationId?: string | null; field?: string },
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit-life:${item.key}`}))`);
  const keyOf = sql`coalesce(
    ${applications.details} ->> 'financedItemKey',
    'vin:' || upper(${parents.details} #>> '{vehicle,vin}'),
    'imei:' || (${parents.details} ->> 'deviceIMEINumber')
  )`;
  const conditions: SQL[] = [
    eq(applications.line, line.key),
    sql`${keyOf} = ${item.key}`,
    or(
      and(
        sql`${applications.status} in ('PENDING', 'APPROVED')`,
        sql`coalesce(${applications.underwritingStatus}, '') <> 'DECLINED'`,
      ),
      eq(policies.status, 'ACTIVE'),
    ) as SQL,
  ];
  if (caller.exceptApplicationId) conditions.push(ne(applications.id, caller.exceptApplicationId));
  const found = await db
    .select({
      policyHolderId: applications.policyHolderId,
      applicationNumber: applications.applicationNumber,
      policyNumber: policies.policyNumber,
      policyStatus: policies.status,
    })
    .from(applications)
    .leftJoin(policies, eq(policies.id, applications.policyId))
    .leftJoin(parents, sql`${parents.id}::text = ${applications.details} ->> 'linkedApplicationId'`)
    .where(and(...conditions))
    .limit(10);
  if (found.length === 0) return;
  const own = found.filter((row) => row.policyHolderId === caller.policyHolderId);
  const policy = own.find((row) => row.policyNumber && row.policyStatus === 'ACTIVE');
  const application = own[0];
  const message = creditLifeExistsMessage(
    item.kind,
    policy?.policyNumber
      ? { policyNumber: policy.policyNumber }
      : application
        ? { applicationNumber: application.applicationNumber }
        : null,
  );
  throw new AppError(
    409,
    'CREDIT_LIFE_EXISTS',
    message,
    caller.field ? { [caller.field]: message } : undefined,
  );
}
