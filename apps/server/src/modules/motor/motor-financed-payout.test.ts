/**
 * A financed vehicle claimed as stolen or hijacked (docs/decisions/0043): the back office's claim page names
 * the credit provider, an approval asks for the settlement from its settlement letter (at most the amount
 * approved), and the approved payout is split: the settlement to the credit provider, the rest to the
 * customer, on the customer's claim and in the approval notice. Once that payout is recorded, the vehicle
 * credit life on the settled loan ends (docs/decisions/0045), its days paid for after refunded. A vehicle not
 * financed is paid as before, and its credit life goes on.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claims,
  collections,
  events,
  insuredItems,
  outboxMessages,
  policies,
} from '../../db/schema/index.js';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice } from '../operator/testing/staff-sessions.js';
import { MOTOR_CLAIM_TEST_PATHS } from './testing/claim-fixtures.js';
import { claimDecisionSuite } from './testing/claim-decision-suite.js';
import { FINANCED } from './testing/credit-life-fixtures.js';
import { linkedVehicleCreditLife } from './testing/linked-credit-life.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
const suite = claimDecisionSuite(70);
let app: FastifyInstance;
let assessor = '';
let supervisor = '';
beforeAll(() => {
  ({ app, assessor, supervisor } = suite);
});

/** A new customer's vehicle (financed by WesBank, or not) claimed as stolen, every document in. */
const stolen = (financed: boolean) =>
  suite.claimedWithDocuments('STOLEN', financed ? { finance: FINANCED } : {});

const url = (claimId: string, step = '') => `/api/backoffice/claims/${claimId}${step ? `/${step}` : ''}`;
const recommend = (claimId: string, body: Record<string, unknown>) =>
  asBackoffice(app, assessor, 'POST', url(claimId, 'recommend'), {
    recommendation: 'approve',
    note: 'Checked with the police',
    ...body,
  });
const confirm = (claimId: string) =>
  asBackoffice(app, supervisor, 'POST', url(claimId, 'confirm'), { decision: 'approve', reason: 'Agreed' });
/** Records the payout: the customer's payment and (ignored when there is none) the settlement's own. */
const pay = (claimId: string, body: Record<string, unknown> = {}) =>
  asBackoffice(app, supervisor, 'POST', url(claimId, 'pay'), {
    reference: 'EFT-VCL-1',
    settlementReference: 'WB-SETTLE-1',
    ...body,
  });
/** A financed vehicle's theft claim approved with `settlement` (cents) of its R 237 500 paid to WesBank. */
const approvedWithSettlement = async (settlement: number) => {
  const claim = await stolen(true);
  const max = (await asBackoffice(app, assessor, 'GET', url(claim.claimId))).json().payable.max as number;
  expect((await recommend(claim.claimId, { amount: max, settlementAmount: settlement })).statusCode).toBe(
    200,
  );
  expect((await confirm(claim.claimId)).statusCode).toBe(200);
  return claim;
};
const policyRow = async (policyId: string) => {
  const [row] = await app.db.select().from(policies).where(eq(policies.id, policyId));
  if (!row) throw new Error('no policy');
  return row;
};
/** The VIN of the claim's vehicle, as its insured item keeps it. */
const vinOf = async (claimId: string) => {
  const [row] = await app.db
    .select({ data: insuredItems.data })
    .from(claims)
    .innerJoin(insuredItems, eq(insuredItems.id, claims.insuredItemId))
    .where(eq(claims.id, claimId));
  const vin = (row?.data as { vin?: string } | undefined)?.vin;
  if (!vin) throw new Error('no vehicle on the claim');
  return vin;
};
/** The notices sent for an event (its email and SMS). */
const noticesOf = async (eventId: string | undefined) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.dedupeKey, [`${eventId}:email`, `${eventId}:sms`]));

