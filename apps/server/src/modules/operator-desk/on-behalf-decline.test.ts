/**
 * The employee declines an application an operator made ("something is wrong"), and each reader reads the
 * actions on it in their own voice: the employee "you", the operator the employee by name.
 */
import {
  declineOnBehalfReplySchema,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
  onBehalfApplicationListReplySchema,
  onBehalfReviewSchema,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { policyHolders } from '../../db/schema/index.js';
import { appendEvent } from '../insurance-core/events.js';
import { callAs, START } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import {
  asOperator,
  desk,
  employeeAccount,
  latestAcceptanceToken,
  rosterEmployee,
  signedInOperator,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { clock, sentApplication, accept, decline, applicationRow, operatorApplication, unchanged } = suite;
let app: FastifyInstance;
let operator: TestOperator;
beforeAll(() => {
  ({ app, operator } = suite.current());
});

describe('each reader reads the actions in their own voice', () => {
  it('the employee reads “you” and “your”, the operator reads the employee’s name, staff show as Telkom Cover', async () => {
    const { employee, applicationId } = await sentApplication();
    const assessor = await signedInOperator(app, 'Demo Assessor', ['backoffice']);
    await appendEvent(app.db, {
      entityType: 'application',
      entityId: applicationId,
      type: 'application.note',
      summary: 'The vehicle’s inspection was approved',
      actor: `operator:${assessor.operatorId}`,
      at: START,
    });
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const review = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
      body: { token },
    });
    const own = onBehalfReviewSchema.parse(review.json());
    const lines = own.actions.map((action) => `${action.by}: ${action.summary}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Desk One \(operator\): Desk One registered your Toyota .* on your behalf$/),
        'Desk One (operator): Desk One uploaded your Driver’s licence (both sides) (1 file) on your behalf',
        'Desk One (operator): Desk One sent the application to you to review and accept',
        'Demo Assessor (Telkom Cover): The vehicle’s inspection was approved',
      ]),
    );
    expect(own.acceptance.statusLabel).toBe('Waiting for you to accept');
    expect(review.body).not.toMatch(/the employee|Operator Demo|Employee You/i);

    await accept(user, token);
    const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
    const mine = onBehalfApplicationListReplySchema.parse(list.json()).data[0];
    expect(mine?.actions.map((action) => `${action.by}: ${action.summary}`)).toContain(
      'You: You reviewed the application and accepted the terms and consents',
    );
    expect(mine?.acceptance.statusLabel).toBe('You accepted it');
    expect(list.body).not.toMatch(/the employee/i);

    const seen = await operatorApplication(applicationId);
    const deskLines = seen.actions.map((action) => `${action.by}: ${action.summary}`);
    expect(deskLines).toEqual(
      expect.arrayContaining([
        'Desk One (operator): Desk One sent the application to Lindiwe Mokoena to review and accept',
        'Lindiwe Mokoena (employee): Lindiwe Mokoena reviewed the application and accepted the terms and consents',
        'Demo Assessor (Telkom Cover): The vehicle’s inspection was approved',
      ]),
    );
    expect(JSON.stringify(seen.actions)).not.toMatch(/The employee|\bYou\b/);
    expect(seen.acceptance.statusLabel).toBe('Accepted by the employee');
  });
});

describe('the employee declines: “something is wrong”', () => {
  it('cancels the application with the reason for the operator; nothing is taken out and the link cannot accept it', async () => {
    const { employee, applicationId, policyHolderId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const reason = 'The registration number is wrong: it is CA 123-456';
    const response = await decline(user, token, `  ${reason} `, 'decline-key-1');
    expect(response.statusCode).toBe(200);
    const reply = declineOnBehalfReplySchema.parse(response.json());
    expect(reply.message).toBe(ON_BEHALF_MESSAGES.declined);
    expect(reply.application).toMatchObject({
      application: { status: 'CANCELLED', policyId: null, declarationAcceptedAt: null },
      acceptance: { status: 'DECLINED', statusLabel: 'You told us something is wrong' },
    });
    expect(reply.application.actions.map((action) => `${action.by}: ${action.summary}`)).toContain(
      `You: You declined the application and told us what is wrong: ${reason}`,
    );
    const [holder] = await app.db.select().from(policyHolders).where(eq(policyHolders.id, policyHolderId));
    expect(holder?.ownerSub).toBeNull();
    expect((await applicationRow(applicationId))?.status).toBe('CANCELLED');

    // The same request again (its idempotency key) answers the same; a new one is refused.
    const replay = await decline(user, token, `  ${reason} `, 'decline-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(response.json());
    const twice = await decline(user, token, 'Also the colour');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(ON_BEHALF_MESSAGES.alreadyDeclined);

    // Accepting it afterwards is refused and changes nothing.
    const accepted = await accept(user, token);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(ON_BEHALF_MESSAGES.alreadyDeclined);
    expect((await applicationRow(applicationId))?.declarationAcceptedAt).toBeNull();

    // The operator sees it, in the third person and with the employee's name, and cannot send it again.
    const seen = await operatorApplication(applicationId);
    expect(seen).toMatchObject({
      status: 'CANCELLED',
      acceptance: { status: 'DECLINED', statusLabel: 'Declined by the employee: they told us what is wrong' },
    });
    expect(seen.actions.map((action) => `${action.by}: ${action.summary}`)).toContain(
      `Lindiwe Mokoena (employee): Declined by the employee, Lindiwe Mokoena: ${reason}`,
    );
    const resend = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId },
    });
    expect(resend.statusCode).toBe(409);

    // The review still opens, to show it was declined.
    const review = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
      body: { token },
    });
    expect(onBehalfReviewSchema.parse(review.json()).acceptance.status).toBe('DECLINED');
  });

  it('needs a reason of 1 to 500 characters, and refuses someone else’s, a wrong or an expired link, changing nothing', async () => {
    const { employee, applicationId, policyHolderId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    for (const reason of ['', '   ', 'x'.repeat(501), undefined]) {
      const refused = await decline(user, token, reason);
      expect(refused.statusCode).toBe(400);
    }
    const empty = await decline(user, token, ' ');
    expect(JSON.stringify(empty.json())).toContain(ON_BEHALF_MESSAGES.declineReason);
    const stranger = await employeeAccount(app, await rosterEmployee(app));
    const theirs = await decline(stranger, token, 'Not mine');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(ON_BEHALF_MESSAGES.forSomeoneElse);
    expect((await decline(user, `${token.slice(0, -4)}AAAA`, 'Wrong')).statusCode).toBe(404);
    expect((await decline(null, token, 'Signed out')).statusCode).toBe(401);
    clock.advanceDays(8);
    try {
      const expired = await decline(user, token, 'Too late');
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.message).toBe(ON_BEHALF_MESSAGES.tokenExpired);
    } finally {
      clock.set(START);
    }
    await unchanged(applicationId, policyHolderId);
  });

  it('cannot decline what the employee already accepted', async () => {
    const { employee } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    expect((await accept(user, token)).statusCode).toBe(200);
    // the link still opens (it says it was accepted), but declining it is refused as accepted
    const declined = await decline(user, token, 'Changed my mind');
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.code).toBe('ALREADY_ACCEPTED');
  });
});
