/**
 * QA staff 5. An application the employee's acceptance will refer to an underwriter says so before it is
 * accepted, to the operator and to the employee, by the same referral rules the acceptance applies
 * (motorReferralOf): its cover then starts only once an underwriter approves it, not on its start date.
 */
import { ON_BEHALF_PATHS, onBehalfReviewSchema, OPERATOR_DESK_MESSAGES } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import { employeeAccount, latestAcceptanceToken } from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { sentApplication, accept, operatorApplication } = suite;
let app: FastifyInstance;
beforeAll(() => {
  ({ app } = suite.current());
});

/** Two claims in the last 3 years: the motor referral rules send the application to an underwriter. */
const TWO_CLAIMS = {
  previousInsuranceDetails: {
    totalConsecutiveYears: 5,
    totalClaims: 2,
    everCancelled: false,
    isConvicted: false,
  },
};

async function reviewOf(sent: Awaited<ReturnType<typeof sentApplication>>) {
  const user = await employeeAccount(app, sent.employee);
  const token = await latestAcceptanceToken(app, sent.employee.cellphone);
  const response = await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, {
    body: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { user, token, review: onBehalfReviewSchema.parse(response.json()) };
}

describe('an application the acceptance will refer (QA staff 5)', () => {
  it('tells the operator it goes to an underwriter, and why, before the employee accepts', async () => {
    const sent = await sentApplication({}, TWO_CLAIMS);
    expect(sent.sent.application.goesToUnderwriter).toBe(true);
    expect(sent.sent.message).toBe(OPERATOR_DESK_MESSAGES.sentForAcceptanceToUnderwriter);
    const view = await operatorApplication(sent.applicationId);
    expect(view.goesToUnderwriter).toBe(true);
    expect(view.referralReasons).toEqual(['2 claims were made in the last 3 years.']);
  });

  it('tells the employee on the review, without the underwriter’s reasons', async () => {
    const sent = await sentApplication({}, TWO_CLAIMS);
    const { review } = await reviewOf(sent);
    expect(review.goesToUnderwriter).toBe(true);
    expect(review).not.toHaveProperty('referralReasons');
  });

  it('still waits for the underwriter once accepted (referred, as announced)', async () => {
    const sent = await sentApplication({}, TWO_CLAIMS);
    const { user, token } = await reviewOf(sent);
    const accepted = await accept(user, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().application.underwritingStatus).toBe('Pending');
    const view = await operatorApplication(sent.applicationId);
    expect(view.goesToUnderwriter).toBe(true);
    expect(view.referralReasons).toEqual(['2 claims were made in the last 3 years.']);
  });

  it('says nothing of an underwriter for an application the rules let through', async () => {
    const sent = await sentApplication();
    expect(sent.sent.message).toBe(OPERATOR_DESK_MESSAGES.sentForAcceptance);
    const view = await operatorApplication(sent.applicationId);
    expect(view.goesToUnderwriter).toBe(false);
    expect(view.referralReasons).toEqual([]);
    const { review } = await reviewOf(sent);
    expect(review.goesToUnderwriter).toBe(false);
  });
});
