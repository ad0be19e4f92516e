/**
 * A claim on hold answered by the customer: the document asked for (HOLD_DOCUMENT_KIND) is taken only while
 * the claim is on hold and only on the customer's own claim; the first upload marks the hold answered (the
 * customer's view, the staff history and queue) and emails the customer once; the timeline stays truthful.
 */
import { CLAIM_HOLD_MESSAGES, HOLD_DOCUMENT_KIND } from '@cover/domain';
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  submitClaimViaApi,
  type Customer,
} from './testing/harness.js';
import { noticeTexts } from './testing/notices.js';

const { setup, backoffice, completeDocuments, customerView, assessableClaim } = useAssessmentSetup();

const sendAskedFor = (customer: Customer, claimId: string, name = 'id-copy.pdf') =>
  setup.harness.call(customer, {
    method: 'POST',
    url: '/api/retail/funeral/policy/uploadDocuments',
    payload: formData({ claimId, kind: HOLD_DOCUMENT_KIND.value }, [
      { field: 'file', name, bytes: samplePdf(name) },
    ]),
  });

const claimDocuments = () =>
  setup.harness.app.db.select().from(documents).where(isNotNull(documents.claimId));

describe('a claim on hold answered by the customer', () => {
  it('refuses the document asked for while the claim is not on hold (409), storing nothing', async () => {
    const { claimId, customer } = await assessableClaim(300_000);
    const before = (await claimDocuments()).length;
    const response = await sendAskedFor(customer, claimId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CLAIM_NOT_ON_HOLD',
      message: CLAIM_HOLD_MESSAGES.notOnHold,
    });
    expect(await claimDocuments()).toHaveLength(before);
  });

  it('takes the document asked for, marks the hold answered for the customer and staff, emails once', async () => {
    const { claimId, customer, path } = await assessableClaim(400_000);
    const fresh = await customerView(claimId, customer);
    // documents in, nobody has assessed it yet: 'Being assessed' is not dated
    expect(fresh.timeline.find((entry: { step: string }) => entry.step === 'assessing').at).toBeNull();
    const held = await backoffice(setup.assessor, 'POST', path('hold'), {
      note: 'A certified copy of your ID',
    });
    expect(held.statusCode).toBe(200);
    const onHold = await customerView(claimId, customer);
    expect(onHold).toMatchObject({ holdReason: 'A certified copy of your ID', holdAnsweredAt: null });
    expect(onHold.timeline.slice(1, 3)).toEqual([
      { step: 'documents', at: null },
      { step: 'assessing', at: null },
    ]);

    const sent = await sendAskedFor(customer, claimId);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().documents).toEqual([
      expect.objectContaining({ type: HOLD_DOCUMENT_KIND.value, description: HOLD_DOCUMENT_KIND.label }),
    ]);
    const answered = await customerView(claimId, customer);
    expect(answered).toMatchObject({
      status: 'in_review',
      statusDisplayValue: 'OnHold',
      holdReason: 'A certified copy of your ID',
      holdAnsweredAt: expect.any(String),
      recentlyUpdated: true,
    });
    expect(answered.timeline[1]).toEqual({ step: 'documents', at: answered.holdAnsweredAt });

    // a second file for the same hold is taken, but answers nothing more
    expect((await sendAskedFor(customer, claimId, 'blacklisting.pdf')).statusCode).toBe(201);
    const emails = await noticeTexts(setup.harness.app.db, claimId, 'claim.hold_answered', 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain('We will continue assessing your claim');
    expect(await noticeTexts(setup.harness.app.db, claimId, 'claim.hold_answered', 'sms')).toEqual([]);

    const staff = (await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`)).json();
    expect(staff.holdAnsweredAt).toBe(answered.holdAnsweredAt);
    expect(staff.documentLabels).toMatchObject({ [HOLD_DOCUMENT_KIND.value]: HOLD_DOCUMENT_KIND.label });
    expect(JSON.stringify(staff.history)).toContain(CLAIM_HOLD_MESSAGES.answeredSummary);
    const queue = (await backoffice(setup.assessor, 'GET', '/api/backoffice/claims?status=in_review')).json();
    expect(JSON.stringify(queue)).toContain(answered.holdAnsweredAt);

    // the assessor carries on: once recommended the claim is no longer on hold and takes no such document
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 300_000,
      note: 'ID checked',
      customerReason: 'We pay the funeral invoice.',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const after = await customerView(claimId, customer);
    expect(after).toMatchObject({ holdReason: null, holdAnsweredAt: null });
    expect(after.timeline[2].at).toEqual(expect.any(String));
    expect((await sendAskedFor(customer, claimId)).statusCode).toBe(409);
  });

  it('asks again once the customer answered: a second hold, unanswered until they send more', async () => {
    const { claimId, customer, path } = await assessableClaim(400_000);
    await backoffice(setup.assessor, 'POST', path('hold'), { note: 'A certified copy of your ID' });
    expect((await sendAskedFor(customer, claimId)).statusCode).toBe(201);
    const again = await backoffice(setup.assessor, 'POST', path('hold'), {
      note: 'The page of the ID with the photo was missing',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await customerView(claimId, customer)).toMatchObject({
      status: 'in_review',
      holdReason: 'The page of the ID with the photo was missing',
      holdAnsweredAt: null,
    });
    const asked = await noticeTexts(setup.harness.app.db, claimId, 'claim.on_hold', 'email');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('The page of the ID with the photo was missing');
    // while that second request is unanswered, a third is refused
    const third = await backoffice(setup.assessor, 'POST', path('hold'), { note: 'More' });
    expect(third.statusCode).toBe(409);
    expect((await sendAskedFor(customer, claimId, 'id-photo-page.pdf')).statusCode).toBe(201);
    expect((await customerView(claimId, customer)).holdAnsweredAt).not.toBeNull();
  });

  it("answers 404 for someone else's claim on hold, storing nothing", async () => {
    const { claimId, path } = await assessableClaim(200_000);
    await backoffice(setup.assessor, 'POST', path('hold'), { note: 'A clearer death certificate' });
    const stranger = await createCustomer(setup.harness, 90);
    const before = (await claimDocuments()).length;
    const response = await sendAskedFor(stranger, claimId);
    expect(response.statusCode).toBe(404);
    expect(await claimDocuments()).toHaveLength(before);
  });

  it('answers the hold with a document of the claim’s own kinds too', async () => {
    const customer = await createCustomer(setup.harness, 91);
    const policy = await issueFuneralPolicy(setup.harness, customer, 91);
    const { claimId } = await submitClaimViaApi(setup.harness, customer, claimInput(policy, customer));
    await backoffice(setup.assessor, 'POST', `/api/backoffice/claims/${claimId}/hold`, {
      note: 'The death certificate',
    });
    await completeDocuments(claimId, customer);
    expect((await customerView(claimId, customer)).holdAnsweredAt).toEqual(expect.any(String));
    expect(await noticeTexts(setup.harness.app.db, claimId, 'claim.hold_answered', 'email')).toHaveLength(1);
  });
});
