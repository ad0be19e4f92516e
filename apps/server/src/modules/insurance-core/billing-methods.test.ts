import { describe, expect, it } from 'vitest';
import type { PaymentMethodRow } from '../../db/schema/index.js';
import { chunksOf } from './billing-batches.js';
import { MethodLedger } from './billing-methods.js';
import { MAX_CONSECUTIVE_FAILURES } from './payment-methods.js';

const before = new Date('2026-03-01T08:00:00Z');
const now = new Date('2026-03-15T04:00:00Z');

const method = (id: string, consecutiveFailures: number): PaymentMethodRow => ({
  id,
  policyHolderId: 'holder',
  type: 'debit_order',
  bankName: null,
  branchCode: null,
  accountHolderName: null,
  accountNumber: null,
  accountType: null,
  debitOrderDate: null,
  salaryReferenceNumber: null,
  failing: false,
  consecutiveFailures,
  blockedAt: null,
  createdAt: before,
  updatedAt: before,
});

describe('the payment methods a billing transaction changes', () => {
  it.each([
    { name: 'a success without failures', count: 0, outcomes: [true], failures: 0, changes: [] },
    {
      name: 'a failure',
      count: 0,
      outcomes: [false],
      failures: 1,
      changes: [{ id: 'm', reset: false, failures: 1, blocked: false }],
    },
    {
      name: 'a success after failures',
      count: 2,
      outcomes: [true],
      failures: 0,
      changes: [{ id: 'm', reset: true, failures: 0, blocked: false }],
    },
    {
      name: 'a failure, a success, a failure',
      count: 1,
      outcomes: [false, true, false],
      failures: 1,
      changes: [{ id: 'm', reset: true, failures: 1, blocked: false }],
    },
    {
      name: 'the failure that reaches the limit',
      count: MAX_CONSECUTIVE_FAILURES - 1,
      outcomes: [false],
      failures: MAX_CONSECUTIVE_FAILURES,
      changes: [{ id: 'm', reset: false, failures: 1, blocked: true }],
    },
  ])('$name', ({ count, outcomes, failures, changes }) => {
    const ledger = new MethodLedger([method('m', count)], now);
    for (const ok of outcomes) ledger.record('m', ok);
    expect(ledger.current('m')?.consecutiveFailures).toBe(failures);
    expect(ledger.changed()).toEqual(changes);
  });

  it('blocks the method for the attempts after the limit, and a later success keeps it blocked', () => {
    const ledger = new MethodLedger([method('m', MAX_CONSECUTIVE_FAILURES - 1)], now);
    ledger.record('m', false);
    expect(ledger.current('m')?.blockedAt).toEqual(now);
    ledger.record('m', true);
    expect(ledger.current('m')).toMatchObject({ consecutiveFailures: 0, blockedAt: now });
    expect(ledger.changed()).toEqual([{ id: 'm', reset: true, failures: 0, blocked: true }]);
  });

  it('knows no method for a policy without one, and lists changed methods in id order', () => {
    const ledger = new MethodLedger([method('b', 0), null, method('a', 0)], now);
    expect(ledger.current(null)).toBeNull();
    expect(ledger.current('unknown')).toBeNull();
    ledger.record(null, false);
    ledger.record('b', false);
    ledger.record('a', false);
    expect(ledger.changed().map((change) => change.id)).toEqual(['a', 'b']);
  });
});

describe('chunks of a page', () => {
  it.each([
    { items: 10, parts: 4, sizes: [3, 3, 3, 1] },
    { items: 500, parts: 4, sizes: [125, 125, 125, 125] },
    { items: 3, parts: 4, sizes: [1, 1, 1] },
    { items: 7, parts: 1, sizes: [7] },
    { items: 0, parts: 4, sizes: [] },
  ])('$items items in $parts parts', ({ items, parts, sizes }) => {
    const list = Array.from({ length: items }, (_, index) => index);
    const chunks = chunksOf(list, parts);
    expect(chunks.map((chunk) => chunk.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(list);
  });
});
