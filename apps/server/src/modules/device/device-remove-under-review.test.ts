/**
 * Decision 0040: no line's application can be removed ("withdrawn") while an underwriter reviews it (referred,
 * on hold or its recommendation awaiting approval): 409 APPLICATION_UNDER_REVIEW and nothing changes, as for
 * motor (motor/motor-remove-under-review.test.ts). Here a phone's application and device credit life taken on
 * its own; one no underwriter has goes as before.
 */
import { OPEN_UNDERWRITING_STATUSES, UNDERWRITING_MESSAGES } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { callAs, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { creditLifeSuite, today } from './testing/credit-life-suite.js';
import { creditLife, deviceQuote, imei, register, registration } from './testing/fixtures.js';

const suite = creditLifeSuite();
let serial = 300;

/** A retail phone application, pending (no consents yet). */
async function pendingPhone(user: TestUser): Promise<string> {
  const quote = await deviceQuote(suite.app, user, { selectedDevice: suite.phones.galaxy.id });
  const reply = await register(
    suite.app,
    user,
    registration(quote.quotePackageId, imei((serial += 1)), { effectiveDate: today }),
  );
  expect(reply.application.status).toBe('PENDING');
  return reply.application.applicationId;
}

/** An employee's device credit life on its own, pending (no consents yet). */
async function pendingCreditLife(user: TestUser): Promise<string> {
  const response = await callAs(
    suite.app,
    user,
    'POST',
    DEVICE_CREDIT_LIFE_PATHS.employee.createIndividualCreditLife.path,
    {
      body: {
        deviceBrand: 'Samsung',
        deviceModel: 'Galaxy S25',
        deviceIMEINumber: imei((serial += 1)),
        ...creditLife(1_500_000),
        personResponsibleForFinancing: { firstName: 'Thandi', lastName: 'Nkosi', idNumber: user.idNumber },
        paymentMethod: { type: 'deduct_from_salary' },
      },
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().application.applicationId;
}

const underReview = (applicationId: string, underwritingStatus: string) =>
  suite.app.db
    .update(applications)
    .set({ underwritingStatus, underwritingReasons: ['Outstanding balance to confirm'] })
    .where(eq(applications.id, applicationId));

const rowOf = async (applicationId: string) =>
  (await suite.app.db.select().from(applications).where(eq(applications.id, applicationId)))[0];

const removal = { title: 'Not needed', description: 'Changed my mind' };

const cases = [
  {
    name: 'a phone application',
    pending: () => pendingPhone(suite.retail),
    remove: (applicationId: string) =>
      callAs(suite.app, suite.retail, 'POST', DEVICE_PATHS.retail.archive.path, {
        body: { policyId: applicationId, ...removal },
      }),
  },
  {
    name: 'device credit life on its own',
    pending: () => pendingCreditLife(suite.employee),
    remove: (applicationId: string) =>
      callAs(suite.app, suite.employee, 'POST', DEVICE_CREDIT_LIFE_PATHS.employee.removeApplication.path, {
        body: { policyId: applicationId, ...removal },
      }),
  },
];

describe.each(cases)('removing $name (decision 0040)', ({ pending, remove }) => {
  it.each(OPEN_UNDERWRITING_STATUSES)(
    'is refused while an underwriter reviews it (%s): 409, nothing changes',
    async (underwritingStatus) => {
      const applicationId = await pending();
      await underReview(applicationId, underwritingStatus);
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
    const applicationId = await pending();
    const response = await remove(applicationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ archived: 'application' });
    expect((await rowOf(applicationId))?.status).toBe('ARCHIVED');
  });
});
