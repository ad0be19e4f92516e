/**
 * The inspection of a vehicle whose motor application an underwriter is reviewing (referred, on hold or its
 * recommendation awaiting approval) cannot be removed, as the application itself cannot (decision 0040):
 * 409 APPLICATION_UNDER_REVIEW and nothing changes. Its view says so (applicationUnderReview), so the lists
 * do not offer it. Once no underwriter has the application, it may go as before.
 */
import { OPEN_UNDERWRITING_STATUSES, UNDERWRITING_MESSAGES } from '@cover/domain';
import { MOTOR_PATHS, PRE_INSPECTION_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, preInspections } from '../../../db/schema/index.js';
import { callAs, type TestUser } from '../../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
} from '../testing/fixtures.js';
import { useMotorSuite } from '../testing/motor-suite.js';

const suite = useMotorSuite();
const paths = PRE_INSPECTION_PATHS.retail;

/** A retail motor application, pending, and the pre-inspection it was made with (photos sent). */
async function applicationWithInspection(user: TestUser) {
  const { app, valuations } = suite;
  const identity = newVehicleIdentity();
  const preInspectionId = await inspection(app, user, identity);
  const quote = await motorQuote(app, user, motorQuoteInput(valuations.corolla.id));
  const created = await callAs(app, user, 'POST', MOTOR_PATHS.retail.createApplication.path, {
    body: motorRegistration(quote, identity, preInspectionId),
  });
  expect(created.statusCode, created.body).toBe(201);
  // its photos sent and not yet assessed (an approved one is never removed: cover depends on it)
  await app.db
    .update(preInspections)
    .set({ assessmentStatus: 'SUBMITTED' })
    .where(eq(preInspections.id, preInspectionId));
  return { applicationId: created.json().application.applicationId as string, preInspectionId };
}

const review = (applicationId: string, underwritingStatus: string | null) =>
  suite.app.db
    .update(applications)
    .set({ underwritingStatus, underwritingReasons: underwritingStatus ? ['2 claims were made.'] : null })
    .where(eq(applications.id, applicationId));

const remove = (preInspectionId: string) =>
  callAs(suite.app, suite.alice, 'POST', paths.removePreinspectionByPreinspectionId.path, {
    body: { preInspectionId },
  });

const listed = async (preInspectionId: string) => {
  const response = await callAs(suite.app, suite.alice, 'GET', paths.getPreinspectionsByIdNumber.path);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { preInspectionId: string; applicationUnderReview?: boolean }[]).find(
    (entry) => entry.preInspectionId === preInspectionId,
  );
};

describe('removing the inspection of an application under review (decision 0040)', () => {
  it.each(OPEN_UNDERWRITING_STATUSES)(
    'is refused while an underwriter reviews the application (%s): 409, nothing changes',
    async (underwritingStatus) => {
      const { applicationId, preInspectionId } = await applicationWithInspection(suite.alice);
      await review(applicationId, underwritingStatus);
      expect(await listed(preInspectionId)).toMatchObject({ applicationUnderReview: true });
      const response = await remove(preInspectionId);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'APPLICATION_UNDER_REVIEW',
        message: UNDERWRITING_MESSAGES.underReview,
      });
      const [row] = await suite.app.db
        .select()
        .from(preInspections)
        .where(eq(preInspections.id, preInspectionId));
      expect(row?.isDeleted).toBe(false);
    },
  );

  it('goes as before when no underwriter has the application', async () => {
    const { preInspectionId } = await applicationWithInspection(suite.alice);
    expect(await listed(preInspectionId)).toMatchObject({ applicationUnderReview: false });
    const response = await remove(preInspectionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().preInspection).toMatchObject({ isDeleted: true });
  });
});