describe('a financed vehicle’s theft claim', () => {
  it('names the credit provider on the claim page for staff', async () => {
    const { claimId } = await stolen(true);
    const detail = await asBackoffice(app, assessor, 'GET', url(claimId));
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().endsCover).toMatchObject({ item: 'vehicle', financedBy: 'WesBank' });
  });

  it('asks for the settlement amount on approval, at most the amount approved', async () => {
    const { claimId } = await stolen(true);
    const max = (await asBackoffice(app, assessor, 'GET', url(claimId))).json().payable.max as number;
    const without = await recommend(claimId, { amount: max });
    expect(without.statusCode, without.body).toBe(422);
    expect(without.json().error.fields).toEqual({
      settlementAmount: 'Please enter the settlement amount from WesBank’s settlement letter',
    });
    const tooMuch = await recommend(claimId, { amount: max, settlementAmount: max + 1 });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().error.fields).toEqual({
      settlementAmount: 'The settlement cannot be more than the R 237 500,00 approved',
    });
  });

  it('splits the approved payout: the settlement to the credit provider, the rest to the customer', async () => {
    const { user, claimId, claimNumber } = await stolen(true);
    const max = (await asBackoffice(app, assessor, 'GET', url(claimId))).json().payable.max as number;
    expect(max).toBe(23_750_000);
    const recommended = await recommend(claimId, { amount: max, settlementAmount: 18_000_000 });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json().assessment).toMatchObject({
      recommendedAmount: max,
      settlement: { creditProvider: 'WesBank', amount: 18_000_000 },
    });
    const confirmed = await confirm(claimId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await app.db.select().from(claims).where(eq(claims.id, claimId));
    expect(row).toMatchObject({
      grantedAmountCents: max,
      settlementCreditProvider: 'WesBank',
      settlementCents: 18_000_000,
    });

    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().payoutSplit).toEqual({
      creditProvider: 'WesBank',
      settlementAmount: 18_000_000,
      customerAmount: 5_750_000,
    });
    // whoever pays reads the customer's account with only the rest to pay into it
    const account = await asBackoffice(app, supervisor, 'GET', url(claimId, 'payoutAccount'));
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({
      amount: 5_750_000,
      settlement: { creditProvider: 'WesBank', amount: 18_000_000 },
    });

    const [approved] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, claimId), eq(events.type, 'claim.approved')));
    const notices = await app.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.dedupeKey, [`${approved?.id}:email`, `${approved?.id}:sms`]));
    const email = notices.find((notice) => notice.channel === 'email');
    expect(email?.text).toContain(`Good news: claim ${claimNumber} has been approved for R 237 500,00.`);
    expect(email?.text).toContain(
      'We will pay R 180 000,00 of it to WesBank to settle your loan with them, and the remaining R 57 500,00 into the bank account you gave us with the claim.',
    );

    // the cover's end says the loan is settled from the payout
    const [cancelled] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, row?.policyId ?? ''), eq(events.type, 'policy.cancelled')));
    expect(cancelled?.data).toMatchObject({ totalLoss: { settledTo: 'WesBank' } });
  });
});

