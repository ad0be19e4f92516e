import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLAIM_PAYOUT_ACCOUNT_MESSAGES, claimPayoutAccountReplySchema } from '@cover/domain';
import { events } from '../../db/schema/index.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice, customerView, assessableClaim, recommendThenConfirm } = useAssessmentSetup();

describe('the payout account in full, to pay an approved claim (QA walk 16)', () => {
  it('is shown only once the claim waits for its payout, to staff who did not recommend it, and recorded', async () => {
    const { claimId, customer, path } = await assessableClaim(400_000);
    const account = path('payoutAccount');

    const early = await backoffice(setup.supervisor, 'GET', account);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'CLAIM_NOT_PAYABLE',
      message: CLAIM_PAYOUT_ACCOUNT_MESSAGES.notPayable,
    });

    const approved = await recommendThenConfirm(
      path,
      { recommendation: 'approve', amount: 400_000, note: 'All in order' },
      { decision: 'approve' },
    );
    expect(approved.json()).toMatchObject({
      status: 'pending_payout',
      // the claim's own view keeps the account masked
      bankDetails: { accountNumber: '••••2345' },
    });

    expect((await setup.harness.app.inject({ method: 'GET', url: account })).statusCode).toBe(401);
    expect((await backoffice(setup.operatorOnly, 'GET', account)).statusCode).toBe(403);
    const byRecommender = await backoffice(setup.assessor, 'GET', account);
    expect(byRecommender.statusCode).toBe(403);
    expect(byRecommender.json().error.code).toBe('FOUR_EYES');
    const unknown = await backoffice(
      setup.supervisor,
      'GET',
      '/api/backoffice/claims/00000000-0000-4000-8000-000000000000/payoutAccount',
    );
    expect(unknown.statusCode).toBe(404);

    const shown = await backoffice(setup.supervisor, 'GET', account);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(claimPayoutAccountReplySchema.parse(shown.json())).toEqual({
      account: {
        bankName: 'fnb',
        branchCode: '250655',
        accountHolderName: 'Lerato Khumalo',
        accountNumber: '62000012345',
        accountType: 'cheque',
      },
      amount: 400_000,
      settlement: null,
    });

    // who read the account and when is in the staff history, never the customer's
    const recorded = await setup.harness.app.db.select().from(events).where(eq(events.entityId, claimId));
    expect(recorded.filter((event) => event.type === 'claim.payout_account_shown')).toEqual([
      expect.objectContaining({
        internal: true,
        data: { summary: 'Payout account shown to pay R 4 000,00' },
      }),
    ]);
    const staffView = await backoffice(setup.supervisor, 'GET', `/api/backoffice/claims/${claimId}`);
    expect(staffView.json().history.at(-1)).toMatchObject({
      type: 'claim.payout_account_shown',
      actorName: 'Pieter van Wyk',
      internal: true,
    });
    expect(JSON.stringify(await customerView(claimId, customer))).not.toContain('62000012345');

    await backoffice(setup.supervisor, 'POST', path('pay'), { reference: 'EFT-0101' });
    expect((await backoffice(setup.supervisor, 'GET', account)).statusCode).toBe(409);
  });
});
