/**
 * The operator desk over HTTP: who may call it, finding and registering an employee, documents by content,
 * and one operator's work hidden from another. No desk reply carries claims or a full account number. The
 * motor work (quote, inspection, registration): desk-motor-work.test.ts.
 */
import { ON_BEHALF_PATHS, OPERATOR_DESK_MESSAGES, operatorApplicationSchema } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, policyHolders } from '../../db/schema/index.js';
import { samplePdf } from '../../platform/uploads/testing.js';
import { callAs, type TestUser } from '../insurance-core/testing/line-fixtures.js';

import { roleRequired } from '../../platform/auth/errors.js';
import { DESK_ROLE } from './desk-role.js';
import {
  asOperator,
  desk,
  deskApplication,
  deskUpload,
  rosterEmployee,
  signedInOperator,
  type RosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';
import { useDeskWorld } from './testing/desk-world.js';

const world = useDeskWorld();
let app: FastifyInstance;
let one: TestOperator;
let two: TestOperator;
let retailUser: TestUser;
let employeeUser: TestUser;
let valuationId: string;
beforeAll(() => {
  ({ app, one, two, retailUser, employeeUser, valuationId } = world);
});

const sample = (route: { method: 'GET' | 'POST' }) => (route.method === 'GET' ? {} : { body: {} });

describe('who may call the desk', () => {
  it('refuses every desk route to retail and employee tokens and to no session', async () => {
    for (const route of [...Object.values(desk)]) {
      for (const user of [retailUser, employeeUser, null]) {
        const response = await callAs(app, user, route.method, route.path, sample(route));
        expect([401, 403], `${route.path}`).toContain(response.statusCode);
      }
    }
    const download = await callAs(app, employeeUser, 'GET', '/api/operator/documents/abc/download');
    expect([401, 403]).toContain(download.statusCode);
  });

  it('refuses every desk route and upload to back-office staff without the operator role (403)', async () => {
    const assessor = await signedInOperator(app, 'Back Office Only', ['backoffice']);
    for (const route of Object.values(desk)) {
      const response = await asOperator(app, assessor, route.method, route.path, sample(route));
      expect(response.statusCode, route.path).toBe(403);
      expect(response.json().error.message).toBe(roleRequired(DESK_ROLE));
    }
    const found = await asOperator(app, assessor, 'POST', desk.findEmployee.path, {
      body: { salaryReferenceNumber: '10000001' },
    });
    expect(found.statusCode).toBe(403);
    const download = await asOperator(app, assessor, 'GET', '/api/operator/documents/abc/download');
    expect(download.statusCode).toBe(403);
  });

  it('refuses the employee on-behalf routes to the operator cookie', async () => {
    for (const route of Object.values(ON_BEHALF_PATHS)) {
      const response = await asOperator(app, one, route.method, route.path, sample(route));
      expect([401, 403], route.path).toContain(response.statusCode);
    }
  });
});

describe('findEmployee and registerPolicyHolder', () => {
  let employee: RosterEmployee;
  beforeAll(async () => {
    employee = await rosterEmployee(app);
  });

  it('finds an employee by salary reference number and by ID number, masked and without the ID number', async () => {
    const bySalary = await asOperator(app, one, 'POST', desk.findEmployee.path, {
      body: { salaryReferenceNumber: employee.salaryReferenceNumber },
    });
    expect(bySalary.statusCode).toBe(200);
    expect(bySalary.json()).toMatchObject({
      salaryReferenceNumber: employee.salaryReferenceNumber,
      firstName: 'Lindiwe',
      salaryLevel: 'M3',
      schemes: [{ value: 'management' }],
      policyHolder: null,
    });
    expect(bySalary.body).not.toContain(employee.idNumber);
    expect(bySalary.body).not.toContain(employee.email);
    const byId = await asOperator(app, one, 'POST', desk.findEmployee.path, {
      body: { idNumber: employee.idNumber },
    });
    expect(byId.json().salaryReferenceNumber).toBe(employee.salaryReferenceNumber);
  });

  it('answers 404 with a clear message for someone not on the roster, 400 for both keys', async () => {
    const unknown = await asOperator(app, one, 'POST', desk.findEmployee.path, {
      body: { salaryReferenceNumber: '99999999' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(OPERATOR_DESK_MESSAGES.employeeNotFound);
    const both = await asOperator(app, one, 'POST', desk.findEmployee.path, {
      body: { salaryReferenceNumber: employee.salaryReferenceNumber, idNumber: employee.idNumber },
    });
    expect(both.statusCode).toBe(400);
  });

  it('registers a new holder from the roster, then uses it as it is', async () => {
    const created = await asOperator(app, one, 'POST', desk.registerPolicyHolder.path, {
      body: { idNumber: employee.idNumber, cellphone: '083 555 0101' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      created: true,
      policyHolder: { registeredBy: 'operator', maskedCellphone: '+27*****0101' },
    });
    const id = created.json().policyHolder.policyHolderId as string;
    const [row] = await app.db.select().from(policyHolders).where(eq(policyHolders.id, id));
    expect(row).toMatchObject({ ownerPool: 'operator', ownerSub: null, cellphone: '+27835550101' });
    const again = await asOperator(app, two, 'POST', desk.registerPolicyHolder.path, {
      body: { salaryReferenceNumber: employee.salaryReferenceNumber, email: 'other@example.co.za' },
    });
    expect(again.json()).toMatchObject({ created: false, policyHolder: { policyHolderId: id } });
    const [unchanged] = await app.db.select().from(policyHolders).where(eq(policyHolders.id, id));
    expect(unchanged?.email).toBe(employee.email);
  });

  it('uses an employee’s own holder as it is, without changing it', async () => {
    const own = await asOperator(app, one, 'POST', desk.registerPolicyHolder.path, {
      body: { salaryReferenceNumber: employeeUser.username, email: 'changed@example.co.za' },
    });
    expect(own.json()).toMatchObject({
      created: false,
      policyHolder: { policyHolderId: employeeUser.policyHolderId, registeredBy: 'employee' },
    });
    const [row] = await app.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, employeeUser.policyHolderId));
    expect(row?.email).not.toBe('changed@example.co.za');
  });
});

describe('documents and one operator’s work', () => {
  let applicationId: string;
  beforeAll(async () => {
    const { reply } = await deskApplication(app, one, await rosterEmployee(app), valuationId);
    applicationId = reply.application.applicationId;
  });

  it('refuses a text file renamed .pdf and a file over the limit, storing nothing', async () => {
    const text = await deskUpload(app, one, applicationId, {
      name: 'licence.pdf',
      bytes: Buffer.from('not really a PDF'),
    });
    expect(text.statusCode).toBe(415);
    const big = await deskUpload(app, one, applicationId, {
      name: 'big.pdf',
      bytes: Buffer.concat([samplePdf(), Buffer.alloc(app.config.MAX_UPLOAD_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    const stored = await app.db.select().from(documents).where(eq(documents.applicationId, applicationId));
    expect(stored).toHaveLength(0);
  });

  it('stores the driver’s licence, names the operator, and lets only that operator download it', async () => {
    const response = await deskUpload(app, one, applicationId);
    expect(response.statusCode).toBe(201);
    const view = operatorApplicationSchema.parse(response.json());
    expect(view.documentsOutstanding).toEqual([]);
    expect(view.actions.map((action) => action.summary)).toContainEqual(
      expect.stringMatching(/^Desk One uploaded the Driver’s licence/),
    );
    const url = view.documents[0]?.url ?? '';
    expect(url).toMatch(/^\/api\/operator\/documents\//);
    expect((await asOperator(app, one, 'GET', url)).statusCode).toBe(200);
    expect((await asOperator(app, two, 'GET', url)).statusCode).toBe(404);
  });

  it('hides an operator’s applications from another operator (404, not listed, nothing changed)', async () => {
    const get = await asOperator(app, two, 'GET', desk.getApplicationbyApplicationId.path, {
      query: { applicationId },
    });
    expect(get.statusCode).toBe(404);
    const docs = await asOperator(app, two, 'POST', desk.getApplicationDocuments.path, {
      body: { applicationId },
    });
    expect(docs.statusCode).toBe(404);
    const upload = await deskUpload(app, two, applicationId);
    expect(upload.statusCode).toBe(404);
    const send = await asOperator(app, two, 'POST', desk.sendForAcceptance.path, { body: { applicationId } });
    expect(send.statusCode).toBe(404);
    const list = await asOperator(app, two, 'GET', desk.getApplications.path);
    expect(list.json().data.map((entry: { applicationId: string }) => entry.applicationId)).not.toContain(
      applicationId,
    );
    const own = await asOperator(app, one, 'GET', desk.getApplications.path);
    expect(own.json().data.map((entry: { applicationId: string }) => entry.applicationId)).toContain(
      applicationId,
    );
    const stored = await app.db.select().from(documents).where(eq(documents.applicationId, applicationId));
    expect(stored).toHaveLength(1);
  });

  it('exposes no claims and no full account number on any desk read', async () => {
    const replies = [
      await asOperator(app, one, 'GET', desk.getApplications.path),
      await asOperator(app, one, 'GET', desk.getApplicationbyApplicationId.path, {
        query: { applicationId },
      }),
      await asOperator(app, one, 'POST', desk.getApplicationDocuments.path, { body: { applicationId } }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain('62123456789');
      expect(reply.body).not.toMatch(/"claims?"/i);
    }
    expect(Object.keys(desk).some((name) => /claim|payment/i.test(name))).toBe(false);
  });
});