describe('the payout of a financed vehicle’s theft claim: two payments, each with its reference', () => {
  it('asks for the reference of each, and tells the customer both', async () => {
    const { user, claimId, claimNumber } = await approvedWithSettlement(18_000_000);
    const noSettlement = await pay(claimId, { settlementReference: '' });
    expect(noSettlement.statusCode, noSettlement.body).toBe(422);
    expect(noSettlement.json().error.fields).toEqual({
      settlementReference: 'Please enter the payment reference of the settlement to WesBank',
    });
    const noCustomer = await pay(claimId, { reference: undefined });
    expect(noCustomer.statusCode, noCustomer.body).toBe(422);
    expect(noCustomer.json().error.fields).toEqual({ reference: 'Please enter the payment reference' });

    const paid = await pay(claimId, { reference: 'EFT-77', settlementReference: 'WB-SETTLE-77' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().assessment).toMatchObject({
      payoutReference: 'EFT-77',
      settlementReference: 'WB-SETTLE-77',
    });
    const [event] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, claimId), eq(events.type, 'claim.paid')));
    expect(event?.data).toMatchObject({
      summary:
        'Paid R 180 000,00 to WesBank to settle the loan (reference WB-SETTLE-77) and R 57 500,00 to the customer (reference EFT-77)',
      reference: 'EFT-77',
      settlement: { creditProvider: 'WesBank', amount: 18_000_000, reference: 'WB-SETTLE-77' },
    });
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json()).toMatchObject({ payoutReference: 'EFT-77', settlementReference: 'WB-SETTLE-77' });
    const email = (await noticesOf(event?.id)).find((notice) => notice.channel === 'email');
    expect(email?.text).toContain(
      `We paid R 180 000,00 for claim ${claimNumber} to WesBank to settle your loan with them (payment reference WB-SETTLE-77), and R 57 500,00 into your`,
    );
    expect(email?.text).toContain('The payment reference is EFT-77: look for it on your bank statement.');
  });

  it('is the settlement alone when it takes the whole amount: no payment to the customer, no reference for it', async () => {
    const { user, claimId } = await approvedWithSettlement(23_750_000);
    const account = await asBackoffice(app, supervisor, 'GET', url(claimId, 'payoutAccount'));
    expect(account.json()).toMatchObject({ amount: 0, settlement: { amount: 23_750_000 } });
    const paid = await pay(claimId, { reference: undefined, settlementReference: 'WB-ALL-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().assessment).toMatchObject({ payoutReference: null, settlementReference: 'WB-ALL-1' });
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json()).toMatchObject({ status: 'paid_out', payoutReference: null });
  });
});

