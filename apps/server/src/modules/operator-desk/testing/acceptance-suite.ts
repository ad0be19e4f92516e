/**
 * One desk app per test file for the employee's acceptance: an operator, a valuation, and the calls the
 * acceptance tests make (an application sent for acceptance, accept and decline with a link, the rows and
 * the desk's view to check). Call `acceptanceSuite()` at the top of a test file; its hooks open and close
 * the app, and `current()` gives the app and operator once they are open.
 */
import {
  ON_BEHALF_PATHS,
  operatorApplicationSchema,
  sendForAcceptanceReplySchema,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { applications, policyHolders, type ApplicationRow } from '../../../db/schema/index.js';
import { callAs, START, TestClock, type TestUser } from '../../insurance-core/testing/line-fixtures.js';
import { seedValuations } from '../../motor/testing/fixtures.js';
import {
  asOperator,
  buildDeskApp,
  desk,
  deskApplication,
  deskUpload,
  rosterEmployee,
  signedInOperator,
  type TestOperator,
} from './desk-fixtures.js';

export const CONSENTS = { terms: true, popiaAndTcf: true, debitOrder: true };

/** `extraModules`: more of the app beside the desk (e.g. the back office, to decide on applications). */
export function acceptanceSuite(
  extraModules: (clock: TestClock) => Parameters<typeof buildDeskApp>[1] = () => [],
) {
  const clock = new TestClock(START);
  let app: FastifyInstance;
  let operator: TestOperator;
  let valuationId: string;

  beforeAll(async () => {
    app = await buildDeskApp(clock, extraModules(clock));
    valuationId = (await seedValuations(app)).corolla.id;
    operator = await signedInOperator(app, 'Desk One');
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * An application for a new rostered employee, with the driver's licence uploaded and the link sent (paid
   * by debit order unless `extra` says otherwise).
   */
  async function sentApplication(
    extra: Parameters<typeof deskApplication>[4] = {},
    quoteExtra: Parameters<typeof deskApplication>[5] = {},
  ) {
    const employee = await rosterEmployee(app);
    const made = await deskApplication(app, operator, employee, valuationId, extra, quoteExtra);
    const applicationId = made.reply.application.applicationId;
    const upload = await deskUpload(app, operator, applicationId);
    expect(upload.statusCode).toBe(201);
    const sent = await asOperator(app, operator, 'POST', desk.sendForAcceptance.path, {
      body: { applicationId },
    });
    expect(sent.statusCode).toBe(200);
    return { ...made, employee, applicationId, sent: sendForAcceptanceReplySchema.parse(sent.json()) };
  }

  const accept = (user: TestUser | null, token: string, consents: object = CONSENTS) =>
    callAs(app, user, 'POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path, { body: { token, consents } });

  const decline = (user: TestUser | null, token: string, reason: unknown, key?: string) =>
    callAs(app, user, 'POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path, {
      body: { token, reason },
      ...(key ? { idempotencyKey: key } : {}),
    });

  const applicationRow = async (applicationId: string): Promise<ApplicationRow | undefined> =>
    (await app.db.select().from(applications).where(eq(applications.id, applicationId)))[0];

  /** The application as the operator's desk shows it. */
  async function operatorApplication(applicationId: string) {
    const response = await asOperator(app, operator, 'GET', desk.getApplicationbyApplicationId.path, {
      query: { applicationId },
    });
    expect(response.statusCode).toBe(200);
    return operatorApplicationSchema.parse(response.json());
  }

  /** Nothing was accepted: the application still pending, the holder not claimed by an account. */
  async function unchanged(applicationId: string, holderId: string) {
    const application = await applicationRow(applicationId);
    const [holder] = await app.db.select().from(policyHolders).where(eq(policyHolders.id, holderId));
    expect(application?.status).toBe('PENDING');
    expect(application?.declarationAcceptedAt).toBeNull();
    expect(holder?.ownerSub).toBeNull();
  }

  return {
    clock,
    current: () => ({ app, operator, valuationId }),
    sentApplication,
    accept,
    decline,
    applicationRow,
    operatorApplication,
    unchanged,
  };
}
