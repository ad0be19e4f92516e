/**
 * A natural death within the member's 6-month waiting period pays at most the premiums paid (a refund of
 * premiums, WAITING_PERIOD_NOTICE): the back office is told so and cannot approve more. An accidental death has
 * no waiting period, and a natural death after it is paid in full.
 */
import { saDay } from '@cover/domain';
import { describe, expect, it, vi } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { useAssessmentSetup } from '../claims/testing/assessment-setup.js';
import { coverSince, premiumsPaid } from '../claims/testing/cover-history.js';
import { noticeTexts } from '../claims/testing/notices.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  submitClaimViaApi,
} from '../claims/testing/harness.js';
import { WAITING_PERIOD_CAP_REASON } from './waiting-period-cap.js';

const { setup, backoffice, completeDocuments } = useAssessmentSetup();

let customers = 10;
/** A R 10 000 claim for the spouse's death today, documents in, on a new policy covered since `months` ago. */
async function deathClaim(cause: 'natural' | 'accidental', { months = 0, premiums = 0 } = {}) {
  customers += 1;
  const customer = await createCustomer(setup.harness, customers);
  const policy = await issueFuneralPolicy(setup.harness, customer, customers);
  if (months > 0) await coverSince(setup.harness.app.db, policy.policyId, months);
  if (premiums > 0) await premiumsPaid(setup.harness.app.db, policy.policyId, 15_000, premiums);
  const { claimId } = await submitClaimViaApi(
    setup.harness,
    customer,
    claimInput(policy, customer, {
      funeralClaimBlock: { dateOfDeath: saDay(new Date()), causeOfDeath: cause },
    }),
  );
  await completeDocuments(claimId, customer);
  if (cause === 'accidental') {
    const upload = await setup.harness.call(customer, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId, kind: 'police_report' }, [
        { field: 'file', name: 'police_report.pdf', bytes: samplePdf('police_report') },
      ]),
    });
    expect(upload.statusCode).toBe(201);
  }
  const path = (step: string) => `/api/backoffice/claims/${claimId}${step ? `/${step}` : ''}`;
  const recommend = (amount: number) =>
    backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount,
      note: 'Checked',
    });
  return { path, recommend, policyId: policy.policyId, claimId, customer };
}

describe('a funeral claim within the natural-death waiting period', () => {
  it('pays at most the premiums paid: the back office is told the figure and why', async () => {
    const { path, recommend, claimId, customer } = await deathClaim('natural', { premiums: 3 });
    const detail = (await backoffice(setup.assessor, 'GET', path(''))).json();
    expect(detail.payable).toEqual({
      excess: null,
      max: 45_000,
      cap: { amount: 45_000, reason: WAITING_PERIOD_CAP_REASON },
    });

    const full = await recommend(1_000_000);
    expect(full.statusCode).toBe(422);
    const message =
      'The amount cannot be more than R 450,00: the premiums paid, as the death was in the waiting period';
    expect(full.json().error).toMatchObject({ message, fields: { amount: message } });

    // the premiums paid are the most payable: no reason for paying less is needed
    const refund = await recommend(45_000);
    expect(refund.statusCode, refund.body).toBe(200);
    const confirmed = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'A refund of premiums',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ approvalStatus: 'approved', grantedAmount: 45_000 });

    // the customer reads the same limit and why (their payout's working explains the amount)
    const seen = await setup.harness.call(customer, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().payableLimit).toEqual({ amount: 45_000, reason: WAITING_PERIOD_CAP_REASON });
    // and the approval's email says why the amount is what it is
    await vi.waitFor(async () => {
      const [email] = await noticeTexts(setup.harness.app.db, claimId, 'claim.approved', 'email');
      expect(email).toContain(`This is the most we could pay: ${WAITING_PERIOD_CAP_REASON}.`);
    }, 20_000);
  });

  it('records the premiums paid when the claim is made, so a later premium does not raise it', async () => {
    const { path, policyId } = await deathClaim('natural', { premiums: 2 });
    await premiumsPaid(setup.harness.app.db, policyId, 15_000, 1, 3);
    const detail = (await backoffice(setup.assessor, 'GET', path(''))).json();
    expect(detail.payable.max).toBe(30_000);
  });

  it('is not capped for an accidental death: the full amount is approved', async () => {
    const { path, recommend } = await deathClaim('accidental', { premiums: 1 });
    expect((await backoffice(setup.assessor, 'GET', path(''))).json().payable).toEqual({
      excess: null,
      max: 1_000_000,
    });
    expect((await recommend(1_000_000)).statusCode).toBe(200);
  });

  it('is not capped for a natural death after the waiting period: the full amount is approved', async () => {
    const { path, recommend } = await deathClaim('natural', { months: 7, premiums: 7 });
    expect((await backoffice(setup.assessor, 'GET', path(''))).json().payable).toEqual({
      excess: null,
      max: 1_000_000,
    });
    expect((await recommend(1_000_000)).statusCode).toBe(200);
  });

  it('tells the customer of no limit where there is none', async () => {
    const { claimId, customer } = await deathClaim('accidental', { premiums: 1 });
    const seen = await setup.harness.call(customer, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
    });
    expect(seen.json().payableLimit).toBeNull();
  });
});
