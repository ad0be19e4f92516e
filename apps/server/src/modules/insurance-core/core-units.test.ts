import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb } from '../../../test/helpers.js';
import type { PaymentMethodRow } from '../../db/schema/index.js';
import { simulatedCollector } from './collector.js';
import { maskAccountNumber } from './payment-methods.js';
import { formatPolicyNumber, nextApplicationNumber, nextPolicyNumber } from './record-numbers.js';
import { onPolicyVersionChanged, PolicyChanges, publishPolicyVersionChanged } from './version-events.js';

describe('policy numbers', () => {
  it('formats FUN-2026-000123', () => {
    expect(formatPolicyNumber('FUN', 2026, 123)).toBe('FUN-2026-000123');
    expect(formatPolicyNumber('FUN', 2027, 1_234_567)).toBe('FUN-2027-1234567');
  });

  it('draws unique numbers from the database sequence', async () => {
    const database = await createTestDb();
    try {
      const at = new Date(2026, 5, 1);
      const numbers = [];
      for (let i = 0; i < 3; i += 1) numbers.push(await nextPolicyNumber(database.db, 'FUN', at));
      expect(new Set(numbers).size).toBe(3);
      for (const number of numbers) expect(number).toMatch(/^FUN-2026-\d{6}$/);
    } finally {
      await database.close();
    }
  });
});

describe('application numbers', () => {
  it('draw from their own sequence, in the South African year the application was made', async () => {
    const database = await createTestDb();
    try {
      const first = await nextApplicationNumber(database.db, new Date('2026-06-01T10:00:00Z'));
      const second = await nextApplicationNumber(database.db, new Date('2026-12-31T22:30:00Z'));
      expect(first).toMatch(/^APP-2026-\d{6}$/);
      // half past midnight on New Year's Day in Johannesburg
      expect(second).toMatch(/^APP-2027-\d{6}$/);
      expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
      // policy numbers keep their own count
      expect(await nextPolicyNumber(database.db, 'FUN', new Date('2026-06-01T10:00:00Z'))).toBe(
        'FUN-2026-000001',
      );
    } finally {
      await database.close();
    }
  });

  it.each([
    [1, '000001'],
    [99_999, '099999'],
    [999_999, '999999'],
    // lpad(…, 6) cut this one to 100000, a number given long before (the scale benchmark's millionth row)
    [1_000_000, '1000000'],
    [12_345_678, '12345678'],
  ])('given by the column default (rows stored by other means), number %i is %s', async (value, digits) => {
    const database = await createTestDb();
    try {
      // the default as the migrations left it, evaluated as an insert would
      const one = sql`(select 1) as one`;
      const [stored] = await database.db
        .select({ expression: sql<string>`pg_get_expr(d.adbin, d.adrelid)` })
        .from(sql`pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum`)
        .where(sql`d.adrelid = 'applications'::regclass and a.attname = 'application_number'`);
      if (!stored) throw new Error('application_number has no default');
      await database.db.select({ set: sql`setval('application_number_seq', ${value}, false)` }).from(one);
      const [given] = await database.db
        .select({ number: sql<string>`${sql.raw(stored.expression)}` })
        .from(one);
      expect(given?.number).toMatch(new RegExp(`^APP-\\d{4}-${digits}$`));
    } finally {
      await database.close();
    }
  });
});

describe('policy version events', () => {
  it('publishes recorded changes after the unit of work, to every listener, despite failures', async () => {
    const database = await createTestDb();
    const seen: string[] = [];
    const errors: unknown[] = [];
    const offFailing = onPolicyVersionChanged(() => {
      throw new Error('listener broke');
    });
    const off = onPolicyVersionChanged((change) => {
      if (change.db === database.db) seen.push(`${change.policyNumber}@${change.version}:${change.cause}`);
    });
    try {
      const changes = new PolicyChanges();
      changes.record({ policyId: 'p1', policyNumber: 'FUN-2026-000001', version: 1, cause: 'issued' });
      changes.record({ policyId: 'p1', policyNumber: 'FUN-2026-000001', version: 2, cause: 'change_plan' });
      expect(seen).toEqual([]);
      await changes.publish(database.db, (error) => errors.push(error));
      await changes.publish(database.db, (error) => errors.push(error));
      expect(seen).toEqual(['FUN-2026-000001@1:issued', 'FUN-2026-000001@2:change_plan']);
      expect(errors).toHaveLength(2);
      off();
      await publishPolicyVersionChanged({
        db: database.db,
        policyId: 'p1',
        policyNumber: 'x',
        version: 3,
        cause: 'issued',
      });
      expect(seen).toHaveLength(2);
    } finally {
      offFailing();
      off();
      await database.close();
    }
  });
});

describe('the simulated collector', () => {
  const method = (changes: Partial<PaymentMethodRow>): PaymentMethodRow => ({
    id: 'm1',
    policyHolderId: 'h1',
    type: 'debit_order',
    bankName: 'FNB',
    branchCode: '250655',
    accountHolderName: 'T Nkosi',
    accountNumber: '62123456789',
    accountType: 'cheque',
    debitOrderDate: 15,
    salaryReferenceNumber: null,
    failing: false,
    consecutiveFailures: 0,
    blockedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...changes,
  });
  const attempt = (paymentMethod: PaymentMethodRow) =>
    simulatedCollector.collect({ policyId: 'p1', paymentMethod, amount: 100, dueDate: '2026-03-15' });

  it('succeeds unless the method is flagged failing or blocked', async () => {
    expect(await attempt(method({}))).toEqual({ ok: true });
    expect(await attempt(method({ failing: true }))).toEqual({
      ok: false,
      reason: 'Debit order returned unpaid',
    });
    expect(await attempt(method({ type: 'deduct_from_salary', failing: true }))).toEqual({
      ok: false,
      reason: 'Salary deduction declined',
    });
    expect((await attempt(method({ blockedAt: new Date() }))).ok).toBe(false);
  });

  it('never shows more than the last four digits of an account', () => {
    expect(maskAccountNumber('62123456789')).toBe('••••6789');
    expect(maskAccountNumber(null)).toBeNull();
  });
});
