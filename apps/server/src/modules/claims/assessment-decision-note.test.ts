import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice, assessableClaim, recommendThenConfirm } = useAssessmentSetup();

const eventTypesOf = async (claimId: string) =>
  (
    await setup.harness.app.db
      .select()
      .from(events)
      .where(eq(events.entityId, claimId))
      .orderBy(asc(events.seq))
  ).map((event) => event.type);

describe('the confirmer’s note (QA walk 16 no. 10)', () => {
  it('is not needed to confirm the recommended approval or repudiation: the recommendation says why', async () => {
    const approval = await assessableClaim(200_000);
    const approved = await recommendThenConfirm(
      approval.path,
      { recommendation: 'approve', amount: 200_000, note: 'All in order' },
      { decision: 'approve' },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', grantedAmount: 200_000 });
    expect(await eventTypesOf(approval.claimId)).not.toContain('claim.decision_note');

    const repudiation = await assessableClaim(200_000);
    const repudiated = await recommendThenConfirm(
      repudiation.path,
      { recommendation: 'repudiate', note: 'Late', customerReason: 'The claim was made after a year.' },
      { decision: 'repudiate' },
    );
    expect(repudiated.statusCode).toBe(200);
    expect(repudiated.json()).toMatchObject({ approvalStatus: 'repudiated' });
    expect(await eventTypesOf(repudiation.claimId)).not.toContain('claim.decision_note');
  });

  it('is needed to overturn a recommendation, and nothing is decided without it', async () => {
    const { claimId, path } = await assessableClaim(300_000);
    const noNote = await recommendThenConfirm(
      path,
      { recommendation: 'approve', amount: 300_000, note: 'All in order' },
      { decision: 'repudiate', customerReason: 'The deceased is not a member covered by the policy.' },
    );
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().error.fields).toEqual({ reason: 'Please give the reason for the decision' });
    const blank = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: '  ',
      customerReason: 'The deceased is not a member covered by the policy.',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reason).toBe('Please give the reason for the decision');
    expect(await eventTypesOf(claimId)).not.toContain('claim.repudiated');

    const overturned = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'The ID does not match',
      customerReason: 'The deceased is not a member covered by the policy.',
    });
    expect(overturned.json()).toMatchObject({ approvalStatus: 'repudiated' });
    expect(overturned.json().history.at(-1)).toMatchObject({
      type: 'claim.decision_note',
      internal: true,
      reason: 'The ID does not match',
    });
  });
});
