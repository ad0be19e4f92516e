/**
 * The back office console's own calls (issue 14): the work queues, the search, the failed premiums, one
 * policy for staff and staff-only notes, for a back-office account only.
 */
import { eq, inArray } from 'drizzle-orm';
import type { BackofficeFailedPayment } from '@cover/domain';
import { FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, collections, paymentMethods, policies } from '../../db/schema/index.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { runBilling } from '../insurance-core/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { failedPayments } from './failed-payments.js';

let harness: ClaimsHarness;
let owner: Customer;
let other: Customer;
let policy: Policy;
let claimNumber: string;
let claimId: string;
let staff: string;
let operatorOnly: string;

const as = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  asBackoffice(harness.app, cookie, method, url, payload);

const policyRow = async () =>
  (await harness.app.db.select().from(policies).where(eq(policies.id, policy.policyId)))[0]!;

beforeAll(async () => {
  harness = await startClaimsHarness();
  owner = await createCustomer(harness, 1);
  other = await createCustomer(harness, 2);
  policy = await issueFuneralPolicy(harness, owner);
  await issueFuneralPolicy(harness, other, 2);
  const submitted = await submitClaimViaApi(harness, owner, claimInput(policy, owner));
  claimId = submitted.claimId;
  claimNumber = submitted.claimNumber;
  staff = await operatorSession(harness.app, ['backoffice'], 'console (staff)');
  operatorOnly = await operatorSession(harness.app, ['operator']);
}, 90_000);
afterAll(() => harness.close());

