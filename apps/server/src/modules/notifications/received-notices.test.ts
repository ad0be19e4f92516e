/**
 * "We received your application" is told when the customer confirms the application (their declaration
 * approves it), not when a wizard stores it a step before (QA H7 finding 8); once, never for an application an
 * operator made for them (they are asked to accept it), and not beside "issued" (notices.test.ts).
 */
import { eq } from 'drizzle-orm';
import { formatRand } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import { applications, events, type EventRow } from '../../db/schema/index.js';
import { createCustomer } from '../claims/testing/harness.js';
import { appendEvent } from '../insurance-core/events.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();
const { db, eventOf, noticesOf } = suite;

/** A funeral application the customer stored without its declaration (the wizard's step before the last). */
async function storedApplication(index: number): Promise<EventRow> {
  const customer = await createCustomer(suite.harness, index);
  const quote = await suite.harness.call(customer, {
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
  const applied = await suite.harness.call(customer, {
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
  return eventOf(applied.json().application.applicationId, 'application.created');
}

/** The customer's declaration approving the application (as transitionApplication records it). */
const declare = (created: EventRow, declaration = true) =>
  appendEvent(db(), {
    entityType: 'application',
    entityId: created.entityId,
    type: 'application.approved',
    summary: 'Declaration accepted; application approved',
    data: declaration
      ? { from: 'PENDING', to: 'APPROVED', declaration }
      : { from: 'PENDING', to: 'APPROVED' },
    actor: created.actor ?? undefined,
    at: new Date(),
  });

describe('the "received" notice of an application', () => {
  it('is not sent when the application is only stored, and is sent once when the customer confirms it', async () => {
    const created = await storedApplication(7);
    expect(await noticesOf(created)).toEqual([]);

    // an approval that is not the customer's declaration (an underwriter's) tells nothing of receipt
    await declare(created, false);
    expect(await noticesOf(created)).toEqual([]);

    await declare(created);
    const rows = await noticesOf(created);
    expect(rows).toHaveLength(2);
    // named by its number, with its premium a month, as the application stores them
    const [application] = await db().select().from(applications).where(eq(applications.id, created.entityId));
    const number = application?.applicationNumber ?? '';
    const premium = formatRand(application?.monthlyPremium ?? 0);
    expect(number).toMatch(/^APP-\d{4}-\d{6}$/);
    expect(rows.find((row) => row.channel === 'sms')?.text).toBe(
      `Telkom Cover: we received your funeral cover application ${number} (${premium} a month). We will let you know what happens next.`,
    );
    const email = rows.find((row) => row.channel === 'email');
    expect(email?.subject).toBe('We received your funeral cover application');
    expect(email?.text).toContain(`Your application number is ${number}`);
    expect(email?.text).toContain(`The premium is ${premium} a month.`);

    await declare(created);
    expect(await noticesOf(created)).toHaveLength(2);
  });

  it('is not sent for an application an operator made for them (they are asked to accept it)', async () => {
    const created = await storedApplication(8);
    await db()
      .update(events)
      .set({ actor: 'operator:00000000-0000-4000-8000-000000000001' })
      .where(eq(events.id, created.id));
    await declare(created);
    expect(await noticesOf(created)).toEqual([]);
  });
});

describe('the notice of an application referred to underwriting', () => {
  it('names the application number, in the email and the SMS, as the "received" notice does', async () => {
    const created = await storedApplication(9);
    const referred = await appendEvent(db(), {
      entityType: 'application',
      entityId: created.entityId,
      type: 'application.underwriting_referred',
      summary: 'We are reviewing your application',
      data: { from: 'PENDING', to: 'REFERRED' },
      actor: created.actor ?? undefined,
      at: new Date(),
    });
    const [application] = await db().select().from(applications).where(eq(applications.id, created.entityId));
    const number = application?.applicationNumber ?? '';
    expect(number).toMatch(/^APP-\d{4}-\d{6}$/);
    const rows = await noticesOf(referred);
    expect(rows.find((row) => row.channel === 'sms')?.text).toBe(
      `Telkom Cover: we are reviewing your funeral cover application ${number}. We will let you know the outcome.`,
    );
    expect(rows.find((row) => row.channel === 'email')?.text).toContain(
      `Your application number is ${number}: please have it at hand if you contact us about it.`,
    );
  });
});
