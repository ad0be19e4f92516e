/**
 * QA walk 13, finding 8: the employee's acceptance of a vehicle paid by debit order names the amount a
 * month and the collection day, and the account as the one shown above (the operator entered it, not the
 * employee): the review gives that text, and the acceptance stores that very text with its version.
 */
import { DEBIT_ORDER_CONSENT_TEXT_VERSION, formatRand } from '@cover/domain';
import {
  motorApplicationReplySchema,
  motorSalaryDeductionPremium,
  ON_BEHALF_PATHS,
  onBehalfDebitOrderConsentText,
  onBehalfReviewSchema,
} from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite, CONSENTS } from './testing/acceptance-suite.js';
import { employeeAccount, latestAcceptanceToken } from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { sentApplication, accept } = suite;
let app: FastifyInstance;
beforeAll(() => {
  ({ app } = suite.current());
});

describe('the debit order consent of an application an operator made', () => {
  it('names the amount a month, the day and the account shown above; the acceptance stores that text', async () => {
    const sent = await sentApplication();
    const user = await employeeAccount(app, sent.employee);
    const token = await latestAcceptanceToken(app, sent.employee.cellphone);
    const reviewed = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
      body: { token },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const review = onBehalfReviewSchema.parse(reviewed.json());
    const { application } = review;
    const premium = motorSalaryDeductionPremium(application);
    const text = onBehalfDebitOrderConsentText({
      monthlyPremium: premium,
      billingDay: application.billingDay,
    });
    expect(review.consentTexts.debitOrder).toBe(text);
    expect(text).toContain(
      `collect ${formatRand(premium)} a month by debit order from the bank account shown above`,
    );
    expect(text).not.toMatch(/I gave|I chose/);

    const response = await accept(user, token, CONSENTS);
    expect(response.statusCode, response.body).toBe(200);
    const consent = motorApplicationReplySchema
      .parse(response.json())
      .application.module.consents.find((given) => given.key === 'debitOrder');
    expect(consent).toMatchObject({ text, textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION });
  });
});
