import { and, desc, eq, like } from 'drizzle-orm';
import { formatRand } from '@cover/domain';
import { FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, outboxMessages, policies, type EventRow } from '../../db/schema/index.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { appendEvent } from '../insurance-core/events.js';
import { createInspection } from '../motor/pre-inspection/service.js';
import { DELIVERY_PAGE_SIZE } from '../../platform/notifier/index.js';
import { OUTBOX_DELIVERY_JOB, recordNotices } from './index.js';

let harness: ClaimsHarness;
let owner: Customer;
let policy: Policy;

beforeAll(async () => {
  harness = await startClaimsHarness();
  owner = await createCustomer(harness, 1);
  policy = await issueFuneralPolicy(harness, owner);
}, 60_000);
afterAll(() => harness.close());

const db = () => harness.app.db;

async function eventOf(entityId: string, type: string): Promise<EventRow> {
  const [row] = await db()
    .select()
    .from(events)
    .where(and(eq(events.entityId, entityId), eq(events.type, type)));
  if (!row) throw new Error(`no ${type} event for ${entityId}`);
  return row;
}

/** The notices of one event: its outbox rows keyed '<event id>:<channel>' (read in `on`, by default the app's db). */
const noticesOf = (event: EventRow, on = db()) =>
  on
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.dedupeKey, `${event.id}:%`));

const setChannels = (customer: Customer, serviceChannels: 'email' | 'sms' | 'both') =>
  harness.call(customer, {
    method: 'PUT',
    url: '/api/retail/notification-preferences',
    payload: { serviceChannels, marketingOptIn: false },
  });

