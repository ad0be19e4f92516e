/**
 * The desk's list of applications (QA H2): a search by the employee's name, salary reference number or
 * application number (a POST: never in an address); archiving an application that is done with, and putting
 * it back, the operator's own only; and the employee told in plain words when an application made for them
 * is declined, by them at the link or by an underwriter.
 */
import {
  DESK_ARCHIVE_EVENTS,
  DESK_LIST_MESSAGES,
  operatorApplicationListReplySchema,
  operatorApplicationReplySchema,
} from '@cover/domain/motor';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, events, outboxMessages } from '../../db/schema/index.js';
import { recordNotices } from '../notifications/index.js';
import { appendEvent } from '../insurance-core/events.js';
import { START } from '../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import {
  asOperator,
  desk,
  employeeAccount,
  latestAcceptanceToken,
  signedInOperator,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
const { clock, sentApplication, decline, applicationRow, operatorApplication } = suite;
let app: FastifyInstance;
let operator: TestOperator;
beforeAll(() => {
  ({ app, operator } = suite.current());
});

const search = async (body: object, who: TestOperator = operator) => {
  const response = await asOperator(app, who, 'POST', desk.searchApplications.path, { body });
  return response;
};
const idsOf = (body: unknown) =>
  operatorApplicationListReplySchema.parse(body).data.map((entry) => entry.applicationId);

/** An application sent to a new employee renamed on the roster (every fixture employee is Lindiwe Mokoena). */
async function namedApplication(firstName: string, lastName: string) {
  const made = await sentApplication();
  await app.db
    .update(employees)
    .set({ firstName, lastName })
    .where(eq(employees.salaryReferenceNumber, made.employee.salaryReferenceNumber));
  return made;
}

describe('searchApplications', () => {
  it('finds the operator’s applications by the employee’s name, salary reference or application number', async () => {
    const thandi = await namedApplication('Thandiwe', 'Zulu');
    const pieter = await namedApplication('Pieter', 'van Wyk');
    const number = (await applicationRow(pieter.applicationId))?.applicationNumber ?? '';

    expect(idsOf((await search({ search: 'thandiwe' })).json())).toEqual([thandi.applicationId]);
    expect(idsOf((await search({ search: '  Thandiwe ZULU ' })).json())).toEqual([thandi.applicationId]);
    expect(idsOf((await search({ search: 'van wyk' })).json())).toEqual([pieter.applicationId]);
    expect(idsOf((await search({ search: thandi.employee.salaryReferenceNumber })).json())).toEqual([
      thandi.applicationId,
    ]);
    expect(idsOf((await search({ search: number.toLowerCase() })).json())).toEqual([pieter.applicationId]);
    // LIKE's wildcards are only characters
    expect(idsOf((await search({ search: '%' })).json())).toEqual([]);
    // narrowed by the shown status and limited as the list is
    expect(idsOf((await search({ search: 'Thandiwe', status: 'PENDING' })).json())).toEqual([
      thandi.applicationId,
    ]);
    expect(idsOf((await search({ search: 'Thandiwe', status: 'ACTIVE' })).json())).toEqual([]);
    expect(idsOf((await search({ search: 'a', limit: 1 })).json())).toHaveLength(1);
  });

  it('never lists another operator’s applications, and refuses an empty or overlong search', async () => {
    const mine = await namedApplication('Nomsa', 'Dlamini');
    const other = await signedInOperator(app, 'Desk Two');
    expect(idsOf((await search({ search: 'Nomsa' }, other)).json())).toEqual([]);
    expect(idsOf((await search({ search: mine.employee.salaryReferenceNumber }, other)).json())).toEqual([]);

    for (const body of [
      {},
      { search: '   ' },
      { search: 'x'.repeat(101) },
      { search: 'a', status: 'LOST' },
    ]) {
      expect((await search(body)).statusCode).toBe(400);
    }
    expect(JSON.stringify((await search({ search: ' ' })).json())).toContain(DESK_LIST_MESSAGES.searchEmpty);
    const signedOut = await app.inject({ method: 'POST', url: desk.searchApplications.path, payload: {} });
    expect(signedOut.statusCode).toBe(401);
    const staff = await signedInOperator(app, 'Demo Assessor', ['backoffice']);
    expect((await search({ search: 'Nomsa' }, staff)).statusCode).toBe(403);
  });
});

