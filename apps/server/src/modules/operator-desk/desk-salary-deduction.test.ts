/**
 * A vehicle an operator registered for an employee, paid from the employee's salary: the employee's own
 * acceptance asks the salary deduction consent with the premium a month (the review gives its text), is
 * refused without it (422 on consents.salaryDeduction, nothing accepted) and stores it with the other
 * consents; a debit order's acceptance is not asked for it.
 */
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import { motorApplicationReplySchema, ON_BEHALF_PATHS, onBehalfReviewSchema } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite, CONSENTS } from './testing/acceptance-suite.js';
import { approveInspection, employeeAccount, latestAcceptanceToken } from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { sentApplication, accept, unchanged } = suite;
let app: FastifyInstance;
beforeAll(() => {
  ({ app } = suite.current());
});

const SALARY = { paymentMethod: { type: 'deduct_from_salary' as const }, billingDay: undefined };
const TERMS = { terms: true, popiaAndTcf: true };

const review = async (user: TestUser, token: string) => {
  const response = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
    body: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return onBehalfReviewSchema.parse(response.json());
};

/** The employee's account and link of an application sent for acceptance. */
async function sentFor(extra: Parameters<typeof sentApplication>[0] = {}) {
  const sent = await sentApplication(extra);
  const user = await employeeAccount(app, sent.employee);
  const token = await latestAcceptanceToken(app, sent.employee.cellphone);
  return { ...sent, user, token };
}

describe('the employee’s acceptance of a vehicle paid from their salary', () => {
  it('reviews the deduction’s consent with the premium a month, and no debit order', async () => {
    const { user, token, reply } = await sentFor(SALARY);
    const body = await review(user, token);
    expect(body).toMatchObject({ debitOrderRequired: false, salaryDeductionRequired: true });
    expect(body.consentTexts).toMatchObject({
      debitOrder: null,
      salaryDeduction: salaryDeductionConsentText(reply.application.monthlyPremium),
    });
  });

  it('is refused without the consent at its field, changing nothing', async () => {
    const { user, token, applicationId, policyHolderId } = await sentFor(SALARY);
    const refused = await accept(user, token, TERMS);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
    const unticked = await accept(user, token, { ...TERMS, salaryDeduction: false });
    expect(unticked.statusCode).toBe(422);
    await unchanged(applicationId, policyHolderId);
  });

  it('is accepted with it: the consent and its amount stored with the others, the policy issued', async () => {
    const { user, token, reply, preInspectionId } = await sentFor(SALARY);
    await approveInspection(app, preInspectionId);
    const response = await accept(user, token, { ...TERMS, salaryDeduction: true });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = motorApplicationReplySchema.parse(response.json());
    expect(accepted.policy?.status).toBe('ACTIVE');
    expect(accepted.application.module.consents.map((consent) => consent.key).sort()).toEqual([
      'popiaAndTcf',
      'salaryDeduction',
      'terms',
    ]);
    expect(
      accepted.application.module.consents.find((consent) => consent.key === 'salaryDeduction')?.text,
    ).toBe(salaryDeductionConsentText(reply.application.monthlyPremium));
  });
});

describe('the employee’s acceptance of a vehicle paid by debit order', () => {
  it('is not asked for the salary deduction consent', async () => {
    const { user, token } = await sentFor();
    const body = await review(user, token);
    expect(body).toMatchObject({ debitOrderRequired: true, salaryDeductionRequired: false });
    expect(body.consentTexts.salaryDeduction).toBeNull();
    const response = await accept(user, token, CONSENTS);
    expect(response.statusCode, response.body).toBe(200);
    const accepted = motorApplicationReplySchema.parse(response.json());
    expect(accepted.application.module.consents.map((consent) => consent.key)).not.toContain(
      'salaryDeduction',
    );
  });
});
