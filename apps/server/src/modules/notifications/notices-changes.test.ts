/**
 * The notices of changes to a policy (every change the customer cares about: lives, beneficiaries, the
 * debit order, a swap, a cancellation) and of a vehicle pre-inspection, read from the outbox.
 */
import { and, desc, eq } from 'drizzle-orm';
import { formatRand } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, policies, type EventRow } from '../../db/schema/index.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { appendEvent } from '../insurance-core/events.js';
import { createInspection } from '../motor/pre-inspection/service.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();
const { db, eventOf, noticesOf } = suite;
let harness: ClaimsHarness;
let owner: Customer;
beforeAll(() => {
  ({ harness, owner } = suite);
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
      consents: { debitOrder: true },
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
      consents: { debitOrder: true },
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
    // the next collection with its amount, which a new day may bring forward (QA walk 14, finding 5)
    const [row] = await db().select().from(policies).where(eq(policies.id, mine.policyId));
    const { formatLongDate } = await import('@cover/domain');
    const next = formatLongDate(row?.nextBillingDate ?? '');
    expect(email?.text).toContain(`Your next collection is ${formatRand(mine.monthlyPremium)} on ${next}.`);
    expect(sms?.text).toBe(
      `Telkom Cover: premium of ${mine.policyNumber} now comes from account ending 7890 on the 25th. Next: ${formatRand(mine.monthlyPremium)} on ${next.split(' ').slice(0, 2).join(' ')}. Not you? Sign in and request a call back.`,
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
      `Telkom Cover: policy ${mine.policyNumber} is cancelled; cover ended on ${today}. No more premiums will be collected for it.`,
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

  it('cancelling after cooling-off inside a month paid for: the days refunded, from the event (decision 0044)', async () => {
    const { policy: mine } = await freshPolicy();
    const event = await appendEvent(db(), {
      entityType: 'policy',
      entityId: mine.policyId,
      type: 'policy.cancelled',
      summary: 'Policy cancelled (reason: Too expensive). R 630,00 refunded for the 18 days …',
      data: {
        reason: 'too_expensive',
        withinCoolingOff: false,
        refund: 63_000,
        unusedCover: { paidUntil: '2026-12-24', days: 18 },
      },
      at: new Date(),
    });
    const { email, sms } = await byChannel(event);
    expect(email?.text).toContain(
      'You had paid for cover up to 24 December 2026, so we will refund R 630,00 for the 18 days after your cover ended',
    );
    expect(email?.text).not.toContain('cooling-off');
    expect(sms?.text).toContain('We will refund R 630,00.');
  });

  it('cancelling with a claim open: the email and the SMS say the claim goes on (QA walk 14, finding 3)', async () => {
    const { customer, policy: mine } = await freshPolicy();
    const claim = await submitClaimViaApi(harness, customer, claimInput(mine, customer));
    await call(customer, FUNERAL_PATHS.retail.cancelPolicy.path, {
      policyId: mine.policyId,
      reason: 'too_expensive',
    });
    const { email, sms } = await byChannel(await latest(mine.policyId, 'policy.cancelled'));
    expect(email?.text).toContain(
      `Cancelling does not withdraw your claim ${claim.claimNumber}: we go on assessing it on the cover you had.`,
    );
    expect(sms?.text).toContain(`Claim ${claim.claimNumber} goes on.`);
  });

  it('a motor edit names what it changed (its extras), not every detail it could have', async () => {
    const { policy: mine } = await freshPolicy();
    const edited = await appendEvent(db(), {
      entityType: 'policy',
      entityId: mine.policyId,
      type: 'policy.altered',
      summary: 'You changed your extras and address. Premium R 97,50 → R 120,00.',
      data: {
        version: 2,
        alterationType: 'edit',
        change: { kind: 'vehicle_details_changed', parts: ['extras', 'address'] },
      },
      at: new Date(),
    });
    const { email, sms } = await byChannel(edited);
    expect(email?.text).toContain(`policy ${mine.policyNumber}: extras and address updated.`);
    expect(sms?.text).toContain(`${mine.policyNumber}: extras and address updated.`);
    expect(`${email?.text} ${sms?.text}`).not.toContain('vehicle, address or driver');
  });

  it('a spouse added to the policy details is told as that, with its "not you?"', async () => {
    const { policy: mine } = await freshPolicy();
    const added = await appendEvent(db(), {
      entityType: 'policy',
      entityId: mine.policyId,
      type: 'policy.altered',
      summary: 'You added your spouse Sipho Nkosi to the policy. Premium R 97,50 → R 142,50.',
      data: {
        version: 2,
        alterationType: 'edit_policy_details',
        change: { kind: 'spouse_added', people: [{ firstName: 'Sipho', lastName: 'Nkosi' }] },
      },
      at: new Date(),
    });
    const { email, sms } = await byChannel(added);
    expect(email?.text).toContain(`policy ${mine.policyNumber}: a spouse added.`);
    expect(sms?.text).toContain(`${mine.policyNumber}: a spouse added.`);
    expect(sms?.text).toContain('Not you?');
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
