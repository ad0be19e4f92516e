/** Payment methods: a debit order with bank details, or a salary deduction against a salary reference. */
import { eq } from 'drizzle-orm';
import type { PaymentDetails, PaymentMethodInput } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import { paymentMethods, type PaymentMethodRow } from '../../db/schema/index.js';

/**
 * Demo switch: debit orders on this account number always fail to collect, so the grace period and lapse
 * can be tried in the running app. Every other method succeeds (collections are simulated).
 */
export const DEMO_FAILING_ACCOUNT_NUMBER = '0000000000';
/** A payment method is blocked after this many consecutive failed collections (REFERENCE). */
export const MAX_CONSECUTIVE_FAILURES = 4;

export async function insertPaymentMethod(
  db: Database,
  policyHolderId: string,
  input: PaymentMethodInput,
  context: { salaryReferenceNumber: string | null; billingDay: number; now: Date },
): Promise<PaymentMethodRow> {
  const debit = input.type === 'debit_order' ? input : null;
  const [row] = await db
    .insert(paymentMethods)
    .values({
      policyHolderId,
      type: input.type,
      bankName: debit?.bankName ?? null,
      branchCode: debit?.branchCode ?? null,
      accountHolderName: debit?.accountHolderName ?? null,
      accountNumber: debit?.accountNumber ?? null,
      accountType: debit?.accountType ?? null,
      debitOrderDate: debit ? (debit.debitOrderDate ?? context.billingDay) : null,
      salaryReferenceNumber: input.type === 'deduct_from_salary' ? context.salaryReferenceNumber : null,
      failing: debit?.accountNumber === DEMO_FAILING_ACCOUNT_NUMBER,
      createdAt: context.now,
      updatedAt: context.now,
    })
    .returning();
  if (!row) throw new Error('payment method was not stored');
  return row;
}

/**
 * The same payment method collected on another day: a copy of `current` (a new row, so the policy's earlier
 * versions keep theirs), for a customer who keeps their account and changes only the debit order day.
 */
export async function samePaymentOnDay(
  db: Database,
  current: PaymentMethodRow,
  billingDay: number,
  now: Date,
): Promise<PaymentMethodRow> {
  const { id: _id, ...kept } = current;
  const [row] = await db
    .insert(paymentMethods)
    .values({
      ...kept,
      debitOrderDate: current.type === 'debit_order' ? billingDay : current.debitOrderDate,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('payment method was not stored');
  return row;
}

export async function findPaymentMethods(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, PaymentMethodRow>> {
  if (ids.length === 0) return new Map();
  const rows = await paymentMethodsById(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

const paymentMethodsById = preparedPerDatabase((db) =>
  db.select().from(paymentMethods).where(anyOf(paymentMethods.id, 'ids')).prepare('payment_methods_by_id'),
);

export async function findPaymentMethod(db: Database, id: string | null): Promise<PaymentMethodRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row ?? null;
}

/** '••••6789': only the last four digits of an account number ever leave the server. */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  return `••••${accountNumber.slice(-4)}`;
}

export function toPaymentDetails(row: PaymentMethodRow): PaymentDetails {
  return {
    paymentMethodId: row.id,
    type: row.type,
    bankName: row.bankName,
    branchCode: row.branchCode,
    accountHolderName: row.accountHolderName,
    accountNumber: maskAccountNumber(row.accountNumber),
    accountType: row.accountType,
    debitOrderDate: row.debitOrderDate,
    salaryReferenceNumber: row.salaryReferenceNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}
