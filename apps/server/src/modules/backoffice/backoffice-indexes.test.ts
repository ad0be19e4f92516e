/**
 * The back office's searches, lists and queues read an index, whatever the size of the book (and so does the
 * lookup of a reusable pre-inspection, which a motor application makes): each statement they send is planned
 * with sequential scans switched off (PostgreSQL then reads a table from end to end only when no index can
 * answer), no table is read that way, and the index meant for the search is the one read (an index walked
 * whole, as one on a column every row has, would be no better). An expression index serves only the very
 * expression its query compares, so this catches a search whose expression drifted from it.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/helpers.js';
import { expectIndexed, readsOf } from '../../../test/index-plans.js';
import type { DatabaseHandle } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import { listClaims } from '../claims/repo.js';
import { findReusablePreInspectionOf, listForBackoffice } from '../motor/pre-inspection/repo.js';
import { failedPayments } from './failed-payments.js';
import { backofficeQueues } from './queues.js';
import { searchBackoffice } from './search.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('the back office reads through indexes', () => {
  it.each([
    ['a policy number', 'FUN-2026-000123', ['policies_policy_number_unique']],
    ['a claim number', 'CLM-2026-000045', ['claims_claim_number_unique']],
    ['an application number', 'APP-2026-000067', ['applications_application_number_unique']],
    ['an ID number', '8001015009087', ['policy_holders_id_number_unique']],
    ['a mobile number', '082 123 4567', ['policy_holders_cellphone_idx']],
    ['a full name', 'Thandi Mokoena', ['policy_holders_full_name_idx']],
    [
      'a registration number written any way',
      'ca 123-456',
      ['insured_items_plate_idx', 'applications_plate_idx', 'pre_inspections_plate_idx'],
    ],
    ['an IMEI', '49 015420 323751 8', ['insured_items_imei_idx', 'applications_imei_idx']],
  ])('searching by %s', async (_, q, meant) => {
    await expectIndexed(handle, () => searchBackoffice(handle.db, q), meant);
  });

  it('counting the work queues', async () => {
    await expectIndexed(handle, () => backofficeQueues(handle.db), [
      'collections_unpaid_idx',
      'claims_status_idx',
    ]);
  });

  // (which cancelled policies to leave out is read from the billing index on a large book, from the policies'
  // own on a small one: the scale bench shows the former)
  it('counting the claims and failed premiums that wait from indexes alone (reading neither table)', async () => {
    for (const table of ['claims', 'collections'])
      await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
    const reads = await readsOf(handle, () => backofficeQueues(handle.db));
    expect(reads.indexes).toEqual(expect.arrayContaining(['claims_status_idx', 'collections_unpaid_idx']));
    expect(reads.rowsRead).toContain('applications');
    expect(reads.rowsRead).not.toContain('claims');
    expect(reads.rowsRead).not.toContain('collections');
  });

  it('listing the failed premiums still unpaid', async () => {
    await expectIndexed(handle, () => failedPayments(handle.db, 50), ['collections_unpaid_idx']);
  });

  it('listing claims newest first, of every status and of one', async () => {
    await expectIndexed(handle, () => listClaims(handle.db, { limit: 50 }), ['claims_created_idx']);
    await expectIndexed(handle, () => listClaims(handle.db, { status: 'in_review', limit: 50 }), [
      'claims_status_idx',
    ]);
  });

  it('finding the claims on a phone or vehicle', async () => {
    await expectIndexed(
      handle,
      () =>
        handle.db
          .select()
          .from(claims)
          .where(inArray(claims.insuredItemId, [randomUUID()])),
      ['claims_item_idx'],
    );
  });

  it('listing the pre-inspections oldest submission first, of every status and of one', async () => {
    await expectIndexed(handle, () => listForBackoffice(handle.db, { limit: 50 }), [
      'pre_inspections_queue_idx',
    ]);
    await expectIndexed(handle, () => listForBackoffice(handle.db, { status: 'SUBMITTED', limit: 50 }), [
      'pre_inspections_status_idx',
    ]);
  });

  it('finding a pre-inspection a new motor application may reuse (none issued a policy)', async () => {
    await expectIndexed(
      handle,
      () =>
        findReusablePreInspectionOf(
          handle.db,
          randomUUID(),
          { vinNo: 'WVWZZZ1KZ8W123456', registrationNo: 'CA123456' },
          new Date('2026-11-01T00:00:00Z'),
        ),
      ['policies_pre_inspection_idx'],
    );
  });

  it('sees a table read from end to end and an index not read (a search by a column no index holds)', async () => {
    const reads = await readsOf(handle, () =>
      handle.db.execute(sql`select id from policy_holders where email = ${'x@y.za'}`),
    );
    expect(reads).toEqual({ readWhole: ['policy_holders'], indexes: [], rowsRead: ['policy_holders'] });
  });
});