describe('customer notices', () => {
  it('sends one email and one SMS when a policy is issued, saying where the schedule is', async () => {
    const issued = await eventOf(policy.policyId, 'policy.issued');
    const rows = await noticesOf(issued);
    expect(rows.map((row) => [row.channel, row.to]).sort()).toEqual([
      ['email', owner.holder.email],
      ['sms', '+27821234567'],
    ]);
    const email = rows.find((row) => row.channel === 'email');
    expect(email?.subject).toMatch(/^Your funeral cover policy \S+ is issued$/);
    expect(email?.text).toContain('Hello Lerato,');
    expect(email?.text).toContain('download your policy schedule');
    expect(email?.html).toContain('download your policy schedule');
    const sms = rows.find((row) => row.channel === 'sms');
    expect(sms?.text.length).toBeLessThanOrEqual(160);
    for (const row of rows) {
      expect(row.text).not.toContain(owner.holder.id.number);
      expect(row.text).not.toContain('1234567890');
    }
  });

  it('does not say "we received your application" when the policy is issued in the same request', async () => {
    const [created] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'application.created')));
    expect(created).toBeDefined();
    expect(await noticesOf(created as EventRow)).toEqual([]);
    // the issued notice says it all (in lower case mid-sentence: 'your funeral cover policy')
    const issued = await noticesOf(await eventOf(policy.policyId, 'policy.issued'));
    expect(issued.find((row) => row.channel === 'sms')?.text).toMatch(
      /^Telkom Cover: policy \S+ \(funeral cover\) is issued/,
    );
  });

  it('tells the customer their application was received when it waits (no declaration yet)', async () => {
    const customer = await createCustomer(harness, 7);
    const quote = await harness.call(customer, {
      method: 'POST',
      url: FUNERAL_PATHS.retail.getAQuote.path,
      payload: {
        coverOption: 'C',
        mainMember: {
          idNumber: customer.holder.id.number,
          firstName: customer.holder.first_name,
          lastName: customer.holder.last_name,
        },
      },
    });
    expect(quote.statusCode).toBe(201);
    const applied = await harness.call(customer, {
      method: 'POST',
      url: FUNERAL_PATHS.retail.createQuoteApplication.path,
      payload: {
        quote_package_id: quote.json().quotePackageId,
        billingDay: 25,
        beneficiaries: [{ relation: 'parent', firstName: 'Jabu', lastName: 'Nkosi', percentage: 100 }],
        paymentMethod: {
          type: 'debit_order',
          bankName: 'capitec',
          branchCode: '470010',
          accountHolderName: 'Lerato Khumalo',
          accountNumber: '1234567890',
          accountType: 'savings',
        },
      },
    });
    expect(applied.statusCode).toBe(201);
    const created = await eventOf(applied.json().application.applicationId, 'application.created');
    const rows = await noticesOf(created);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.channel === 'sms')?.text).toBe(
      'Telkom Cover: we received your funeral cover application. We will let you know what happens next.',
    );
    expect(rows.find((row) => row.channel === 'email')?.subject).toBe(
      'We received your funeral cover application',
    );
  });

  it('does not thank the customer for an application an operator made for them (they are asked to accept it)', async () => {
    const [created] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'application.created')));
    const byOperator = await appendEvent(db(), {
      entityType: 'application',
      entityId: (created as EventRow).entityId,
      type: 'application.created',
      summary: 'Application received',
      actor: 'operator:00000000-0000-4000-8000-000000000001',
      at: new Date(),
    });
    expect(await noticesOf(byOperator)).toEqual([]);
    const byCustomer = await appendEvent(db(), {
      entityType: 'application',
      entityId: (created as EventRow).entityId,
      type: 'application.created',
      summary: 'Application received',
      actor: (created as EventRow).actor ?? undefined,
      at: new Date(),
    });
    expect(await noticesOf(byCustomer)).toHaveLength(2);
  });

  it('delivers the notices once the change has committed (the outbox row itself without SMTP)', async () => {
    const issued = await eventOf(policy.policyId, 'policy.issued');
    await vi.waitFor(async () => {
      const rows = await noticesOf(issued);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    });
    await harness.app.notifier.deliverPending();
    expect((await noticesOf(issued)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('adds nothing when the same event is observed again (a retry or a replay)', async () => {
    const issued = await eventOf(policy.policyId, 'policy.issued');
    await expect(recordNotices(db(), issued)).resolves.toBe(0);
    await expect(db().transaction((tx) => recordNotices(tx, issued))).resolves.toBe(0);
    expect(await noticesOf(issued)).toHaveLength(2);
  });

  it('writes nothing for a staff-only event, nor for events customers are not told about', async () => {
    const internal = await appendEvent(db(), {
      entityType: 'policy',
      entityId: policy.policyId,
      type: 'policy.lapsed',
      summary: 'staff-only test entry',
      data: { dueDate: '2026-03-01' },
      internal: true,
      at: new Date(),
    });
    expect(await noticesOf(internal)).toEqual([]);
    const note = await appendEvent(db(), {
      entityType: 'policy',
      entityId: policy.policyId,
      type: 'policy.note',
      summary: 'Customer phoned',
      at: new Date(),
    });
    expect(await noticesOf(note)).toEqual([]);
  });

  it('writes nothing when the change rolls back', async () => {
    let eventId = '';
    await expect(
      db().transaction(async (tx) => {
        const row = await appendEvent(tx, {
          entityType: 'policy',
          entityId: policy.policyId,
          type: 'policy.lapsed',
          summary: 'Policy lapsed',
          data: { dueDate: '2026-03-01' },
          at: new Date(),
        });
        eventId = row.id;
        expect(await noticesOf(row, tx)).toHaveLength(2);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(eventId).not.toBe('');
    expect(
      await db()
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.dedupeKey, `${eventId}:%`)),
    ).toEqual([]);
  });

  it('follows the holder’s choice: email only sends no SMS, SMS only sends no email', async () => {
    expect((await setChannels(owner, 'email')).statusCode).toBe(200);
    const first = await submitClaimViaApi(harness, owner, claimInput(policy, owner));
    const submitted = await eventOf(first.claimId, 'claim.submitted');
    const rows = await noticesOf(submitted);
    expect(rows.map((row) => row.channel)).toEqual(['email']);
    expect(rows[0]?.subject).toBe(`We received claim ${first.claimNumber}`);

    expect((await setChannels(owner, 'sms')).statusCode).toBe(200);
    const lapsed = await appendEvent(db(), {
      entityType: 'policy',
      entityId: policy.policyId,
      type: 'collection.failed',
      summary: 'Premium not collected',
      data: { amount: 12_345, dueDate: '2026-04-25' },
      at: new Date(),
    });
    const sms = await noticesOf(lapsed);
    expect(sms.map((row) => row.channel)).toEqual(['sms']);
    expect(sms[0]?.text).toContain('R 123,45');
    expect((await setChannels(owner, 'both')).statusCode).toBe(200);
  });

  it('sends nothing more when a submission is repeated (the second one is refused)', async () => {
    const allNotices = async () =>
      (await db().select().from(outboxMessages)).filter((row) => row.dedupeKey !== null).length;
    const before = await allNotices();
    const again = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/claims/submitClaim',
      payload: claimInput(policy, owner),
    });
    expect(again.json().error.code).toBe('CLAIM_EXISTS');
    expect(await allNotices()).toBe(before);
  });
});

describe('notices of policy changes', () => {
  let n = 20;
  /** A new customer with an issued funeral policy (the customer and the premium as issued). */
  async function freshPolicy() {
    n += 1;
    const customer = await createCustomer(harness, n);
    return { customer, policy: await issueFuneralPolicy(harness, customer, n) };
  }
  const call = async (customer: Customer, path: string, payload: object) => {
    const reply = await harness.call(customer, { method: 'POST', url: path, payload });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };
  /** The newest event of a type on a policy. */
  async function latest(policyId: string, type: string): Promise<EventRow> {
    const [row] = await db()
      .select()
      .from(events)
      .where(and(eq(events.entityId, policyId), eq(events.type, type)))
      .orderBy(desc(events.seq))
      .limit(1);
    if (!row) throw new Error(`no ${type} event for ${policyId}`);
    return row;
  }
  const byChannel = async (event: EventRow) => {
    const rows = await noticesOf(event);
    return {
      email: rows.find((row) => row.channel === 'email'),
      sms: rows.find((row) => row.channel === 'sms'),
    };
  };
  const nextCollection = async (policyId: string) => {
    const [row] = await db().select().from(policies).where(eq(policies.id, policyId));
    return row?.nextBillingDate ?? '';
  };

  it('adding an extended family member: what changed, the premium before and after, from when', async () => {
    const { customer, policy: mine } = await freshPolicy();
    const reply = await call(customer, FUNERAL_PATHS.retail.addExtendedFamily.path, {
      policyId: mine.policyId,
      extendedFamily: [
        {
          firstName: 'Nomsa',
          lastName: 'Dlamini',
          relationship: 'Aunt',
          dateOfBirth: '1970-05-05',
          coverageOption: 'B',
        },
      ],
    });
    const after = reply.policy.monthlyPremium as number;
    expect(after).toBeGreaterThan(mine.monthlyPremium);
    const { email, sms } = await byChannel(await latest(mine.policyId, 'policy.altered'));
    const { formatLongDate } = await import('@cover/domain');
    const from = formatLongDate(await nextCollection(mine.policyId));
    expect(email?.subject).toBe(`Your funeral cover policy ${mine.policyNumber} has changed`);
    expect(email?.text).toContain(
      `your funeral cover policy ${mine.policyNumber}: 1 extended family member added.`,
    );
    expect(email?.text).toContain(
      `Your monthly premium changes from ${formatRand(mine.monthlyPremium)} to ${formatRand(after)}, from your next collection on ${from}.`,
    );
    expect(email?.text).toContain('choose Documents');
    expect(sms?.text).toContain(`${formatRand(mine.monthlyPremium)} becomes ${formatRand(after)}`);
    expect(sms?.text.length).toBeLessThanOrEqual(160);
  });

  it('a change of beneficiaries: premium stays, and "if this was not you" by email and SMS', async () => {
    const { customer, policy: mine } = await freshPolicy();
    await call(customer, FUNERAL_PATHS.retail.editBeneficiary.path, {
      policyId: mine.policyId,
      beneficiaries: [{ relation: 'parent', firstName: 'Jabu', lastName: 'Nkosi', percentage: 100 }],
    });
    const { email, sms } = await byChannel(await latest(mine.policyId, 'policy.altered'));
    expect(email?.text).toContain(': beneficiaries changed.');
    expect(email?.text).toContain(`Your premium stays ${formatRand(mine.monthlyPremium)} a month.`);
    expect(email?.text).toContain('If you did not make this change, sign in');
    expect(email?.text).toContain('Request a call back');
    expect(sms?.text).toContain('Not you? Sign in and request a call back.');
    expect(`${email?.text} ${sms?.text}`).not.toContain('Jabu');
  });

  it('a new debit-order account: the bank and its last 4 digits only, and the debit day', async () => {
    const { customer, policy: mine } = await freshPolicy();
    await call(customer, FUNERAL_PATHS.retail.updatePolicyPayment.path, {
      policyId: mine.policyId,
      billingDay: 31,
      paymentMethod: {
        type: 'debit_order',
        bankName: 'fnb',
        branchCode: '250655',
        accountHolderName: 'Lerato Khumalo',
        accountNumber: '62123456789',
        accountType: 'cheque',
      },
    });
    const { email, sms } = await byChannel(await latest(mine.policyId, 'policy.altered'));
    expect(email?.text).toContain('FNB account ending 6789, on the last day of each month');
    expect(email?.text).toContain('If you did not make this change');
    expect(sms?.text).toContain('Not you?');
    for (const text of [email?.text, email?.html, sms?.text]) expect(text).not.toContain('62123456789');
  });

  it('policy.payment_updated (every other line): the account masked, the debit day, the next collection', async () => {
    const { policy: mine } = await freshPolicy();
    const event = await appendEvent(db(), {
      entityType: 'policy',
      entityId: mine.policyId,
      type: 'policy.payment_updated',
      summary: 'Payment changed to Debit order, billed on day 25',
      data: { version: 2, billingDay: 25 },
      at: new Date(),
    });
    const { email, sms } = await byChannel(event);
    expect(email?.subject).toBe(`Your payment details for policy ${mine.policyNumber} have changed`);
    expect(email?.text).toContain(
      'by debit order from your Capitec account ending 7890, on the 25th of each month',
    );
    expect(sms?.text).toBe(
      `Telkom Cover: the premium of policy ${mine.policyNumber} now comes from your Capitec account ending 7890 on the 25th. Not you? Sign in and request a call back.`,
    );
    for (const text of [email?.text, sms?.text]) expect(text).not.toContain('1234567890');
  });

  it('cancelling: the day cover ended, no more premiums, and no refund promised when none is due', async () => {
    const { customer, policy: mine } = await freshPolicy();
    const reply = await call(customer, FUNERAL_PATHS.retail.cancelPolicy.path, {
      policyId: mine.policyId,
      reason: 'too_expensive',
    });
    expect(reply.refund).toBeNull();
    const { email, sms } = await byChannel(await latest(mine.policyId, 'policy.cancelled'));
    const { formatLongDate, saDay } = await import('@cover/domain');
    const today = formatLongDate(saDay(new Date()));
    expect(email?.subject).toBe(`Your funeral cover policy ${mine.policyNumber} is cancelled`);
    expect(email?.text).toContain(`Your cover ended on ${today}.`);
    expect(email?.text).toContain('We will not collect any more premiums for it.');
    expect(email?.text).not.toMatch(/refund/i);
    expect(sms?.text).toBe(
      `Telkom Cover: policy ${mine.policyNumber} is cancelled; cover ended on ${today}. No more premiums will be collected.`,
    );
  });

  it('cancelling within the cooling-off period with premiums paid: the refund the event records', async () => {
    const { policy: mine } = await freshPolicy();
    const event = await appendEvent(db(), {
      entityType: 'policy',
      entityId: mine.policyId,
      type: 'policy.cancelled',
      summary: 'Policy cancelled (too_expensive). R97.50 refunded (cooling-off period).',
      data: { reason: 'too_expensive', withinCoolingOff: true, refund: 9_750 },
      at: new Date(),
    });
    const { email, sms } = await byChannel(event);
    expect(email?.text).toContain('within the cooling-off period, we will refund the R 97,50 you paid');
    expect(sms?.text).toContain('We will refund R 97,50.');
  });

  it('a vehicle swap is told; an alteration that was reset or a policy archived is not', async () => {
    const { policy: mine } = await freshPolicy();
    const swapped = await appendEvent(db(), {
      entityType: 'policy',
      entityId: mine.policyId,
      type: 'policy.swapped',
      summary: 'Swap to Toyota Corolla (CA 123-456)',
      data: { version: 2, changeCode: 0 },
      at: new Date(),
    });
    const { email, sms } = await byChannel(swapped);
    expect(email?.subject).toBe(`Your funeral cover policy ${mine.policyNumber} now covers another vehicle`);
    expect(sms?.text).toContain('Not you?');
    for (const type of ['policy.alteration_reset', 'policy.archived']) {
      const quiet = await appendEvent(db(), {
        entityType: 'policy',
        entityId: mine.policyId,
        type,
        summary: type,
        at: new Date(),
      });
      expect(await noticesOf(quiet), type).toEqual([]);
    }
  });
});

describe('notices of a vehicle pre-inspection', () => {
  const vehicle = {
    make: 'Toyota',
    model: 'Corolla',
    color: 'White',
    registrationNo: 'CA 123-456',
    vinNo: 'AHTBB3CD001234567',
    engineNo: 'ENG123',
    licenceNo: 'LIC123',
    odometerValue: 45_000,
    manufacturingYear: 2020,
    vehicleRegistrationYear: 2020,
    vehicleRegistrationMonth: 6,
    estimatedRetailPrice: 25_000_000,
  };

  it('asks for the photos by email only (the SMS the customer gets is the one with the link)', async () => {
    const row = await createInspection(db(), {
      holderId: owner.holder.policyHolderId,
      input: { assessmentType: 'PRE_INSPECTION', ...vehicle },
      now: new Date(),
      actor: 'retail:test',
    });
    const rows = await noticesOf(await eventOf(row.id, 'pre_inspection_created'));
    expect(rows.map((message) => message.channel)).toEqual(['email']);
    expect(rows[0]?.text).toContain('Toyota Corolla CA 123-456');
    expect(rows[0]?.text).not.toContain('the link we text you');
  });

  it('says nothing of a claim’s inspection being made (its link is texted with the claim)', async () => {
    const row = await createInspection(db(), {
      holderId: owner.holder.policyHolderId,
      input: { assessmentType: 'CLAIM_SUBMISSION', ...vehicle },
      now: new Date(),
      actor: 'retail:test',
    });
    expect(await noticesOf(await eventOf(row.id, 'pre_inspection_created'))).toEqual([]);
  });
});

describe('the outbox delivery job', () => {
  it('delivers a billing day’s worth of waiting notices in one run, page after page, not one page a minute', async () => {
    const waiting = 2 * DELIVERY_PAGE_SIZE + 37;
    const written = await db()
      .insert(outboxMessages)
      .values(
        Array.from({ length: waiting }, (_, index) => ({
          channel: 'sms' as const,
          to: '+27821234567',
          subject: null,
          text: `Your premium is due (${index})`,
          status: 'pending' as const,
          dedupeKey: `bulk-notice-${index}:sms`,
        })),
      )
      .returning({ id: outboxMessages.id });
    await harness.app.jobs.send(OUTBOX_DELIVERY_JOB);
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, 'bulk-notice-%'));
    expect(rows).toHaveLength(written.length);
    expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1)).toHaveLength(waiting);
  });
});
