/**
 * The back office's claim history of a hold and its answers (QA walk 4, finding 5): the customer's upload
 * answering a hold is one entry ('Documents received from the customer for the hold'), not two; asking for
 * more after an answer reads 'Asked the customer for more: …', not as a second hold, and still tells the
 * customer.
 */
import { CLAIM_HOLD_MESSAGES, HOLD_DOCUMENT_KIND } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';
import type { Customer } from './testing/harness.js';
import { noticeTexts } from './testing/notices.js';

const { setup, backoffice, assessableClaim, customerView } = useAssessmentSetup();

const sendAskedFor = (customer: Customer, claimId: string, name: string) =>
  setup.harness.call(customer, {
    method: 'POST',
    url: '/api/retail/funeral/policy/uploadDocuments',
    payload: formData({ claimId, kind: HOLD_DOCUMENT_KIND.value }, [
      { field: 'file', name, bytes: samplePdf(name) },
    ]),
  });

/** The entries of documents sent for a hold (the claim's own documents went in before it). */
const forTheHold = (summary: string) =>
  summary.startsWith(CLAIM_HOLD_MESSAGES.answeredSummary) || summary.includes(HOLD_DOCUMENT_KIND.label);

const summaries = async (claimId: string): Promise<string[]> =>
  (await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`))
    .json()
    .history.map((entry: { summary: string }) => entry.summary);

describe('the staff history of a hold and its answers', () => {
  it('shows each answer once and an ask for more as such, telling the customer both times', async () => {
    const { claimId, customer, path } = await assessableClaim(250_000);
    expect((await backoffice(setup.assessor, 'POST', path('hold'), { note: 'Your ID' })).statusCode).toBe(
      200,
    );
    expect((await sendAskedFor(customer, claimId, 'id.pdf')).statusCode).toBe(201);
    const asked = await backoffice(setup.assessor, 'POST', path('hold'), { note: 'The death notice too' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await sendAskedFor(customer, claimId, 'notice.pdf')).statusCode).toBe(201);

    const history = await summaries(claimId);
    const answers = history.filter(forTheHold);
    expect(answers).toEqual([
      `${CLAIM_HOLD_MESSAGES.answeredSummary} (1 file)`,
      `${CLAIM_HOLD_MESSAGES.answeredSummary} (1 file)`,
    ]);
    expect(history).toContain('Claim on hold: Your ID');
    expect(history).toContain('Asked the customer for more: The death notice too');
    expect(history).not.toContain('Claim on hold: The death notice too');
    const emails = await noticeTexts(setup.harness.app.db, claimId, 'claim.on_hold', 'email');
    expect(emails).toHaveLength(2);
    expect(emails[1]).toContain('The death notice too');
  });

  it('ties each document sent for a hold to what that hold asked for, for the customer and staff', async () => {
    const { claimId, customer, path } = await assessableClaim(270_000);
    await backoffice(setup.assessor, 'POST', path('hold'), { note: 'Your ID' });
    expect((await sendAskedFor(customer, claimId, 'id.pdf')).statusCode).toBe(201);
    await backoffice(setup.assessor, 'POST', path('hold'), { note: 'The death notice too' });
    expect((await sendAskedFor(customer, claimId, 'notice.pdf')).statusCode).toBe(201);
    const askedFor = (documents: { name: string; type: string; askedFor?: string | null }[]) =>
      documents.map(({ name, type, askedFor: asked }) => [
        name,
        type === HOLD_DOCUMENT_KIND.value ? asked : '-',
      ]);
    const expected = expect.arrayContaining([
      ['id.pdf', 'Your ID'],
      ['notice.pdf', 'The death notice too'],
    ]);
    const customers = await setup.harness.call(customer, {
      method: 'GET',
      url: `/api/retail/funeral/policy/getClaimDocuments?claimId=${claimId}`,
    });
    expect(askedFor(customers.json().data)).toEqual(expected);
    expect(askedFor((await customerView(claimId, customer)).documents)).toEqual(expected);
    const staff = await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`);
    expect(askedFor(staff.json().documents)).toEqual(expected);
    // the claim's own documents are named by their kind: nothing was asked for them
    expect(askedFor(staff.json().documents).filter(([, asked]) => asked === '-').length).toBeGreaterThan(0);
  });

  it('still shows an upload that answers no hold, once', async () => {
    const { claimId, customer, path } = await assessableClaim(260_000);
    expect((await backoffice(setup.assessor, 'POST', path('hold'), { note: 'Your ID' })).statusCode).toBe(
      200,
    );
    expect((await sendAskedFor(customer, claimId, 'id.pdf')).statusCode).toBe(201);
    // a second file for the same, answered hold
    expect((await sendAskedFor(customer, claimId, 'id-back.pdf')).statusCode).toBe(201);
    const answers = (await summaries(claimId)).filter(forTheHold);
    expect(answers).toEqual([
      `${CLAIM_HOLD_MESSAGES.answeredSummary} (1 file)`,
      `Documents received: ${HOLD_DOCUMENT_KIND.label}`,
    ]);
  });
});
