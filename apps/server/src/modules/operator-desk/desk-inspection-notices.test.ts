/**
 * The inspection an operator starts at the desk reaches the employee before the application is sent to them
 * (QA walk 15, finding 3): its photo SMS says who is registering the vehicle on their behalf, within 160
 * characters (its email: notifications/notices-desk-inspection.test.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { acceptanceSuite } from './testing/acceptance-suite.js';
import {
  deskInspection,
  registerHolder,
  rosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';

const suite = acceptanceSuite();
let app: FastifyInstance;
let operator: TestOperator;
beforeAll(() => {
  ({ app, operator } = suite.current());
});

const textsTo = async (to: string) =>
  (await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))).map((m) => m.text);

describe('the inspection an operator starts for an employee', () => {
  it('is texted in the operator’s name, within 160 characters (its email: notices-desk-inspection.test.ts)', async () => {
    const employee = await rosterEmployee(app);
    const holderId = await registerHolder(app, operator, employee);
    await deskInspection(app, operator, holderId, { vin: 'AHTKB3CD209876541', registration: 'CA 200-101' });

    const [sms] = await textsTo(employee.cellphone);
    expect(sms).toMatch(/^Telkom Cover: Desk One is registering your Toyota /);
    expect(sms).toMatch(/\/inspection#t=[A-Za-z0-9_-]{43}/);
    expect(sms?.length).toBeLessThanOrEqual(160);
  });
});
