/**
 * "Send me the link again" (QA walk 15, finding 2): the signed-in employee who lost the email and SMS, or
 * reads them on another device, asks for the review link of an application an operator made for them. It
 * is the same link the operator's "Send the link again" sends (the old one stops working), to the email and
 * mobile the employee's account verified, else to those on record (an operator may have typed one wrong);
 * only the application's holder may ask (404 for anyone else).
 */
import {
  ON_BEHALF_EVENTS,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
  onBehalfApplicationListReplySchema,
  resendOnBehalfLinkReplySchema,
} from '@cover/domain/motor';
import { maskEmail } from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, outboxMessages } from '../../db/schema/index.js';
import { callAs, START, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { CONSENTS, acceptanceSuite } from './testing/acceptance-suite.js';
import {
  asOperator,
  deskApplication,
  desk,
  employeeAccount,
  latestAcceptanceToken,
  rosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { clock, sentApplication, accept } = suite;
let app: FastifyInstance;
let operator: TestOperator;
let valuationId: string;
beforeAll(() => {
  ({ app, operator, valuationId } = suite.current());
});

const resend = (user: TestUser | null, applicationId: unknown, key = crypto.randomUUID()) =>
  callAs(app, user, 'POST', ON_BEHALF_PATHS.resendOnBehalfLink.path, {
    body: { applicationId },
    idempotencyKey: key,
  });

const messagesTo = async (to: string) =>
  (await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))).length;

