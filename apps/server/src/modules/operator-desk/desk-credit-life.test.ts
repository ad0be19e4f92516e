/**
 * Vehicle credit life at the operator desk (QA ops 1): the operator prices it through the desk's own call
 * (the motor wizard's credit life quote, for the holder the desk acts for), never through the employee's
 * API; an application registered with it shows its premium to the operator, and the acceptance email and
 * SMS name both premiums and what they come to a month. The employee accepting it gives the credit life's
 * consents too (its terms and the check with the credit provider), as the motor wizard asks them.
 */
import { CREDIT_LIFE_CONSENT_TEXTS, formatRand } from '@cover/domain';
import {
  MOTOR_REGISTRATION_MESSAGES,
  ON_BEHALF_PATHS,
  onBehalfReviewSchema,
  VEHICLE_CREDIT_LIFE_PATHS,
  vehicleCreditLifeQuoteSchema,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, outboxMessages, quotePackages } from '../../db/schema/index.js';
import { LINKED_PARENT_DECLINED } from '../credit-life/linked-close.js';
import { callAs, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { BALANCE } from '../motor/testing/credit-life-fixtures.js';

import {
  asOperator,
  desk,
  employeeAccount,
  financedDeskApplication,
  latestAcceptanceToken,
  registerHolder,
  rosterEmployee,
  signedInOperator,
  type RosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';
import { useDeskWorld } from './testing/desk-world.js';

const world = useDeskWorld();
let app: FastifyInstance;
let operator: TestOperator;
let retailUser: TestUser;
let employeeUser: TestUser;
let valuationId: string;
beforeAll(() => {
  ({ app, one: operator, retailUser, employeeUser, valuationId } = world);
});

/** R250 000 owed plus 5 %: R1 102,50 a month (the employee's own quote of the same). */
const QUOTE = {
  citizenship: 'citizen',
  outstandingSettlementBalanceAmount: BALANCE,
  additionalPercentageInsured: 5,
};

const priceFor = (caller: TestOperator | null, policyHolderId: string, body: object = QUOTE) =>
  asOperator(app, caller, 'POST', desk.getVehicleCreditLifeQuote.path, { body: { ...body, policyHolderId } });

describe('getVehicleCreditLifeQuote at the desk', () => {
  it('prices credit life for the employee the desk acts for, as the employee’s, the package the operator’s', async () => {
    const policyHolderId = await registerHolder(app, operator, await rosterEmployee(app));
    const response = await priceFor(operator, policyHolderId);
    expect(response.statusCode, response.body).toBe(201);
    const quote = vehicleCreditLifeQuoteSchema.parse(response.json());
    expect(quote).toMatchObject({
      suggestedPremium: 110_250,
      sumAssured: 26_250_000,
      module: { telkomEmployee: true, coreBenefitPremium: 105_000, flexiBenefitPremium: 5_250 },
    });
    const [row] = await app.db.select().from(quotePackages).where(eq(quotePackages.id, quote.quotePackageId));
    expect(row).toMatchObject({ ownerPool: 'operator', ownerSub: operator.operatorId, channel: 'employee' });
  });

  it('answers 404 for a holder the desk does not act for (not on the roster, or no such holder)', async () => {
    const notOnRoster = await priceFor(operator, retailUser.policyHolderId);
    expect(notOnRoster.statusCode).toBe(404);
    expect(notOnRoster.json().error.code).toBe('POLICY_HOLDER_NOT_FOUND');
    const unknown = await priceFor(operator, '6f1c2a7e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the quote’s fields as the employee’s call does (400 with the field)', async () => {
    const policyHolderId = await registerHolder(app, operator, await rosterEmployee(app));
    const response = await priceFor(operator, policyHolderId, {
      ...QUOTE,
      outstandingSettlementBalanceAmount: 99_999,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'The outstanding settlement balance must be at least R1 000',
    );
  });

  it('is refused to customer tokens, to no session, and to back-office staff without the desk role', async () => {
    const policyHolderId = await registerHolder(app, operator, await rosterEmployee(app));
    for (const user of [employeeUser, retailUser, null]) {
      const response = await callAs(app, user, 'POST', desk.getVehicleCreditLifeQuote.path, {
        body: { ...QUOTE, policyHolderId },
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    const assessor = await signedInOperator(app, 'Back Office Only', ['backoffice']);
    expect((await priceFor(assessor, policyHolderId)).statusCode).toBe(403);
    // and the operator's cookie does not open the employee's own credit life quote
    const employeeCall = await asOperator(
      app,
      operator,
      'POST',
      VEHICLE_CREDIT_LIFE_PATHS.employee.getVehicleCreditLifeQuote.path,
      { body: QUOTE },
    );
    expect(employeeCall.statusCode).toBe(401);
  });
});

const financed = async (employee: RosterEmployee) =>
  (await financedDeskApplication(app, operator, employee, valuationId)).application;

describe('an application sent with vehicle credit life', () => {
  it('shows the operator its premium and tells the employee both premiums and the total', async () => {
    const employee = await rosterEmployee(app);
    const application = await financed(employee);
    expect(application.module.creditLife).toMatchObject({ monthlyPremium: 110_250 });
    const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId: application.applicationId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const total = application.monthlyPremium + 110_250;
    const [email] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, employee.email));
    expect(email?.text).toContain(`with vehicle credit life at ${formatRand(110_250)} a month`);
    expect(email?.text).toContain(`${formatRand(total)} a month together`);
    const texts = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, employee.cellphone));
    const sms = texts.find((message) => message.text.includes('/employee/accept#t='));
    expect(sms?.text).toContain(
      `for motor cover at ${formatRand(application.monthlyPremium)} a month, with vehicle credit life at`,
    );
    expect(sms?.text).toContain(`${formatRand(total)} a month together`);
  });
});

describe('the employee declines an application sent with vehicle credit life', () => {
  const linkedOf = async (applicationId: string) => {
    const [motor] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
    const linkedId = (motor?.details as { creditLifeApplicationId?: string }).creditLifeApplicationId ?? '';
    return async () => (await app.db.select().from(applications).where(eq(applications.id, linkedId)))[0];
  };

  async function declined(employee: RosterEmployee, applicationId: string) {
    const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const response = await callAs(app, user, 'POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path, {
      body: { token, reason: 'The vehicle is not mine' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('cancels the credit life waiting with it', async () => {
    const employee = await rosterEmployee(app);
    const application = await financed(employee);
    const linked = await linkedOf(application.applicationId);
    expect((await linked())?.status).toBe('PENDING');
    await declined(employee, application.applicationId);
    expect(await linked()).toMatchObject({ status: 'CANCELLED', policyId: null });
  });

  it('closes one an underwriter approved, declined with the reason the employee reads, never left to issue', async () => {
    const employee = await rosterEmployee(app);
    const application = await financed(employee);
    const linked = await linkedOf(application.applicationId);
    const row = await linked();
    // approved on its own by an underwriter, waiting for the motor application to be accepted
    await app.db
      .update(applications)
      .set({ status: 'APPROVED', underwritingStatus: 'APPROVED' })
      .where(eq(applications.id, row?.id ?? ''));
    await declined(employee, application.applicationId);
    expect(await linked()).toMatchObject({
      status: 'CANCELLED',
      policyId: null,
      underwritingStatus: 'DECLINED',
      declineReason: LINKED_PARENT_DECLINED,
    });
  });
});

describe('the employee accepts an application sent with vehicle credit life', () => {
  it('is asked the credit life’s terms and credit check too, refused without them, recorded with them', async () => {
    const employee = await rosterEmployee(app);
    const application = await financed(employee);
    const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId: application.applicationId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const reviewed = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
      body: { token },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const review = onBehalfReviewSchema.parse(reviewed.json());
    expect(review.creditLifeRequired).toBe(true);
    expect(review.consentTexts).toMatchObject({
      creditCheck: CREDIT_LIFE_CONSENT_TEXTS.creditCheck,
      creditLifeTerms: CREDIT_LIFE_CONSENT_TEXTS.terms,
    });

    const consents = { terms: true, popiaAndTcf: true, debitOrder: true };
    const accept = (given: object) =>
      callAs(app, user, 'POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path, {
        body: { token, consents: given },
      });
    const refused = await accept(consents);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.fields).toMatchObject({
      'consents.creditCheck': MOTOR_REGISTRATION_MESSAGES.consent,
      'consents.creditLifeTerms': MOTOR_REGISTRATION_MESSAGES.consent,
    });
    const [still] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.applicationId));
    expect(still?.declarationAcceptedAt).toBeNull();

    const accepted = await accept({ ...consents, creditCheck: true, creditLifeTerms: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const keys = accepted.json().application.module.consents.map((consent: { key: string }) => consent.key);
    expect(keys).toEqual(expect.arrayContaining(['creditCheck', 'creditLifeTerms', 'terms', 'popiaAndTcf']));
  });
});
