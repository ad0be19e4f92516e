import { describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice, customerView, emailFor, assessableClaim, recommendThenConfirm } =
  useAssessmentSetup();

describe('back-office assessment', () => {
  const repudiationReason = 'The illness that caused the death was not disclosed when the cover was taken.';
  it('repudiates: the customer gets the recommendation’s customer reason, never a staff note; no more documents', async () => {
    const { claimId: repudiatedId, customer, path } = await assessableClaim(500_000);
    const withoutReason = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Non-disclosure',
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error.fields.customerReason).toBe(
      'Please give the reason we give the customer',
    );
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Non-disclosure: see the clinic file',
      customerReason: repudiationReason,
    });
    expect(recommended.json().assessment).toMatchObject({
      recommendationNote: 'Non-disclosure: see the clinic file',
      recommendationCustomerReason: repudiationReason,
    });
    const repudiated = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'Agree. The clinic file shows the diagnosis in 2019.',
    });
    expect(repudiated.json()).toMatchObject({
      status: 'closed',
      approvalStatus: 'repudiated',
      statusDisplayValue: 'Repudiated',
      grantedAmount: null,
      assessment: {
        recommendation: 'repudiate',
        recommendedAmount: null,
        recommendationNote: 'Non-disclosure: see the clinic file',
        recommendedBy: 'Thandi Mokoena',
        decidedBy: 'Pieter van Wyk',
        decisionReason: repudiationReason,
      },
    });
    const seen = await customerView(repudiatedId, customer);
    expect(seen).toMatchObject({ declineReason: repudiationReason, holdReason: null });
    expect(JSON.stringify(seen)).not.toContain('Non-disclosure');
    expect(JSON.stringify(seen)).not.toContain('Agree.');
    // the email gives the same reason and how to complain: our complaints page, then the ombud
    const email = await emailFor(repudiatedId, 'claim.repudiated');
    expect(email).toContain(`The reason: ${repudiationReason}`);
    expect(email).toContain('the Complaints page of the Telkom Cover portal');
    expect(email).toContain('National Financial Ombud Scheme South Africa (NFO)');
    expect(email).not.toContain('Agree.');
    expect(email).not.toContain('Non-disclosure');
    const late = await setup.harness.call(customer, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId: repudiatedId, kind: 'formal_letterhead' }, [
        { field: 'file', name: 'l.pdf', bytes: samplePdf() },
      ]),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CLAIM_CLOSED');
  });

  it('overturning a repudiation asks for the amount to pay, checked against the requested amount', async () => {
    const { path } = await assessableClaim(400_000);
    const noAmount = await recommendThenConfirm(
      path,
      { recommendation: 'repudiate', note: 'Looks late', customerReason: 'The claim was made too late.' },
      { decision: 'approve', reason: 'It was made in time' },
    );
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().error.fields.amount).toBe('Please enter the amount to pay');
    const tooMuch = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'It was made in time',
      amount: 400_001,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount).toBe(
      'The amount cannot be more than the requested R 4 000,00',
    );
    // less than the most payable (the R 4 000 claimed): the customer is given the reason
    const withoutReason = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'It was made in time',
      amount: 350_000,
    });
    expect(withoutReason.statusCode).toBe(422);
    expect(withoutReason.json().error.fields).toEqual({
      customerReason: 'Please tell the customer why we pay less than the most we could pay',
    });
    const approved = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'It was made in time',
      amount: 350_000,
      customerReason: 'We pay the funeral invoice of R 3 500.',
    });
    expect(approved.json()).toMatchObject({
      approvalStatus: 'approved',
      grantedAmount: 350_000,
      assessment: { decisionReason: 'We pay the funeral invoice of R 3 500.' },
    });
  });

  it('overturning an approval asks for the reason the customer is given', async () => {
    const { claimId: overturnedId, customer, path } = await assessableClaim(300_000);
    const noReason = await recommendThenConfirm(
      path,
      { recommendation: 'approve', amount: 300_000, note: 'All in order' },
      { decision: 'repudiate', reason: 'The ID does not match' },
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.customerReason).toBe('Please give the reason we give the customer');
    const repudiated = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'The ID does not match',
      customerReason: 'The deceased is not a member covered by the policy.',
    });
    expect(repudiated.json()).toMatchObject({
      approvalStatus: 'repudiated',
      assessment: { decisionReason: 'The deceased is not a member covered by the policy.' },
    });
    const seen = await customerView(overturnedId, customer);
    expect(seen.declineReason).toBe('The deceased is not a member covered by the policy.');
    expect(JSON.stringify(seen)).not.toContain('does not match');
  });
});
