/**
 * QA ops 2 and 3. The desk's "Application status" filter lists the applications whose chip reads as the
 * choice does (deskShownStatus), with every application when none is chosen; and a declined motor
 * application, by underwriting or by the employee, closes its vehicle's pre-inspection (no longer needed,
 * its link revoked) through the one code path.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath, statusLabel } from '@cover/domain';
import {
  deskShownStatus,
  operatorApplicationListReplySchema,
  PRE_INSPECTION_PATHS,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, events, preInspections } from '../../db/schema/index.js';
import { createBackofficeModule } from '../backoffice/index.js';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice, lastLink, operatorSession, phone } from '../motor/pre-inspection/testing/fixtures.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import {
  asOperator,
  desk,
  employeeAccount,
  latestAcceptanceToken,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite((clock) => [createBackofficeModule({ now: clock.now })]);
const { sentApplication, accept, decline } = suite;
let app: FastifyInstance;
let operator: TestOperator;
beforeAll(() => {
  ({ app, operator } = suite.current());
});

const inspectionOf = async (preInspectionId: string) =>
  (await app.db.select().from(preInspections).where(eq(preInspections.id, preInspectionId)))[0];

/**
 * An application the employee accepted, which underwriting's rules referred (as 3 claims in 3 years would):
 * pending, waiting for an underwriter.
 */
async function referredApplication() {
  const sent = await sentApplication();
  const user = await employeeAccount(app, sent.employee);
  const accepted = await accept(user, await latestAcceptanceToken(app, sent.employee.cellphone));
  expect(accepted.statusCode, accepted.body).toBe(200);
  await app.db
    .update(applications)
    .set({ status: 'PENDING', underwritingStatus: 'REFERRED', underwritingReasons: ['3 claims in 3 years'] })
    .where(eq(applications.id, sent.applicationId));
  return { ...sent, user };
}

async function declineByUnderwriting(applicationId: string) {
  const supervisor = await operatorSession(app, ['backoffice'], 'Demo Supervisor');
  const url = fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId });
  const declined = await asBackoffice(app, supervisor, 'POST', url, {
    decision: 'decline',
    reason: 'Too many claims in the last 3 years',
  });
  expect(declined.statusCode, declined.body).toBe(200);
}

describe('a declined application closes its vehicle’s pre-inspection (QA ops 3)', () => {
  it('declined by underwriting: the inspection is no longer needed, its link stops working and is not sent again', async () => {
    const { applicationId, preInspectionId, employee, user } = await referredApplication();
    const paths = PRE_INSPECTION_PATHS.employee;
    const link = await callAs(app, user, 'POST', paths.sendInspectionSms.path, {
      body: { preInspectionId, mobile: employee.cellphone },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { token } = await lastLink(app);
    expect((await phone(app, token).page()).statusCode).toBe(200);

    await declineByUnderwriting(applicationId);

    const row = await inspectionOf(preInspectionId);
    expect(row).toMatchObject({ assessmentStatus: 'CANCELLED', tokenHash: null, tokenExpiresAt: null });
    expect((await phone(app, token).page()).statusCode).not.toBe(200);
    const listed = await callAs(app, user, 'GET', paths.getPreinspectionById.path, {
      query: { preInspectionId },
    });
    expect(listed.json()).toMatchObject({ assessmentStatus: 'CANCELLED', linkExpiresAt: null });
    const again = await callAs(app, user, 'POST', paths.sendInspectionSms.path, {
      body: { preInspectionId, mobile: employee.cellphone },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PRE_INSPECTION_CANCELLED');
    const history = await app.db.select().from(events).where(eq(events.entityId, preInspectionId));
    expect(history.map((event) => event.type)).toContain('pre_inspection_cancelled');
  });

  it('declined by the employee at the acceptance link: the same', async () => {
    const { employee, preInspectionId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    expect((await decline(user, token, 'The registration number is wrong')).statusCode).toBe(200);
    expect(await inspectionOf(preInspectionId)).toMatchObject({
      assessmentStatus: 'CANCELLED',
      tokenHash: null,
    });
  });

  it('an approved pre-inspection stays approved', async () => {
    const { applicationId, preInspectionId } = await referredApplication();
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED' })
      .where(eq(preInspections.id, preInspectionId));
    await declineByUnderwriting(applicationId);
    expect((await inspectionOf(preInspectionId))?.assessmentStatus).toBe('APPROVED');
  });
});

describe('the desk’s status filter lists what the chips show (QA ops 2)', () => {
  const list = async (status?: string) => {
    const response = await asOperator(app, operator, 'GET', desk.getApplications.path, {
      ...(status ? { query: { status } } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return operatorApplicationListReplySchema.parse(response.json()).data;
  };

  it('each choice lists exactly the applications whose chip reads so; none lists every one', async () => {
    const pending = await sentApplication();
    const waiting = await sentApplication();
    const user = await employeeAccount(app, waiting.employee);
    const acceptance = await accept(user, await latestAcceptanceToken(app, waiting.employee.cellphone));
    expect(acceptance.statusCode, acceptance.body).toBe(200);
    const declined = await referredApplication();
    await declineByUnderwriting(declined.applicationId);

    const all = await list();
    const shown = new Map(
      all.map((application) => [application.applicationId, deskShownStatus(application)]),
    );
    expect(shown.get(pending.applicationId)).toBe('PENDING');
    expect(shown.get(waiting.applicationId)).toBe('IN_PROGRESS');
    expect(shown.get(declined.applicationId)).toBe('DECLINED');
    expect(statusLabel(shown.get(waiting.applicationId) ?? '')).toBe('In progress');

    for (const status of ['PENDING', 'IN_PROGRESS', 'APPROVED', 'DECLINED', 'CANCELLED']) {
      const listed = await list(status);
      expect(listed.map((application) => application.applicationId).sort(), status).toEqual(
        [...shown]
          .filter(([, seen]) => seen === status)
          .map(([id]) => id)
          .sort(),
      );
    }
    expect((await list('DECLINED')).map((application) => application.applicationId)).toContain(
      declined.applicationId,
    );
    expect((await list('IN_PROGRESS')).map((application) => application.applicationId)).toContain(
      waiting.applicationId,
    );
    expect((await list('APPROVED')).map((application) => application.applicationId)).not.toContain(
      waiting.applicationId,
    );
    expect((await list('PENDING')).map((application) => application.applicationId)).not.toContain(
      declined.applicationId,
    );
    const refused = await asOperator(app, operator, 'GET', desk.getApplications.path, {
      query: { status: 'SOMETHING' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('an application the employee declined is listed, and shown, under Declined (QA walk 13)', async () => {
    const { applicationId, employee } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    expect((await decline(user, token, 'The registration number is wrong')).statusCode).toBe(200);

    const declined = (await list('DECLINED')).find(
      (application) => application.applicationId === applicationId,
    );
    expect(declined && deskShownStatus(declined)).toBe('DECLINED');
    expect(declined?.acceptance.statusLabel).toBe('Declined by the employee: they told us what is wrong');
    expect((await list('CANCELLED')).map((application) => application.applicationId)).not.toContain(
      applicationId,
    );
  });
});
