import { eq } from 'drizzle-orm';
import { devices, employees } from '../../src/db/schema/index.js';
import { THABO, NOMVULA } from '../../src/modules/accounts/testing/people.js';
import {
  createCustomer,
  createEmployeeCustomer,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from '../../src/modules/claims/testing/harness.js';
import type { TestUser } from '../../src/modules/insurance-core/testing/line-fixtures.js';
import {
  deskApplication,
  deskQuote,
  deskUpload,
  rosterEmployee,
  signedInOperator,
} from '../../src/modules/operator-desk/testing/desk-fixtures.js';
import { operatorSession } from '../../src/modules/operator/testing/staff-sessions.js';
import { OPERATOR_SESSION_COOKIE } from '../../src/platform/auth/operator-session.js';
import { routeCollector, type FuzzRoute } from '../contract-fuzz/routes.js';
import { deviceRecords, funeralRecords, motorRecords } from './line-records.js';
import type { Owner } from './owners.js';

/**
 * The matrix's world: the whole app (every module, the demo data seeded) with every /api route collected as
 * it registers, two owners of each audience that owns records (retail, employee, operator) with their own
 * records of every line, and a back-office session.
 */
export interface MatrixWorld {
  harness: ClaimsHarness;
  routes: FuzzRoute[];
  owners: Record<'retail' | 'employee' | 'operator', [Owner, Owner]>;
  backoffice: Owner;
  close(): Promise<void>;
}

const asTestUser = (customer: Customer): TestUser => ({
  audience: customer.principal.audience,
  sub: customer.principal.sub,
  username: customer.principal.username,
  idNumber: customer.holder.id.number,
  token: customer.token,
  policyHolderId: customer.holder.policyHolderId,
});

async function poolOwner(
  harness: ClaimsHarness,
  name: string,
  customer: Customer,
  n: number,
  catalogue: { deviceId: string },
): Promise<Owner> {
  const { app } = harness;
  const user = asTestUser(customer);
  const funeral = await funeralRecords(app, user, customer, n);
  const device = await deviceRecords(app, user, catalogue.deviceId, 700 + n);
  const motor = await motorRecords(app, user);
  return {
    name,
    audience: user.audience,
    credentials: { headers: { authorization: `Bearer ${user.token}` } },
    self: {
      policyHolderId: user.policyHolderId,
      idNumber: user.idNumber,
      username: user.username,
      sub: user.sub,
      email: customer.holder.email ?? '',
      ...(user.audience === 'employee' ? { salaryReferenceNumber: user.username } : {}),
    },
    lines: { funeral, ...device, motor: motor.motor, motorCreditLife: motor.motorCreditLife },
    preInspectionId: motor.preInspectionId,
  };
}

async function operatorOwner(harness: ClaimsHarness, name: string): Promise<Owner> {
  const { app } = harness;
  const operator = await signedInOperator(app, `Matrix ${name}`);
  const employee = await rosterEmployee(app);
  const { reply, policyHolderId, preInspectionId } = await deskApplication(app, operator, employee, null);
  const upload = await deskUpload(app, operator, reply.application.applicationId);
  if (upload.statusCode !== 201) throw new Error(`desk upload answered ${upload.statusCode}: ${upload.body}`);
  const documentId = upload.json<{ documents: { id: string }[] }>().documents[0]?.id;
  const quote = await deskQuote(app, operator, policyHolderId, null);
  return {
    name,
    audience: 'operator',
    credentials: { cookies: { [OPERATOR_SESSION_COOKIE]: operator.cookie } },
    self: {
      policyHolderId,
      idNumber: employee.idNumber,
      salaryReferenceNumber: employee.salaryReferenceNumber,
      email: employee.email,
    },
    lines: {
      motor: {
        applicationId: reply.application.applicationId,
        quotePackageId: quote.quotePackageId,
        ...(documentId ? { documentId } : {}),
      },
    },
    preInspectionId,
  };
}

export async function startMatrixWorld(): Promise<MatrixWorld> {
  const routes: FuzzRoute[] = [];
  const harness = await startClaimsHarness({ seed: true, beforeModules: [routeCollector(routes)] });
  const { app } = harness;
  const [phone] = await app.db.select().from(devices).where(eq(devices.active, true)).limit(1);
  if (!phone) throw new Error('the demo phone catalogue was not seeded');
  const catalogue = { deviceId: phone.id };
  // Employees on a management salary level, whose motor scheme exists (spec 001 §6).
  for (const employee of [THABO, NOMVULA])
    await app.db
      .update(employees)
      .set({ salaryLevel: 'M3' })
      .where(eq(employees.salaryReferenceNumber, employee.salaryReferenceNumber));

  const retailA = await poolOwner(harness, 'retail A', await createCustomer(harness, 61), 61, catalogue);
  const retailB = await poolOwner(harness, 'retail B', await createCustomer(harness, 62), 62, catalogue);
  const employeeA = await poolOwner(
    harness,
    'employee A',
    await createEmployeeCustomer(harness, THABO, 'thabo'),
    63,
    catalogue,
  );
  const employeeB = await poolOwner(
    harness,
    'employee B',
    await createEmployeeCustomer(harness, NOMVULA, 'nomvula'),
    64,
    catalogue,
  );
  const operatorA = await operatorOwner(harness, 'operator A');
  const operatorB = await operatorOwner(harness, 'operator B');
  const staff = await operatorSession(app, ['backoffice'], 'Matrix Assessor');
  // Back-office staff own nothing: they work on the customers' records (retail A's stand in for any).
  const backoffice: Owner = {
    ...retailA,
    name: 'back office',
    audience: 'backoffice',
    credentials: { cookies: { [OPERATOR_SESSION_COOKIE]: staff } },
  };
  return {
    harness,
    routes,
    owners: {
      retail: [retailA, retailB],
      employee: [employeeA, employeeB],
      operator: [operatorA, operatorB],
    },
    backoffice,
    close: () => harness.close(),
  };
}
