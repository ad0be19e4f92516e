/**
 * What the employee accepts with vehicle credit life a desk operator added (QA walk 8, findings 2, 3, 6 and
 * 10): the review names its terms (balance, additional percentage, amount insured, who is responsible for
 * the finance, the beneficiaries); once accepted, the link still opens and says so, with the motor and the
 * credit life policy numbers (accepting again is refused as already accepted, not as a link not valid); the
 * operator reads both policy numbers; and the history records the acceptance once, in the employee's words,
 * without "application approved".
 */
import {
  ON_BEHALF_EVENTS,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
  onBehalfReviewSchema,
  operatorApplicationSchema,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, START, TestClock, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { seedValuations } from '../motor/testing/fixtures.js';
import {
  approveInspection,
  asOperator,
  buildDeskApp,
  desk,
  employeeAccount,
  financedDeskApplication,
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

/** A financed Corolla with vehicle credit life (the employee responsible), sent to the employee. */
async function sentWithCreditLife(employee: RosterEmployee) {
  const { application, preInspectionId } = await financedDeskApplication(
    app,
    operator,
    employee,
    valuationId,
  );
  const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
    body: { applicationId: application.applicationId },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const user = await employeeAccount(app, employee);
  const token = await latestAcceptanceToken(app, employee.cellphone);
  return { applicationId: application.applicationId, preInspectionId, user, token };
}

const reviewOf = (user: TestUser, token: string) =>
  callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, { body: { token } });

const acceptOf = (user: TestUser, token: string) =>
  callAs(app, user, 'POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path, {
    body: {
      token,
      consents: {
        terms: true,
        popiaAndTcf: true,
        debitOrder: true,
        creditCheck: true,
        creditLifeTerms: true,
      },
    },
  });

const deskView = async (applicationId: string) => {
  const response = await asOperator(app, operator, 'GET', desk.getApplicationbyApplicationId.path, {
    query: { applicationId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return operatorApplicationSchema.parse(response.json());
};

describe('the review of an application with vehicle credit life', () => {
  it('names the credit life’s terms: balance, additional percentage, amount insured, premium, who is responsible and the beneficiaries', async () => {
    const employee = await rosterEmployee(app);
    const { user, token } = await sentWithCreditLife(employee);
    const response = await reviewOf(user, token);
    expect(response.statusCode, response.body).toBe(200);
    const review = onBehalfReviewSchema.parse(response.json());
    expect(review.creditLifeCover).toEqual({
      applicationNumber: expect.stringMatching(/^APP-/),
      policyId: null,
      policyNumber: null,
      outstandingBalance: 25_000_000,
      additionalPercentage: 5,
      totalAmountInsured: 26_250_000,
      monthlyPremium: 110_250,
      responsible: { theEmployee: true, name: 'Thandi Nkosi' },
      beneficiaries: [
        { name: 'Sipho Nkosi', relation: 'spouse', percentage: 60 },
        { name: 'Lerato Nkosi', relation: 'child', percentage: 40 },
      ],
    });
    // the person responsible is never given by ID number
    expect(JSON.stringify(review.creditLifeCover)).not.toContain(employee.idNumber);
  });
});

describe('an accepted application with vehicle credit life', () => {
  it('the link still opens and says it was accepted, with both policies; accepting again is refused as accepted', async () => {
    const employee = await rosterEmployee(app);
    const { applicationId, preInspectionId, user, token } = await sentWithCreditLife(employee);
    await approveInspection(app, preInspectionId);
    const accepted = await acceptOf(user, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await reviewOf(user, token);
    expect(again.statusCode, again.body).toBe(200);
    const review = onBehalfReviewSchema.parse(again.json());
    expect(review.acceptance).toMatchObject({ status: 'ACCEPTED', acceptedAt: START.toISOString() });
    expect(review.application.policyNumber).toMatch(/^MOT-/);
    expect(review.creditLifeCover?.policyNumber).toMatch(/^VCL-/);
    expect(review.creditLifeCover?.policyId).toBeTruthy();
    const twice = await acceptOf(user, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'ALREADY_ACCEPTED',
      message: ON_BEHALF_MESSAGES.alreadyAccepted,
    });
    // the operator reads both policy numbers too
    const view = await deskView(applicationId);
    expect(view.policyNumber).toBe(review.application.policyNumber);
    expect(view.creditLifeCover?.policyNumber).toBe(review.creditLifeCover?.policyNumber);
  });

  it('records the acceptance once, in the employee’s words, never that the employee approved it', async () => {
    const employee = await rosterEmployee(app);
    const { applicationId, preInspectionId, user, token } = await sentWithCreditLife(employee);
    await approveInspection(app, preInspectionId);
    expect((await acceptOf(user, token)).statusCode).toBe(200);
    const view = await deskView(applicationId);
    const byEmployee = view.actions.filter((action) => action.actor === 'employee');
    expect(byEmployee.filter((action) => action.type === ON_BEHALF_EVENTS.accepted)).toHaveLength(1);
    const summaries = view.actions.map((action) => action.summary);
    expect(summaries.join(' ')).not.toMatch(/approved/i);
    const acceptedAt = summaries.findIndex((summary) =>
      /reviewed the application and accepted the terms and consents$/.test(summary),
    );
    const issuedAt = summaries.findIndex((summary) => /^Policy MOT-.* issued$/.test(summary));
    // accepted, then the policy issued on it
    expect(acceptedAt).toBeGreaterThanOrEqual(0);
    expect(issuedAt).toBeGreaterThan(acceptedAt);
    // the employee reads it the same way, once
    const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
    const mine = (
      list.json().data as { application: { applicationId: string }; actions: { summary: string }[] }[]
    ).find((entry) => entry.application.applicationId === applicationId);
    const own = mine?.actions.map((action) => action.summary) ?? [];
    expect(own.filter((summary) => summary.startsWith('You reviewed the application'))).toHaveLength(1);
    expect(own.join(' ')).not.toMatch(/approved/i);
  });
});

describe('a declined application', () => {
  it('the link still opens as declined, and accepting it is refused as declined', async () => {
    const employee = await rosterEmployee(app);
    const { user, token } = await sentWithCreditLife(employee);
    const declined = await callAs(app, user, 'POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path, {
      body: { token, reason: 'The vehicle is not mine' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const again = await reviewOf(user, token);
    expect(again.statusCode, again.body).toBe(200);
    expect(onBehalfReviewSchema.parse(again.json()).acceptance.status).toBe('DECLINED');
    const accept = await acceptOf(user, token);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.code).toBe('ALREADY_DECLINED');
  });
});
