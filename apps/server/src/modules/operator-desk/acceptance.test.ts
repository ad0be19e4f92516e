/**
 * The employee stays in control: an application an operator made waits for the employee's own acceptance
 * (a link by email and SMS) before cover starts; a wrong, expired or someone else's link changes nothing;
 * once accepted (and the inspection approved) the policy is ACTIVE with the operator's actions in its history.
 */
import {
  MOTOR_PATHS,
  declineOnBehalfReplySchema,
  motorApplicationReplySchema,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
  onBehalfApplicationListReplySchema,
  onBehalfReviewSchema,
  OPERATOR_DESK_MESSAGES,
  operatorApplicationSchema,
  sendForAcceptanceReplySchema,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  onBehalfAcceptances,
  outboxMessages,
  policyHolders,
  type ApplicationRow,
} from '../../db/schema/index.js';
import { appendEvent } from '../insurance-core/events.js';
import { callAs, START, TestClock, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { seedValuations } from '../motor/testing/fixtures.js';
import {
  approveInspection,
  asOperator,
  buildDeskApp,
  desk,
  deskApplication,
  deskUpload,
  employeeAccount,
  latestAcceptanceToken,
  rosterEmployee,
  signedInOperator,
  type RosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let operator: TestOperator;
let valuationId: string;

beforeAll(async () => {
  app = await buildDeskApp(clock);
  valuationId = (await seedValuations(app)).corolla.id;
  operator = await signedInOperator(app, 'Desk One');
});
afterAll(async () => {
  await app.close();
});

const CONSENTS = { terms: true, popiaAndTcf: true, debitOrder: true };

/** An application for a new rostered employee, with the driver's licence uploaded and the link sent. */
async function sentApplication() {
  const employee = await rosterEmployee(app);
  const made = await deskApplication(app, operator, employee, valuationId);
  const applicationId = made.reply.application.applicationId;
  const upload = await deskUpload(app, operator, applicationId);
  expect(upload.statusCode).toBe(201);
  const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
    body: { applicationId },
  });
  expect(sent.statusCode).toBe(200);
  return { ...made, employee, applicationId, sent: sendForAcceptanceReplySchema.parse(sent.json()) };
}

const accept = (user: TestUser | null, token: string, consents: object = CONSENTS) =>
  callAs(app, user, 'POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path, { body: { token, consents } });

const decline = (user: TestUser | null, token: string, reason: unknown, key?: string) =>
  callAs(app, user, 'POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path, {
    body: { token, reason },
    ...(key ? { idempotencyKey: key } : {}),
  });

const applicationRow = async (applicationId: string): Promise<ApplicationRow | undefined> =>
  (await app.db.select().from(applications).where(eq(applications.id, applicationId)))[0];

/** The application as the operator's desk shows it. */
async function operatorApplication(applicationId: string) {
  const response = await asOperator(app, operator, 'GET', desk.getApplicationbyApplicationId.path, {
    query: { applicationId },
  });
  expect(response.statusCode).toBe(200);
  return operatorApplicationSchema.parse(response.json());
}

async function unchanged(applicationId: string, holderId: string) {
  const application = await applicationRow(applicationId);
  const [holder] = await app.db.select().from(policyHolders).where(eq(policyHolders.id, holderId));
  expect(application?.status).toBe('PENDING');
  expect(application?.declarationAcceptedAt).toBeNull();
  expect(holder?.ownerSub).toBeNull();
}

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

  it('answers 404 to a different employee and 400 when a consent is missing, changing nothing', async () => {
    const { employee, applicationId, policyHolderId } = await sentApplication();
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const stranger = await employeeAccount(app, await rosterEmployee(app));
    expect((await accept(stranger, token)).statusCode).toBe(404);
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
    expect(body).toMatchObject({ operatorName: 'Desk One', debitOrderRequired: true });
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
    expect((await accept(user, token)).statusCode).toBe(404);
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
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(ON_BEHALF_MESSAGES.tokenInvalid);
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
    expect((await decline(user, token, 'Changed my mind')).statusCode).toBe(404);
  });
});
