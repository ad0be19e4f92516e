/**
 * QA staff 11. "Remove from my list" withdraws a motor application that is not yet issued, but never one an
 * underwriter is reviewing (referred, on hold or its recommendation awaiting approval): 409 and nothing
 * changes, as altering it is refused. Once the underwriter has decided, it may go as any other.
 */
import { MOTOR_PATHS } from '@cover/domain/motor';
import { UNDERWRITING_MESSAGES } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { callAs, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
} from './testing/fixtures.js';
import { useMotorSuite } from './testing/motor-suite.js';

const suite = useMotorSuite();
const motor = MOTOR_PATHS.retail;

/** A retail motor application, pending (not yet declared). */
async function pendingApplication(user: TestUser): Promise<string> {
  const { app, valuations } = suite;
  const identity = newVehicleIdentity();
  const preInspectionId = await inspection(app, user, identity);
  const quote = await motorQuote(app, user, motorQuoteInput(valuations.corolla.id));
  const created = await callAs(app, user, 'POST', motor.createApplication.path, {
    body: motorRegistration(quote, identity, preInspectionId),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().application.applicationId;
}

const remove = (user: TestUser, applicationId: string) =>
  callAs(suite.app, user, 'POST', motor.removeApplicationByApplicationId.path, {
    body: { policyId: applicationId, title: 'Not needed', description: 'Changed my mind' },
  });

const rowOf = async (applicationId: string) =>
  (await suite.app.db.select().from(applications).where(eq(applications.id, applicationId)))[0];

describe('removing a motor application from the list (QA staff 11)', () => {
  it.each(['REFERRED', 'ON_HOLD', 'RECOMMENDATION_AWAITED'])(
    'refuses one an underwriter is reviewing (%s): 409, nothing changes',
    async (underwritingStatus) => {
      const applicationId = await pendingApplication(suite.alice);
      await suite.app.db
        .update(applications)
        .set({ underwritingStatus, underwritingReasons: ['2 claims were made in the last 3 years.'] })
        .where(eq(applications.id, applicationId));
      const response = await remove(suite.alice, applicationId);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'APPLICATION_UNDER_REVIEW',
        message: UNDERWRITING_MESSAGES.underReview,
      });
      expect(await rowOf(applicationId)).toMatchObject({ status: 'PENDING', archivedAt: null });
    },
  );

  it('removes a pending one no underwriter has', async () => {
    const applicationId = await pendingApplication(suite.alice);
    const response = await remove(suite.alice, applicationId);
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(applicationId))?.status).toBe('ARCHIVED');
  });
});
