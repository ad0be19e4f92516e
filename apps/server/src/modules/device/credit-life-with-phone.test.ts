/**
 * Device credit life taken with device cover by a retail customer: listed in the credit life family linked to
 * the phone's policy, moved with it to a new way of paying, and going on when the phone cover is cancelled
 * unless cancelled with it in the same call; one an underwriter has under review is not issued with it.
 */
import { fillPath } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { callAs, saId, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { creditLifeSuite, phoneWithCreditLife } from './testing/credit-life-suite.js';
import { allConsents } from './testing/fixtures.js';

const retailPaths = DEVICE_CREDIT_LIFE_PATHS.retail;
const suite = creditLifeSuite();
let app: FastifyInstance;
let retail: TestUser;
beforeAll(() => {
  ({ app, retail } = suite);
});

describe('credit life taken with device cover (retail)', () => {
  it('is listed in the retail credit life family, linked to the device policy', async () => {
    const reply = await phoneWithCreditLife(suite, retail, 41);
    const listed = await callAs(app, retail, 'GET', retailPaths.getPolicies.path);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({
      policyId: reply.creditLifePolicyId,
      monthlyPremium: 1_260,
      module: { linkedPolicyId: reply.policy?.policyId, outstandingBalance: 300_000 },
    });
    const applications = await callAs(app, retail, 'GET', retailPaths.getApplications.path);
    expect(applications.json().data[0]).toMatchObject({
      status: 'ACTIVE',
      module: { linkedApplicationId: reply.application.applicationId },
    });
    expect(allConsents.popia).toBe(true);
  });

  it('moves with the device policy to a new debit order and billing day', async () => {
    const [credit] = (await callAs(app, retail, 'GET', retailPaths.getPolicies.path)).json().data;
    const devicePolicyId: string = credit.module.linkedPolicyId;
    const changed = await callAs(app, retail, 'POST', DEVICE_PATHS.retail.updatePolicyPayment.path, {
      body: {
        policyId: devicePolicyId,
        billingDay: 20,
        consents: { debitOrder: true },
        paymentMethod: {
          type: 'debit_order',
          bankName: 'Capitec',
          branchCode: '470010',
          accountHolderName: 'Sipho Nkosi',
          accountNumber: '1236567896789',
          accountType: 'savings',
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = await callAs(
      app,
      retail,
      'GET',
      fillPath(retailPaths.getPolicyById.path, { policyId: credit.policyId }),
    );
    expect(detail.json()).toMatchObject({
      version: 2,
      billingDay: 20,
      nextBillingDate: changed.json().nextBillingDate,
      module: { paymentDetails: { bankName: 'Capitec', accountNumber: '••••6789' } },
    });
    expect(detail.json().history.map((event: { type: string }) => event.type)).toContain(
      'policy.payment_updated',
    );
  });
});

describe('cancelling the phone cover (QA device F19)', () => {
  it('says the credit life on the phone goes on, and cancels it too only when asked, in the same call', async () => {
    const owner = await userWithHolder(app, 'retail', saId('770707500908'));
    const withCredit = (n: number) => phoneWithCreditLife(suite, owner, n);
    const kept = await withCredit(42);
    const both = await withCredit(43);
    const creditOf = async (policyId: string | null | undefined) =>
      (
        await callAs(
          app,
          owner,
          'GET',
          fillPath(retailPaths.getPolicyById.path, { policyId: policyId ?? '' }),
        )
      ).json();

    const detail = await callAs(app, owner, 'GET', DEVICE_PATHS.retail.getPolicyByPolicyId.path, {
      query: { policyId: kept.policy?.policyId ?? '' },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const creditNumber = (await creditOf(kept.creditLifePolicyId)).policyNumber;
    expect(detail.json().cancellationTerms.linkedCover).toEqual([
      {
        policyId: kept.creditLifePolicyId,
        policyNumber: creditNumber,
        line: 'device_credit_life',
        monthlyPremium: 1_260,
      },
    ]);

    const alone = await callAs(app, owner, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: kept.policy?.policyId, reason: 'too_expensive' },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ policy: { status: 'CANCELLED' }, alsoCancelled: [] });
    expect(await creditOf(kept.creditLifePolicyId)).toMatchObject({ status: 'ACTIVE' });

    const together = await callAs(app, owner, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: both.policy?.policyId, reason: 'too_expensive', alsoCancelLinked: true },
    });
    expect(together.statusCode, together.body).toBe(200);
    const bothNumber = (await creditOf(both.creditLifePolicyId)).policyNumber;
    expect(together.json()).toMatchObject({
      policy: { status: 'CANCELLED' },
      alsoCancelled: [{ policyId: both.creditLifePolicyId, policyNumber: bothNumber, refund: 0 }],
      message: `Your policy and its credit life ${bothNumber} have been cancelled.`,
    });
    const cancelled = await creditOf(both.creditLifePolicyId);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellationReason: 'too_expensive' });
  });
});

describe('credit life an underwriter has under review', () => {
  it('is not issued with the phone cover: the phone policy is, the credit life waits for the underwriter', async () => {
    const buyer = await userWithHolder(app, 'retail', saId('830303500908'));
    const buyersCreditLife = () =>
      and(eq(applications.policyHolderId, buyer.policyHolderId), eq(applications.line, 'device_credit_life'));
    // the linked credit life referred on its own (a referral refers both today): the state to guard against
    const reply = await phoneWithCreditLife(suite, buyer, 44, async () => {
      const referred = await app.db
        .update(applications)
        .set({ underwritingStatus: 'REFERRED', underwritingReasons: ['Outstanding balance to confirm'] })
        .where(buyersCreditLife())
        .returning();
      expect(referred).toHaveLength(1);
    });
    expect(reply.policy).toMatchObject({ status: 'ACTIVE' });
    expect(reply.creditLifePolicyId).toBeNull();
    expect(reply.policy?.module.creditLifePolicyId).toBeNull();
    const [linked] = await app.db.select().from(applications).where(buyersCreditLife());
    expect(linked).toMatchObject({ status: 'PENDING', underwritingStatus: 'REFERRED', policyId: null });
    const listed = await callAs(app, buyer, 'GET', retailPaths.getPolicies.path);
    expect(listed.json().data).toEqual([]);
  });
});