describe('the vehicle credit life on a loan the payout settled (docs/decisions/0045)', () => {
  it('ends when the payout is recorded, not at the approval, and refunds the days paid for after', async () => {
    const { user, policy, claimId, claimNumber } = await stolen(true);
    const creditLife = await linkedVehicleCreditLife(app, user, policy);
    const max = (await asBackoffice(app, assessor, 'GET', url(claimId))).json().payable.max as number;
    expect((await recommend(claimId, { amount: max, settlementAmount: 18_000_000 })).statusCode).toBe(200);
    expect((await confirm(claimId)).statusCode).toBe(200);
    // approved: the motor cover ended, the credit life still covers the loan until the settlement is paid
    expect((await policyRow(policy.id)).status).toBe('CANCELLED');
    expect((await policyRow(creditLife.id)).status).toBe('ACTIVE');

    const paid = await pay(claimId);
    expect(paid.statusCode, paid.body).toBe(200);
    const ended = await policyRow(creditLife.id);
    expect(ended).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'loan_settled',
      nextBillingDate: null,
    });
    const refunds = await app.db
      .select()
      .from(collections)
      .where(and(eq(collections.policyId, creditLife.id), eq(collections.type, 'refund')));
    expect(refunds).toHaveLength(1);
    const refund = -(refunds[0]?.amount ?? 0);
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(creditLife.monthlyPremium);

    const [cancelled] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, creditLife.id), eq(events.type, 'policy.cancelled')));
    expect(cancelled?.data).toMatchObject({
      reason: 'loan_settled',
      loanSettled: { creditProvider: 'WesBank', claimNumber, item: 'vehicle' },
      refund,
    });
    expect((cancelled?.data as { summary?: string }).summary).toMatch(
      new RegExp(
        `^Telkom Cover ended this cover: the loan with WesBank on the vehicle was settled from claim ${claimNumber}\\. No further premiums are collected\\. R [\\d ]+,\\d\\d refunded for the \\d+ days paid for after it`,
      ),
    );
    const email = (await noticesOf(cancelled?.id)).find((notice) => notice.channel === 'email');
    expect(email?.text).toContain(
      `We paid WesBank the settlement of your vehicle loan from claim ${claimNumber}, so there is no loan left for your vehicle credit life policy ${creditLife.policyNumber} to cover.`,
    );
    expect(email?.text).toContain('so we will refund R');
  });

  it('ends the one the customer took on their own on the vehicle too, found by its VIN, and is named to staff', async () => {
    const { user, policy, claimId, claimNumber } = await stolen(true);
    const vin = await vinOf(claimId);
    const alone = await linkedVehicleCreditLife(app, user, policy, { onItsOwnOnVin: vin });
    // another vehicle's credit life of the same customer goes on
    const otherVehicle = await linkedVehicleCreditLife(app, user, policy, {
      onItsOwnOnVin: 'AHTKB3CD209876541',
    });
    const detail = (await asBackoffice(app, assessor, 'GET', url(claimId))).json();
    expect(detail.endsCover.linkedCover).toEqual([
      expect.objectContaining({ policyId: alone.id, policyNumber: alone.policyNumber }),
    ]);
    expect(
      (await recommend(claimId, { amount: detail.payable.max, settlementAmount: 18_000_000 })).statusCode,
    ).toBe(200);
    expect((await confirm(claimId)).statusCode).toBe(200);
    expect((await policyRow(alone.id)).status).toBe('ACTIVE');
    expect((await pay(claimId)).statusCode).toBe(200);
    expect(await policyRow(alone.id)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'loan_settled',
    });
    expect((await policyRow(otherVehicle.id)).status).toBe('ACTIVE');
    const [cancelled] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, alone.id), eq(events.type, 'policy.cancelled')));
    expect(cancelled?.data).toMatchObject({ loanSettled: { creditProvider: 'WesBank', claimNumber } });
  });

  it('leaves a credit life inside its cooling-off period with only the days paid for after refunded', async () => {
    const { user, policy, claimId } = await stolen(true);
    const recent = await linkedVehicleCreditLife(app, user, policy, {
      startDate: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
    });
    const max = (await asBackoffice(app, assessor, 'GET', url(claimId))).json().payable.max as number;
    expect((await recommend(claimId, { amount: max, settlementAmount: 18_000_000 })).statusCode).toBe(200);
    expect((await confirm(claimId)).statusCode).toBe(200);
    expect((await pay(claimId)).statusCode).toBe(200);
    const [refund] = await app.db
      .select()
      .from(collections)
      .where(and(eq(collections.policyId, recent.id), eq(collections.type, 'refund')));
    // not every premium paid, as a cancellation of the customer's own within cooling-off would refund
    expect(-(refund?.amount ?? 0)).toBeLessThan(recent.monthlyPremium);
    expect((await policyRow(recent.id)).cancellationReason).toBe('loan_settled');
  });
});

describe('a vehicle not financed', () => {
  it('is approved and paid to the customer as before, with no settlement asked for', async () => {
    const { user, claimId } = await stolen(false);
    const detail = await asBackoffice(app, assessor, 'GET', url(claimId));
    expect(detail.json().endsCover).toMatchObject({ financedBy: null });
    const max = detail.json().payable.max as number;
    expect((await recommend(claimId, { amount: max })).statusCode).toBe(200);
    expect((await confirm(claimId)).statusCode).toBe(200);
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json().payoutSplit).toBeNull();
  });

  it('leaves the credit life on its own loan in force once the payout is recorded', async () => {
    const { user, policy, claimId } = await stolen(false);
    const creditLife = await linkedVehicleCreditLife(app, user, policy);
    const max = (await asBackoffice(app, assessor, 'GET', url(claimId))).json().payable.max as number;
    expect((await recommend(claimId, { amount: max })).statusCode).toBe(200);
    expect((await confirm(claimId)).statusCode).toBe(200);
    expect((await pay(claimId)).statusCode).toBe(200);
    expect((await policyRow(creditLife.id)).status).toBe('ACTIVE');
  });
});