describe('resendOnBehalfLink', () => {
  it('emails and texts the holder a new link, the same kind the operator sends; the old one stops working', async () => {
    const { employee, applicationId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const first = await latestAcceptanceToken(app, employee.cellphone);
    const emailsBefore = await messagesTo(employee.email);
    const smsBefore = await messagesTo(employee.cellphone);

    const response = await resend(user, applicationId);
    expect(response.statusCode).toBe(200);
    const reply = resendOnBehalfLinkReplySchema.parse(response.json());
    expect(reply.maskedCellphone).toMatch(/\*+\d{4}$/);
    expect(reply.maskedEmail).toContain('*');
    expect(reply.maskedEmail).not.toBe(employee.email);
    expect(reply.message).toBe(ON_BEHALF_MESSAGES.linkSentAgain(reply.maskedEmail, reply.maskedCellphone));
    expect(reply.message).toContain(reply.maskedEmail);

    expect(await messagesTo(employee.email)).toBe(emailsBefore + 1);
    expect(await messagesTo(employee.cellphone)).toBe(smsBefore + 1);
    const email = (
      await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, employee.email))
        .orderBy(outboxMessages.createdAt)
    ).at(-1);
    expect(email?.text).toMatch(/Desk One registered your Toyota .* for motor cover on your behalf/);
    const second = await latestAcceptanceToken(app, employee.cellphone);
    expect(second).not.toBe(first);
    // the token never in the reply
    expect(response.body).not.toContain(second);

    const review = (token: string) =>
      callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, { body: { token } });
    expect((await review(first)).statusCode).toBe(404);
    expect((await review(second)).statusCode).toBe(200);

    // the history says the employee asked for it
    const recorded = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, applicationId), eq(events.type, ON_BEHALF_EVENTS.linkSentAgain)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.actor).toBe(`employee:${user.sub}`);
    const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
    const mine = onBehalfApplicationListReplySchema.parse(list.json()).data[0];
    expect(mine?.actions.map((action) => `${action.by}: ${action.summary}`)).toContain(
      'You: You asked for the review link again',
    );

    expect((await accept(user, second)).statusCode).toBe(200);
  });

  it('emails the address the employee’s account verified, not one the operator typed at the desk', async () => {
    const { employee, applicationId } = await sentApplication();
    const own = `own.${employee.salaryReferenceNumber}@example.co.za`;
    const user = await employeeAccount(app, employee, own);
    const typedBefore = await messagesTo(employee.email);
    const ownBefore = await messagesTo(own);
    const smsBefore = await messagesTo(employee.cellphone);

    const response = await resend(user, applicationId);
    expect(response.statusCode, response.body).toBe(200);
    const reply = resendOnBehalfLinkReplySchema.parse(response.json());
    expect(reply.maskedEmail).toBe(maskEmail(own));
    expect(await messagesTo(own)).toBe(ownBefore + 1);
    expect(await messagesTo(employee.email)).toBe(typedBefore);
    // the account has no verified mobile: the text goes to the one on record
    expect(await messagesTo(employee.cellphone)).toBe(smsBefore + 1);
  });

  it('texts the mobile the account verified; an email the account has not verified is not used', async () => {
    const { employee, applicationId } = await sentApplication();
    const own = `unverified.${employee.salaryReferenceNumber}@example.co.za`;
    const user = await employeeAccount(app, employee, own);
    const mobile = '+27825550199';
    await app.idp.adminUpdateUserAttributes('employee', employee.salaryReferenceNumber, {
      phone_number: mobile,
      phone_number_verified: 'true',
      email_verified: 'false',
    });
    const typedEmails = await messagesTo(employee.email);
    const ownEmails = await messagesTo(own);
    const typedTexts = await messagesTo(employee.cellphone);
    const ownTexts = await messagesTo(mobile);

    const response = await resend(user, applicationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(resendOnBehalfLinkReplySchema.parse(response.json()).maskedCellphone).toMatch(/0199$/);
    expect(await messagesTo(mobile)).toBe(ownTexts + 1);
    expect(await messagesTo(employee.cellphone)).toBe(typedTexts);
    expect(await messagesTo(employee.email)).toBe(typedEmails + 1);
    expect(await messagesTo(own)).toBe(ownEmails);
  });

  it('sends a fresh link when the old one expired', async () => {
    const { employee, applicationId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    clock.advanceDays(8);
    try {
      const response = await resend(user, applicationId);
      expect(response.statusCode).toBe(200);
      const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
      const mine = onBehalfApplicationListReplySchema
        .parse(list.json())
        .data.find((item) => item.application.applicationId === applicationId);
      expect(mine?.acceptance.status).toBe('SENT');
      const token = await latestAcceptanceToken(app, employee.cellphone);
      expect((await accept(user, token, CONSENTS)).statusCode).toBe(200);
    } finally {
      clock.set(START);
    }
  });

  it('answers 404 to another employee, for an unknown id and a malformed one, sending nothing', async () => {
    const { employee, applicationId } = await sentApplication();
    const other = await employeeAccount(app, await rosterEmployee(app));
    const before = await messagesTo(employee.cellphone);
    expect((await resend(other, applicationId)).statusCode).toBe(404);
    expect((await resend(other, crypto.randomUUID())).statusCode).toBe(404);
    const malformed = await resend(other, 'not-an-id');
    expect([400, 404]).toContain(malformed.statusCode);
    expect(await messagesTo(employee.cellphone)).toBe(before);
    expect((await resend(null, applicationId)).statusCode).toBe(401);
  });

  it('refuses (409) once accepted, and before the operator sent the application', async () => {
    const { employee, applicationId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    expect((await accept(user, await latestAcceptanceToken(app, employee.cellphone))).statusCode).toBe(200);
    const accepted = await resend(user, applicationId);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(ON_BEHALF_MESSAGES.linkNotWaiting);

    const unsentEmployee = await rosterEmployee(app);
    const { reply } = await deskApplication(app, operator, unsentEmployee, valuationId);
    const unsentUser = await employeeAccount(app, unsentEmployee);
    const texted = await messagesTo(unsentEmployee.cellphone);
    const notSent = await resend(unsentUser, reply.application.applicationId);
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().error.message).toBe(ON_BEHALF_MESSAGES.linkNotSentYet);
    expect(await messagesTo(unsentEmployee.cellphone)).toBe(texted);
    // the desk's own call is unchanged
    expect(
      (
        await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
          body: { applicationId: reply.application.applicationId },
        })
      ).statusCode,
    ).toBe(422);
  });
});
