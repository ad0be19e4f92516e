/**
 * Decision 0040: a funeral application an underwriter reviews (referred, on hold or its recommendation
 * awaiting approval) cannot be removed ("withdrawn"): 409 APPLICATION_UNDER_REVIEW and nothing changes, as for
 * every line; one no underwriter has goes as before.
 */
import { OPEN_UNDERWRITING_STATUSES, UNDERWRITING_MESSAGES } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { applyFor, quoteFor } from './testing/flows.js';

const paths = FUNERAL_PATHS.retail;
let app: FastifyInstance;
let bob: TestUser;

beforeAll(async () => {
  app = await buildFuneralApp(new TestClock(START));
  bob = await userWithHolder(app, 'retail', saId('900903512308'));
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** A retail family application, pending (its declaration not yet accepted). */
async function pendingApplication(): Promise<string> {
  const quote = await quoteFor(app, bob, familyQuote(bob.idNumber));
  const reply = await applyFor(app, bob, {
    ...familyApplication(quote.quotePackageId),
    declaration: undefined,
  });
  expect(reply.application.status).toBe('PENDING');
  return reply.application.applicationId;
}

const remove = (applicationId: string) =>
  callAs(app, bob, 'POST', paths.archive.path, {
    body: { policyId: applicationId, title: 'Not needed', description: 'Changed my mind' },
  });

const rowOf = async (applicationId: string) =>
  (await app.db.select().from(applications).where(eq(applications.id, applicationId)))[0];

describe('removing a funeral application (decision 0040)', () => {
  it.each(OPEN_UNDERWRITING_STATUSES)(
    'is refused while an underwriter reviews it (%s): 409, nothing changes',
    async (underwritingStatus) => {
      const applicationId = await pendingApplication();
      await app.db
        .update(applications)
        .set({ underwritingStatus, underwritingReasons: ['Cover above the automatic limit'] })
        .where(eq(applications.id, applicationId));
      const response = await remove(applicationId);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'APPLICATION_UNDER_REVIEW',
        message: UNDERWRITING_MESSAGES.underReview,
      });
      expect(await rowOf(applicationId)).toMatchObject({ status: 'PENDING', archivedAt: null });
    },
  );

  it('goes as before when no underwriter has it', async () => {
    const applicationId = await pendingApplication();
    const response = await remove(applicationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ archived: 'application' });
    expect((await rowOf(applicationId))?.status).toBe('ARCHIVED');
  });
});