describe('back office console calls', () => {
  it('are refused without a back-office session: anonymous 401, a customer 401, a plain operator 403', async () => {
    const urls = [
      '/api/backoffice/queues',
      '/api/backoffice/payments/failed',
      `/api/backoffice/policies/${policy.policyId}`,
    ];
    for (const url of urls) {
      expect((await as(null, 'GET', url)).statusCode, url).toBe(401);
      expect((await harness.call(owner, { method: 'GET', url })).statusCode, url).toBe(401);
      expect((await as(operatorOnly, 'GET', url)).statusCode, url).toBe(403);
    }
    const search = { q: 'FUN-2026-000001' };
    expect((await as(null, 'POST', '/api/backoffice/search', search)).statusCode).toBe(401);
    expect((await as(operatorOnly, 'POST', '/api/backoffice/search', search)).statusCode).toBe(403);
    const note = await as(operatorOnly, 'POST', `/api/backoffice/policies/${policy.policyId}/notes`, {
      note: 'x',
    });
    expect(note.statusCode).toBe(403);
  });

  it('counts the open claims in the queues with the age of the oldest', async () => {
    const response = await as(staff, 'GET', '/api/backoffice/queues');
    expect(response.statusCode).toBe(200);
    const queues = response.json();
    expect(queues.claims.open).toEqual({ count: 1, oldestAt: expect.any(String) });
    expect(queues.claims.pending_payout).toEqual({ count: 0, oldestAt: null });
    expect(queues.failedPayments).toEqual({ count: 0, oldestAt: null });
    expect(queues.preInspections.awaiting.count).toBe(0);
  });

  it('finds a policy by its number in any case, a claim by its number and a holder by ID number', async () => {
    const byPolicy = await as(staff, 'POST', '/api/backoffice/search', {
      q: policy.policyNumber.toLowerCase(),
    });
    expect(byPolicy.json().results).toEqual([
      expect.objectContaining({ kind: 'policy', id: policy.policyId, title: policy.policyNumber }),
    ]);

    const byClaim = await as(staff, 'POST', '/api/backoffice/search', { q: claimNumber });
    expect(byClaim.json().results).toEqual([
      // staff read the state as the console's queue names it ('Open claims'), not the customer's 'Pending'
      expect.objectContaining({ kind: 'claim', id: claimId, title: claimNumber, status: 'Open' }),
    ]);

    const byId = await as(staff, 'POST', '/api/backoffice/search', { q: owner.holder.id.number });
    const kinds = byId.json().results.map((result: { kind: string; id: string }) => result.kind);
    expect(kinds).toEqual(['policy', 'claim']);
    expect(byId.json().results[0].subtitle).toContain(owner.holder.first_name);

    // an application by the number it was given when made, in any case (not taken for a policy number)
    const [application] = await harness.app.db
      .select()
      .from(applications)
      .where(eq(applications.policyId, policy.policyId));
    expect(application?.applicationNumber).toMatch(/^APP-\d{4}-\d{6}$/);
    const byApplication = await as(staff, 'POST', '/api/backoffice/search', {
      q: application!.applicationNumber.toLowerCase(),
    });
    expect(byApplication.json().results).toEqual([
      // the number, as a policy's and a claim's, the product once (the console puts 'Application' before it)
      expect.objectContaining({
        kind: 'application',
        id: application!.id,
        title: application!.applicationNumber,
        subtitle: expect.stringMatching(/^Funeral cover · /),
      }),
    ]);
    // the result leads to its page, though it was never referred for underwriting (nothing to decide)
    const detail = await as(staff, 'GET', `/api/backoffice/applications/${application!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      applicationNumber: application!.applicationNumber,
      underwritingStatus: null,
      policyNumber: policy.policyNumber,
    });
    const decide = await as(staff, 'POST', `/api/backoffice/applications/${application!.id}/underwriting`, {
      decision: 'approve',
    });
    expect(decide.statusCode).toBe(404);
    expect((await as(staff, 'POST', '/api/backoffice/search', { q: 'APP-1999-999999' })).json()).toEqual({
      results: [],
    });

    // a number said with spaces for its hyphens, a mobile number as people write it, a full name in any case
    // (QA walk 16): the holder's records, as for an ID number
    const spaced = await as(staff, 'POST', '/api/backoffice/search', {
      q: policy.policyNumber.replace(/-/g, ' ').toLowerCase(),
    });
    expect(spaced.json().results).toEqual([expect.objectContaining({ kind: 'policy', id: policy.policyId })]);
    const byMobile = await as(staff, 'POST', '/api/backoffice/search', { q: '082 123 4567' });
    // (every customer of this suite has the same mobile number: each of their records is found)
    const mine = expect.arrayContaining([
      expect.objectContaining({ kind: 'policy', id: policy.policyId }),
      expect.objectContaining({ kind: 'claim', id: claimId }),
    ]);
    expect(byMobile.json().results).toEqual(mine);
    const fullName = `${owner.holder.first_name} ${owner.holder.last_name}`.toUpperCase();
    const byName = await as(staff, 'POST', '/api/backoffice/search', { q: fullName });
    expect(byName.json().results).toEqual(mine);
    expect((await as(staff, 'POST', '/api/backoffice/search', { q: 'Nobody Here' })).json()).toEqual({
      results: [],
    });

    const unknown = await as(staff, 'POST', '/api/backoffice/search', { q: 'FUN-1999-999999' });
    expect(unknown.json()).toEqual({ results: [] });

    const tooShort = await as(staff, 'POST', '/api/backoffice/search', { q: 'x' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain(
      'Please enter a policy, claim, application, ID, mobile, registration or IMEI number, or a full name',
    );
  });

  it('lists a premium that failed with its reason and grace end, and counts it in the queue', async () => {
    const row = await policyRow();
    await harness.app.db
      .update(paymentMethods)
      .set({ failing: true })
      .where(eq(paymentMethods.id, row.paymentMethodId!));
    const due = new Date(`${row.nextBillingDate}T09:00:00+02:00`);
    // the other customer's premium is collected; this one's debit order comes back unpaid
    expect(await runBilling(harness.app.db, { now: due })).toMatchObject({ collected: 1, failed: 1 });

    const failed = await as(staff, 'GET', '/api/backoffice/payments/failed');
    expect(failed.statusCode).toBe(200);
    const mine = failed.json().data.find((entry: { policyId: string }) => entry.policyId === policy.policyId);
    expect(mine).toMatchObject({
      policyNumber: policy.policyNumber,
      amount: row.monthlyPremium,
      dueDate: row.nextBillingDate,
      failureReason: 'Debit order returned unpaid',
      graceEndsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      policyStatus: 'ACTIVE',
    });
    expect(mine.holderName).toBe(`${owner.holder.first_name} ${owner.holder.last_name}`);
    const queue = (await as(staff, 'GET', '/api/backoffice/queues')).json().failedPayments;
    expect(queue).toEqual({ count: 1, oldestAt: expect.any(String) });

    // a cancelled policy's unpaid premium leaves the list and the queue; a lapsed policy's stays in both
    const setStatus = (status: string) =>
      harness.app.db.update(policies).set({ status }).where(eq(policies.id, policy.policyId));
    await setStatus('CANCELLED');
    const afterCancel = (await as(staff, 'GET', '/api/backoffice/payments/failed')).json().data;
    expect(afterCancel.map((entry: { policyId: string }) => entry.policyId)).not.toContain(policy.policyId);
    expect((await as(staff, 'GET', '/api/backoffice/queues')).json().failedPayments).toEqual({
      count: 0,
      oldestAt: null,
    });
    await setStatus('LAPSED');
    expect((await as(staff, 'GET', '/api/backoffice/queues')).json().failedPayments).toEqual(queue);
    const afterLapse = (await as(staff, 'GET', '/api/backoffice/payments/failed')).json().data;
    expect(afterLapse).toContainEqual(
      expect.objectContaining({ policyId: policy.policyId, policyStatus: 'LAPSED' }),
    );
    await setStatus('ACTIVE');
  });

  it('pages the failed premiums oldest due date first, ties in policy-number order, as the whole list does', async () => {
    const rows = await harness.app.db.select().from(policies);
    expect(rows.length).toBe(2);
    const failedOn = (policyId: string, dueDate: string) => ({
      policyId,
      type: 'premium' as const,
      status: 'failed' as const,
      amount: 10_000,
      dueDate,
      failureReason: 'Debit order returned unpaid',
    });
    const [first, second] = rows.map((row) => row.id) as [string, string];
    const added = await harness.app.db
      .insert(collections)
      .values([
        failedOn(second, '2025-01-05'),
        failedOn(first, '2025-01-05'),
        failedOn(first, '2025-02-05'),
        failedOn(second, '2025-03-05'),
        failedOn(first, '2025-03-05'),
      ])
      .returning({ id: collections.id });
    try {
      const whole = await failedPayments(harness.app.db, 100);
      const key = (entry: BackofficeFailedPayment) => [entry.dueDate, entry.policyNumber].join(' ');
      expect(whole.map(key)).toEqual(whole.map(key).sort());
      expect(whole.length).toBeGreaterThanOrEqual(added.length);
      for (let limit = 1; limit <= whole.length + 1; limit += 1)
        expect(await failedPayments(harness.app.db, limit)).toEqual(whole.slice(0, limit));
    } finally {
      await harness.app.db.delete(collections).where(
        inArray(
          collections.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it('shows one policy with its holder, claims, collections, cover terms and history', async () => {
    const response = await as(staff, 'GET', `/api/backoffice/policies/${policy.policyId}`);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      policyId: policy.policyId,
      policyNumber: policy.policyNumber,
      line: 'funeral',
      holder: { idNumber: owner.holder.id.number },
      claims: [expect.objectContaining({ claimId, claimNumber })],
    });
    expect(view.collections.some((entry: { status: string }) => entry.status === 'failed')).toBe(true);
    expect(view.waitingPeriods.length).toBeGreaterThan(0);
    expect(view.coverLimits.length).toBeGreaterThan(0);
    expect(view.history.map((entry: { type: string }) => entry.type)).toContain('policy.issued');

    expect((await as(staff, 'GET', '/api/backoffice/policies/not-a-uuid')).statusCode).toBe(400);
    expect(
      (await as(staff, 'GET', '/api/backoffice/policies/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('keeps a staff note with who wrote it, and never shows it to the customer', async () => {
    const written = await as(staff, 'POST', `/api/backoffice/policies/${policy.policyId}/notes`, {
      note: 'Customer phoned: salary paid late this month',
    });
    expect(written.statusCode).toBe(201);
    expect(written.json().entry).toMatchObject({
      type: 'policy.staff_note',
      reason: 'Customer phoned: salary paid late this month',
      actorName: 'console (staff)',
      internal: true,
    });

    const staffView = (await as(staff, 'GET', `/api/backoffice/policies/${policy.policyId}`)).json();
    expect(
      staffView.history.find((entry: { type: string }) => entry.type === 'policy.staff_note'),
    ).toMatchObject({ internal: true, actorName: 'console (staff)' });

    const customer = await harness.call(owner, {
      method: 'GET',
      url: `${FUNERAL_PATHS.retail.getPolicyByPolicyId.path}?policyId=${policy.policyId}`,
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.body).not.toContain('salary paid late');
    expect(customer.body).not.toContain('staff_note');

    const claimNote = await as(staff, 'POST', `/api/backoffice/claims/${claimId}/notes`, {
      note: 'Called the undertaker',
    });
    expect(claimNote.statusCode).toBe(201);
    const claimView = await harness.call(owner, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
    });
    expect(claimView.body).not.toContain('undertaker');
  });

  it('refuses a note on an unknown record and an empty note', async () => {
    const unknown = await as(
      staff,
      'POST',
      '/api/backoffice/claims/00000000-0000-4000-8000-000000000000/notes',
      {
        note: 'Hello',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const empty = await as(staff, 'POST', `/api/backoffice/policies/${policy.policyId}/notes`, {
      note: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please write the note');
  });
});
