/**
 * The notices on an application made on an employee's behalf (the underwriting referral and decision):
 * the referral is the system's doing, not the employee's whose acceptance set it off, and the operator
 * reads the notices to the employee in the staff voice rather than as if addressed to them.
 */
import { ON_BEHALF_PATHS, onBehalfApplicationListReplySchema } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../insurance-core/events.js';
import { callAs, START } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import { employeeAccount, signedInOperator } from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { sentApplication, operatorApplication } = suite;
let app: FastifyInstance;
beforeAll(() => {
  ({ app } = suite.current());
});

describe('underwriting notices on an on-behalf application', () => {
  it('credits the referral to Telkom Cover, and words the notices for the operator in the staff voice', async () => {
    const { employee, applicationId } = await sentApplication();
    const assessor = await signedInOperator(app, 'Demo Assessor', ['backoffice']);
    const user = await employeeAccount(app, employee);
    await appendEvent(app.db, {
      entityType: 'application',
      entityId: applicationId,
      type: 'application.underwriting_referred',
      summary: 'We are reviewing your application',
      // the referral follows the employee's acceptance and is recorded with them as its actor
      actor: `employee:${user.sub}`,
      at: START,
    });
    await appendEvent(app.db, {
      entityType: 'application',
      entityId: applicationId,
      type: 'application.underwriting_declined',
      summary: 'We cannot offer this cover: Too many claims in 3 years.',
      data: { reason: 'Too many claims in 3 years.' },
      actor: `operator:${assessor.operatorId}`,
      at: START,
    });

    const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
    const mine = onBehalfApplicationListReplySchema.parse(list.json()).data[0];
    const employeeLines = mine?.actions.map((action) => `${action.by}: ${action.summary}`) ?? [];
    expect(employeeLines).toContain('Telkom Cover: We are reviewing your application');
    expect(employeeLines).not.toContain('You: We are reviewing your application');

    const deskLines = (await operatorApplication(applicationId)).actions.map(
      (action) => `${action.by}: ${action.summary}`,
    );
    expect(deskLines).toEqual(
      expect.arrayContaining([
        'Telkom Cover: Application referred to an underwriter',
        'Demo Assessor (Telkom Cover): Application declined: Too many claims in 3 years.',
      ]),
    );
    expect(deskLines.join('\n')).not.toMatch(/your application|We cannot offer/i);
  });
});

describe('an underwriting decision on an on-behalf application', () => {
  it('is one line for each reader, not the status change again beside its notice', async () => {
    const { employee, applicationId } = await sentApplication();
    const supervisor = await signedInOperator(app, 'Demo Supervisor', ['backoffice']);
    const user = await employeeAccount(app, employee);
    const decided = { actor: `operator:${supervisor.operatorId}`, at: START };
    // what the approval records: the status change, then the notice to the employee, in the same moment
    await appendEvent(app.db, {
      entityType: 'application',
      entityId: applicationId,
      type: 'application.approved',
      summary: 'Application approved by underwriting',
      data: { from: 'PENDING', to: 'APPROVED' },
      ...decided,
    });
    await appendEvent(app.db, {
      entityType: 'application',
      entityId: applicationId,
      type: 'application.underwriting_approved',
      summary: 'Your application has been approved',
      ...decided,
    });

    const list = await callAs(app, user, 'GET', ON_BEHALF_PATHS.getOnBehalfApplications.path);
    const mine = onBehalfApplicationListReplySchema.parse(list.json()).data[0];
    const employeeLines = mine?.actions.map((action) => action.summary) ?? [];
    expect(employeeLines.filter((line) => /approved/i.test(line))).toEqual([
      'Your application has been approved',
    ]);
    const deskLines = (await operatorApplication(applicationId)).actions.map((action) => action.summary);
    expect(deskLines.filter((line) => /approved/i.test(line))).toEqual(['Application approved']);
  });
});
