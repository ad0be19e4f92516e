/**
 * The employee stays in control: an application an operator made waits for the employee's own acceptance
 * (a link by email and SMS) before cover starts; a wrong, expired or someone else's link changes nothing (someone else's says it was sent to someone else);
 * once accepted (and the inspection approved) the policy is ACTIVE with the operator's actions in its history.
 * Declining it and the words each reader reads are in on-behalf-decline.test.ts.
 */
import {
  MOTOR_PATHS,
  motorApplicationReplySchema,
  ON_BEHALF_LINK_FOR_SOMEONE_ELSE,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
  onBehalfApplicationListReplySchema,
  onBehalfReviewSchema,
  OPERATOR_DESK_MESSAGES,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { onBehalfAcceptances, outboxMessages, policyHolders } from '../../db/schema/index.js';
import { callAs, START } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import {
  approveInspection,
  asOperator,
  desk,
  deskApplication,
  employeeAccount,
  latestAcceptanceToken,
  rosterEmployee,
  type RosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { clock, sentApplication, accept, unchanged } = suite;
let app: FastifyInstance;
let operator: TestOperator;
let valuationId: string;
beforeAll(() => {
  ({ app, operator, valuationId } = suite.current());
});

describe('sendForAcceptance', () => {
  it('refuses to send before the documents are complete (422)', async () => {
    const employee: RosterEmployee = await rosterEmployee(app);
    const { reply } = await deskApplication(app, operator, employee, valuationId);
    const response = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId: reply.application.applicationId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(OPERATOR_DESK_MESSAGES.documentsOutstanding);
  });

  it('emails and texts the employee the link; only the token’s hash is stored', async () => {
    const { sent, employee, applicationId } = await sentApplication();
    expect(sent.application.acceptance.status).toBe('SENT');
    expect(sent.maskedCellphone).toMatch(/\*+\d{4}$/);
    const messages = await app.db.select().from(outboxMessages);
    const email = messages.find((message) => message.to === employee.email);
    // greeted by name, told what was registered and at what premium, and how to say it is wrong
    expect(email?.text).toMatch(/^Hello \w+,/);
    expect(email?.text).toMatch(
      /Desk One registered your Toyota .* \(CA [\d-]+\) for motor cover on your behalf, at R [\d ,]+ a month/,
    );
    expect(email?.text).toContain('choose "Something is wrong"');
    expect(email?.text).not.toContain('call us');
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const [row] = await app.db
      .select()
      .from(onBehalfAcceptances)
      .where(eq(onBehalfAcceptances.applicationId, applicationId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('the employee’s acceptance', () => {
  it('answers 404 for a wrong link and 410 for an expired one, changing nothing', async () => {
    const { employee, applicationId, policyHolderId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const wrong = await accept(user, `${token.slice(0, -4)}AAAA`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(ON_BEHALF_MESSAGES.tokenInvalid);
    clock.advanceDays(8);
    try {
      const expired = await accept(user, token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.message).toBe(ON_BEHALF_MESSAGES.tokenExpired);
      const review = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
        body: { token },
      });
      expect(review.statusCode).toBe(410);
    } finally {
      clock.set(START);
    }
    await unchanged(applicationId, policyHolderId);
  });

  it('tells a different signed-in employee the link is someone else’s (403), saying nothing about them, and changes nothing', async () => {
    const { employee, applicationId, policyHolderId, sent } = await sentApplication();
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const stranger = await employeeAccount(app, await rosterEmployee(app));
    const review = await callAs(app, stranger, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
      body: { token },
    });
    expect(review.statusCode).toBe(403);
    expect(review.json().error).toMatchObject({
      code: ON_BEHALF_LINK_FOR_SOMEONE_ELSE,
      message: ON_BEHALF_MESSAGES.forSomeoneElse,
    });
    const { firstName, lastName, salaryReferenceNumber } = sent.application.holder;
    const facts = [
      firstName,
      lastName,
      salaryReferenceNumber,
      employee.idNumber,
      policyHolderId,
      applicationId,
    ];
    for (const fact of [...facts, employee.email, 'Toyota']) expect(review.body).not.toContain(fact);
    const accepted = await accept(stranger, token);
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json().error.code).toBe(ON_BEHALF_LINK_FOR_SOMEONE_ELSE);
    const declined = await callAs(app, stranger, 'POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path, {
      body: { token, reason: 'Not my car' },
    });
    expect(declined.statusCode).toBe(403);
    // a link that is really not valid still says so to the same employee
    const wrong = await accept(stranger, `${token.slice(0, -4)}AAAA`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toMatchObject({
      code: 'LINK_INVALID',
      message: ON_BEHALF_MESSAGES.tokenInvalid,
    });
    await unchanged(applicationId, policyHolderId);
    // the person it was sent to still accepts it
    expect((await accept(await employeeAccount(app, employee), token)).statusCode).toBe(200);
  });

  it('answers 400 when a consent is missing, changing nothing', async () => {
    const { employee, applicationId, policyHolderId } = await sentApplication();
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const user = await employeeAccount(app, employee);
    const noPopia = await accept(user, token, { terms: true, debitOrder: true });
    expect(noPopia.statusCode).toBe(400);
    const noDebitOrder = await accept(user, token, { terms: true, popiaAndTcf: true });
    expect(noDebitOrder.statusCode).toBe(422);
    await unchanged(applicationId, policyHolderId);
  });

  it('shows what was done on the employee’s behalf and by whom, with the account number masked', async () => {
    const { employee } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const review = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
      body: { token },
    });
    expect(review.statusCode).toBe(200);
    const body = onBehalfReviewSchema.parse(review.json());
    expect(body).toMatchObject({
      operatorName: 'Desk One',
      debitOrderRequired: true,
      creditLifeRequired: false,
    });
    expect(body.payment?.accountNumber).toMatch(/^\D+6789$/);
    expect(review.body).not.toContain('62123456789');
    const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
    const data = onBehalfApplicationListReplySchema.parse(list.json()).data;
    expect(data).toHaveLength(1);
    expect(data[0]?.actions.filter((action) => action.by === 'Desk One (operator)').length).toBeGreaterThan(
      1,
    );
  });

  it('accepted with the inspection approved: the holder is claimed and the policy is ACTIVE with the operator’s actions in its history', async () => {
    const { employee, applicationId, policyHolderId, preInspectionId } = await sentApplication();
    await approveInspection(app, preInspectionId);
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const response = await accept(user, token);
    expect(response.statusCode).toBe(200);
    const reply = motorApplicationReplySchema.parse(response.json());
    expect(reply.policy?.status).toBe('ACTIVE');
    expect(reply.application.module.consents.map((consent) => consent.key).sort()).toEqual([
      'debitOrder',
      'popiaAndTcf',
      'terms',
    ]);
    const [holder] = await app.db.select().from(policyHolders).where(eq(policyHolders.id, policyHolderId));
    expect(holder).toMatchObject({ ownerPool: 'employee', ownerSub: user.sub });
    const detail = await callAs(app, user, 'GET', MOTOR_PATHS.employee.getPolicyByPolicyId.path, {
      query: { policyId: reply.policy?.policyId ?? '' },
    });
    const summaries = (detail.json().history as { summary: string }[]).map((entry) => entry.summary);
    // the employee reads their policy's history about themselves, not "the employee"
    expect(summaries).toContainEqual(
      expect.stringMatching(/^Desk One registered your Toyota .* on your behalf$/),
    );
    expect(summaries).toContainEqual(expect.stringMatching(/^Desk One uploaded your .* on your behalf$/));
    expect(summaries).toContainEqual('You reviewed the application and accepted the terms and consents');
    expect(summaries.join(' ')).not.toMatch(/the employee|motor-consents/);
    // the link still opens, and says it was accepted
    const again = await accept(user, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_ACCEPTED',
      message: ON_BEHALF_MESSAGES.alreadyAccepted,
    });
    const desk1 = await asOperator(app, operator, 'GET', desk.getApplicationbyApplicationId.path, {
      query: { applicationId },
    });
    expect(desk1.json()).toMatchObject({ status: 'ACTIVE', acceptance: { status: 'ACCEPTED' } });
  });

  it('accepted while the inspection is pending: approved, waiting for the inspection, no cover yet', async () => {
    const { employee } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const response = await accept(user, await latestAcceptanceToken(app, employee.cellphone));
    expect(response.statusCode).toBe(200);
    const reply = motorApplicationReplySchema.parse(response.json());
    expect(reply.policy).toBeNull();
    expect(reply.application.status).toBe('APPROVED');
  });
});
