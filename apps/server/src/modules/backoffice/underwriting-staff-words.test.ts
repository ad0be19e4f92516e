/**
 * A referred application as staff read it: its history in the staff voice, the referral credited to the
 * system rather than to the customer whose declaration set it off, and the page told when the caller made
 * the standing recommendation (four eyes: their page then offers no approval or decline).
 */
import { describe, expect, it } from 'vitest';
import { asBackoffice } from '../motor/pre-inspection/testing/fixtures.js';
import {
  decideUrl,
  detailUrl,
  referredApplication,
  useUnderwritingSuite,
} from './testing/underwriting-harness.js';

const suite = useUnderwritingSuite();

interface Entry {
  type: string;
  summary: string;
  actorName: string;
}

describe('a referred application for staff', () => {
  it('credits the referral to Telkom Cover and words the customer notices for staff', async () => {
    const { app, underwriter, approver } = suite;
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    const reason = 'Please send a copy of your latest medical report.';
    await asBackoffice(app, underwriter, 'POST', decideUrl(id), { decision: 'hold', reason });
    await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'recommend',
      note: 'Fine',
      holdWithdrawnReason: 'Not needed: the doctor sent it',
    });
    const approved = await asBackoffice(app, approver, 'POST', decideUrl(id), { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const byType = (type: string) =>
      (approved.json().history as Entry[]).find((entry) => entry.type === type);
    expect(byType('application.underwriting_referred')).toMatchObject({
      actorName: 'Telkom Cover',
      summary: 'Application referred to an underwriter',
    });
    expect(byType('application.underwriting_on_hold')).toMatchObject({
      actorName: 'Underwriter One',
      summary: `Application on hold: ${reason}`,
    });
    expect(byType('application.underwriting_approved')).toMatchObject({
      actorName: 'Approver Two',
      summary: 'Application approved',
    });
    expect(JSON.stringify(approved.json().history)).not.toMatch(/Your application|We are reviewing/);
  });

  it('shows each decision once: the status change recorded with its notice is not a second line', async () => {
    const { app, underwriter, approver } = suite;
    const lines = (reply: { json: () => { history: Entry[] } }) =>
      reply.json().history.map((entry) => `${entry.actorName}: ${entry.summary}`);
    const first = (await referredApplication(suite)).application.applicationId;
    await asBackoffice(app, underwriter, 'POST', decideUrl(first), { decision: 'recommend', note: 'Fine' });
    const approved = await asBackoffice(app, approver, 'POST', decideUrl(first), { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(lines(approved).filter((line) => /approved/i.test(line))).toEqual([
      'Approver Two: Application approved',
    ]);

    const second = (await referredApplication(suite)).application.applicationId;
    const reason = 'Not covered.';
    const declined = await asBackoffice(app, approver, 'POST', decideUrl(second), {
      decision: 'decline',
      reason,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(lines(declined).filter((line) => /declined/i.test(line))).toEqual([
      `Approver Two: Application declined: ${reason}`,
    ]);
  });

  it('names a referred application in the search by its number and the queue it is in, not as Pending', async () => {
    const { app, underwriter } = suite;
    const id = (await referredApplication(suite)).application.applicationId;
    const number = (await asBackoffice(app, underwriter, 'GET', detailUrl(id))).json().applicationNumber;
    const search = async () =>
      (await asBackoffice(app, underwriter, 'POST', '/api/backoffice/search', { q: number })).json().results;
    expect(await search()).toEqual([
      expect.objectContaining({
        kind: 'application',
        title: number,
        subtitle: expect.stringMatching(/^Funeral cover · /),
        status: 'Referred',
      }),
    ]);
    await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'hold',
      reason: 'Payslip please.',
    });
    expect(await search()).toEqual([expect.objectContaining({ status: 'On hold' })]);
  });

  it('tells the recommender, and only them, that another underwriter must decide', async () => {
    const { app, underwriter, approver } = suite;
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    expect((await asBackoffice(app, underwriter, 'GET', detailUrl(id))).json().youRecommended).toBe(false);
    const recommended = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'recommend',
      note: 'Recommend approval',
    });
    expect(recommended.json().youRecommended).toBe(true);
    // a hold by the recommender keeps the recommendation standing
    await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'hold',
      reason: 'Payslip please.',
    });
    expect((await asBackoffice(app, underwriter, 'GET', detailUrl(id))).json().youRecommended).toBe(true);
    expect((await asBackoffice(app, approver, 'GET', detailUrl(id))).json().youRecommended).toBe(false);
    const declined = await asBackoffice(app, approver, 'POST', decideUrl(id), {
      decision: 'decline',
      // a decline ends what the hold asked for: no reason for it (docs/decisions/0039)
      reason: 'Not covered.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().youRecommended).toBe(false);
  });
});