describe('archiveApplication and unarchiveApplication', () => {
  const archive = (applicationId: string, who: TestOperator = operator) =>
    asOperator(app, who, 'POST', desk.archiveApplication.path, { body: { applicationId } });
  const unarchive = (applicationId: string, who: TestOperator = operator) =>
    asOperator(app, who, 'POST', desk.unarchiveApplication.path, { body: { applicationId } });
  const listed = async (query: Record<string, string> = {}) =>
    idsOf((await asOperator(app, operator, 'GET', desk.getApplications.path, { query })).json());

  it('archives a declined application out of the list into Archived, and puts it back', async () => {
    const { employee, applicationId } = await namedApplication('Sipho', 'Archive');
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    expect((await decline(user, token, 'Wrong car')).statusCode).toBe(200);

    const archived = await archive(applicationId);
    expect(archived.statusCode).toBe(200);
    const reply = operatorApplicationReplySchema.parse(archived.json());
    expect(reply.message).toBe(DESK_LIST_MESSAGES.archived);
    expect(reply.application.deskArchivedAt).toBe(START.toISOString());
    // the application itself is unchanged: the employee's view still says they declined it
    expect((await applicationRow(applicationId))?.status).toBe('CANCELLED');
    expect(await listed()).not.toContain(applicationId);
    expect(await listed({ status: 'DECLINED' })).not.toContain(applicationId);
    expect(await listed({ status: 'ARCHIVED' })).toContain(applicationId);
    expect(idsOf((await search({ search: 'Sipho', status: 'ARCHIVED' })).json())).toEqual([applicationId]);
    expect(idsOf((await search({ search: 'Sipho' })).json())).toEqual([]);
    // once is enough: archiving it again is refused
    const again = await archive(applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DESK_LIST_MESSAGES.alreadyArchived);

    // an audit row for each, the operator its actor, never shown to the employee
    const audit = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, applicationId), eq(events.type, DESK_ARCHIVE_EVENTS.archived)));
    expect(audit).toMatchObject([{ actor: `operator:${operator.operatorId}`, internal: true }]);

    const back = await unarchive(applicationId);
    expect(back.statusCode).toBe(200);
    expect(operatorApplicationReplySchema.parse(back.json())).toMatchObject({
      message: DESK_LIST_MESSAGES.unarchived,
      application: { deskArchivedAt: null },
    });
    expect(await listed({ status: 'DECLINED' })).toContain(applicationId);
    expect(await listed({ status: 'ARCHIVED' })).not.toContain(applicationId);
    const notArchived = await unarchive(applicationId);
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json().error.message).toBe(DESK_LIST_MESSAGES.notArchived);
  });

  it('archives an abandoned application (its link expired unanswered), not one still in progress', async () => {
    const waiting = await sentApplication();
    const refused = await archive(waiting.applicationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DESK_LIST_MESSAGES.notArchivable);
    clock.advanceDays(8);
    try {
      expect((await archive(waiting.applicationId)).statusCode).toBe(200);
      expect((await operatorApplication(waiting.applicationId)).deskArchivedAt).not.toBeNull();
    } finally {
      clock.set(START);
    }
  });

  it('touches only the operator’s own applications, and only for desk operators', async () => {
    const { employee, applicationId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    await decline(user, await latestAcceptanceToken(app, employee.cellphone), 'Not mine');
    const other = await signedInOperator(app, 'Desk Three');
    expect((await archive(applicationId, other)).statusCode).toBe(404);
    expect((await archive('not-a-uuid')).statusCode).toBe(400);
    const staff = await signedInOperator(app, 'Demo Supervisor', ['backoffice']);
    expect((await archive(applicationId, staff)).statusCode).toBe(403);
    const signedOut = await app.inject({
      method: 'POST',
      url: desk.archiveApplication.path,
      payload: { applicationId },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await operatorApplication(applicationId)).deskArchivedAt).toBeNull();
  });
});

describe('the employee is told of a decline', () => {
  const toldTo = async (eventId: string) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `${eventId}:email`));

  it('when they declined it at the link: cancelled, what they told us and what they can do next', async () => {
    const { employee, applicationId } = await sentApplication();
    const user = await employeeAccount(app, employee);
    const token = await latestAcceptanceToken(app, employee.cellphone);
    expect((await decline(user, token, 'The colour is wrong')).statusCode).toBe(200);
    const [declined] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, applicationId), eq(events.type, 'on_behalf.declined')));
    if (!declined) throw new Error('no decline event');
    expect(await recordNotices(app.db, declined)).toBeGreaterThan(0);
    const [mail] = await toldTo(declined.id);
    expect(mail?.to).toBe(employee.email);
    expect(mail?.subject).toMatch(/application APP-\d{4}-\d{6} is cancelled$/);
    expect(mail?.text).toContain('What you told us: The colour is wrong');
    expect(mail?.text).toMatch(/What you can do next: the operator/);
    // the operator sees it in the list as declined
    const shown = await asOperator(app, operator, 'GET', desk.getApplications.path, {
      query: { status: 'DECLINED' },
    });
    expect(idsOf(shown.json())).toContain(applicationId);
  });

  it('when an underwriter declined it: the reason and how to ask us to look again', async () => {
    const { employee, applicationId } = await sentApplication();
    const assessor = await signedInOperator(app, 'Demo Assessor', ['backoffice']);
    const declined = await appendEvent(app.db, {
      entityType: 'application',
      entityId: applicationId,
      type: 'application.underwriting_declined',
      summary: 'We cannot offer this cover: Too many claims in 3 years.',
      data: { reason: 'Too many claims in 3 years.' },
      actor: `operator:${assessor.operatorId}`,
      at: START,
    });
    expect(await recordNotices(app.db, declined)).toBeGreaterThan(0);
    const [mail] = await toldTo(declined.id);
    expect(mail?.to).toBe(employee.email);
    expect(mail?.text).toContain('The reason: Too many claims in 3 years.');
    expect(mail?.text).toMatch(/Request a call back/);
  });
});
