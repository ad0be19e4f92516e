/**
 * The accept page's declaration (QA walk 15, finding 8): the operator told us about the vehicle, so the
 * employee confirms that what the operator told us on their behalf is true and complete; the text shown is
 * the text recorded with the acceptance.
 */
import { ON_BEHALF_CONSENT_TEXT_VERSION, ON_BEHALF_PATHS, onBehalfReviewSchema } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import type { MotorApplicationDetails } from '../motor/application-view.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import { employeeAccount, latestAcceptanceToken } from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { sentApplication, accept, applicationRow } = suite;
let app: FastifyInstance;
beforeAll(() => {
  ({ app } = suite.current());
});

describe('the declaration on the accept page', () => {
  it('confirms what the operator told us on the employee’s behalf, and records that text', async () => {
    const { employee, applicationId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    const review = onBehalfReviewSchema.parse(
      (
        await callAs(app, user, 'POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path, { body: { token } })
      ).json(),
    );
    expect(review.consentTexts.terms).toContain(
      'I confirm that what Desk One told us on my behalf about the vehicle, its driver and my insurance history is true and complete.',
    );
    expect(review.consentTexts.terms).not.toContain('what I said');

    expect((await accept(user, token)).statusCode).toBe(200);
    const details = (await applicationRow(applicationId))?.details as unknown as MotorApplicationDetails;
    const terms = details.consents.find((consent) => consent.key === 'terms');
    expect(terms?.text).toBe(review.consentTexts.terms);
    expect(terms?.textVersion).toBe(ON_BEHALF_CONSENT_TEXT_VERSION);
  });
});
