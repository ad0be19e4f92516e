/**
 * Test support for the operator desk: an app with the motor line and the desk on a movable clock, operators
 * signed in with the op_session cookie, employees on the roster (with or without a pool account), desk
 * calls, and the acceptance link's token as the outbox recorded it.
 */
import {
  motorQuotePackageSchema,
  type MotorQuotePackage,
  type MotorQuoteInputDraft,
  type MotorRegistrationDraft,
  OPERATOR_DESK_PATHS,
  operatorApplicationReplySchema,
  type OperatorApplicationReply,
} from '@cover/domain/motor';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { employees, outboxMessages, preInspections } from '../../../db/schema/index.js';
import { OPERATOR_SESSION_COOKIE } from '../../../platform/auth/operator-session.js';
import { formData, samplePdf } from '../../../platform/uploads/testing.js';
import { saId, type TestClock, type TestUser } from '../../insurance-core/testing/line-fixtures.js';
import { creditLifeDetails, FINANCED } from '../../motor/testing/credit-life-fixtures.js';
import {
  buildMotorApp,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
} from '../../motor/testing/fixtures.js';
import { createOperatorAccount } from '../../operator/index.js';
import { findOperatorByName } from '../../operator/repo.js';
import { signedInPoolUser } from '../../policy-holders/testing/pool-users.js';
import { createOperatorDeskModule } from '../index.js';

export const buildDeskApp = (clock: TestClock, extraModules: Parameters<typeof buildMotorApp>[1] = []) =>
  buildMotorApp(clock, [createOperatorDeskModule({ now: clock.now }), ...(extraModules ?? [])]);

export interface TestOperator {
  operatorId: string;
  displayName: string;
  cookie: string;
}

let operatorCount = 0;
export async function signedInOperator(
  app: FastifyInstance,
  displayName: string,
  roles: string[] = ['operator'],
): Promise<TestOperator> {
  operatorCount += 1;
  const name = `desk${operatorCount}`;
  const password = 'Desk#Secret2026';
  await createOperatorAccount(
    app.db,
    { name, displayName, roles, password },
    { hashParams: { N: 1024, r: 8, p: 1 } },
  );
  const account = await findOperatorByName(app.db, name);
  if (!account) throw new Error('operator not stored');
  const response = await app.inject({
    method: 'POST',
    url: '/api/operator/login',
    payload: { name, pass: password },
    remoteAddress: `10.91.0.${operatorCount}`,
  });
  const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
  if (!cookie) throw new Error(`operator login failed: ${response.body}`);
  return { operatorId: account.id, displayName, cookie: cookie.value };
}

export function asOperator(
  app: FastifyInstance,
  operator: TestOperator | null,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(operator ? { cookies: { [OPERATOR_SESSION_COOKIE]: operator.cookie } } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

export interface RosterEmployee {
  salaryReferenceNumber: string;
  idNumber: string;
  email: string;
  cellphone: string;
}

let rosterCount = 0;
/** An employee on the roster (management salary level), no pool account and no holder. */
export async function rosterEmployee(app: FastifyInstance, salaryLevel = 'M3'): Promise<RosterEmployee> {
  rosterCount += 1;
  const serial = String(rosterCount).padStart(3, '0');
  const entry = {
    salaryReferenceNumber: `77${serial}1`,
    idNumber: saId(`8601155${serial}08`),
    email: `desk.employee${rosterCount}@example.co.za`,
    cellphone: `+2782${serial}1234`,
  };
  await app.db.insert(employees).values({
    ...entry,
    firstName: 'Lindiwe',
    lastName: 'Mokoena',
    employeeType: 'permanent',
    salaryLevel,
  });
  return entry;
}

/** The rostered employee signs up and in (no holder of their own yet). */
export async function employeeAccount(
  app: FastifyInstance,
  employee: RosterEmployee,
  /** the account's own (verified) email, when not the one on the roster */
  email = employee.email,
): Promise<TestUser> {
  const user = await signedInPoolUser(app, 'employee', employee.salaryReferenceNumber, {
    email,
    'custom:idNumber': employee.idNumber,
  });
  return {
    audience: 'employee',
    sub: user.sub,
    username: employee.salaryReferenceNumber,
    idNumber: employee.idNumber,
    token: user.accessToken,
    policyHolderId: '',
  };
}

export const desk = OPERATOR_DESK_PATHS;

export async function registerHolder(
  app: FastifyInstance,
  operator: TestOperator,
  employee: RosterEmployee,
): Promise<string> {
  const response = await asOperator(app, operator, 'POST', desk.registerPolicyHolder.path, {
    body: { salaryReferenceNumber: employee.salaryReferenceNumber },
  });
  if (response.statusCode !== 200) throw new Error(`registerPolicyHolder failed: ${response.body}`);
  return (response.json() as { policyHolder: { policyHolderId: string } }).policyHolder.policyHolderId;
}

export async function deskQuote(
  app: FastifyInstance,
  operator: TestOperator,
  policyHolderId: string,
  valuationId: string | null,
  quoteExtra: Partial<MotorQuoteInputDraft> = {},
): Promise<MotorQuotePackage> {
  const response = await asOperator(app, operator, 'POST', desk.getVehicleQuote.path, {
    body: { ...motorQuoteInput(valuationId, quoteExtra), policyHolderId },
  });
  if (response.statusCode !== 201) throw new Error(`desk quote failed: ${response.body}`);
  return motorQuotePackageSchema.parse(response.json());
}

/** The inspection facts of the fixtures' Corolla for a vehicle identity. */
export const inspectionFacts = (identity: { vin: string; registration: string }) => ({
  make: 'Toyota',
  model: 'Corolla Cross 1.8 XS',
  color: 'White',
  registrationNo: identity.registration,
  vinNo: identity.vin,
  engineNo: '2ZR1234567',
  licenceNo: identity.registration,
  odometerValue: 48_200,
  manufacturingYear: 2021,
  vehicleRegistrationYear: 2021,
  vehicleRegistrationMonth: 6,
  estimatedRetailPrice: 38_500_000,
});

export async function deskInspection(
  app: FastifyInstance,
  operator: TestOperator,
  policyHolderId: string,
  identity: { vin: string; registration: string },
): Promise<string> {
  const response = await asOperator(app, operator, 'POST', desk.sendInspectionSms.path, {
    body: { ...inspectionFacts(identity), policyHolderId },
  });
  if (response.statusCode !== 201) throw new Error(`desk inspection failed: ${response.body}`);
  return (response.json() as { preInspectionId: string }).preInspectionId;
}

export const approveInspection = (app: FastifyInstance, preInspectionId: string) =>
  app.db
    .update(preInspections)
    .set({ assessmentStatus: 'APPROVED' })
    .where(eq(preInspections.id, preInspectionId));

/**
 * Holder → inspection → quote → registerVehicle: the desk's application (documents not yet uploaded), paid
 * by debit order unless `extra` says otherwise (e.g. `paymentMethod` of a salary deduction).
 */
export async function deskApplication(
  app: FastifyInstance,
  operator: TestOperator,
  employee: RosterEmployee,
  valuationId: string | null,
  extra: Partial<MotorRegistrationDraft> = {},
  /** what the quote is asked for beyond the seeded Corolla's (e.g. the insurance history) */
  quoteExtra: Partial<MotorQuoteInputDraft> = {},
): Promise<{ reply: OperatorApplicationReply; policyHolderId: string; preInspectionId: string }> {
  const policyHolderId = await registerHolder(app, operator, employee);
  const identity = newVehicleIdentity();
  const preInspectionId = await deskInspection(app, operator, policyHolderId, identity);
  const quote = await deskQuote(app, operator, policyHolderId, valuationId, quoteExtra);
  const response = await asOperator(app, operator, 'POST', desk.registerVehicle.path, {
    body: { ...motorRegistration(quote, identity, preInspectionId, extra), policyHolderId },
  });
  if (response.statusCode !== 201) throw new Error(`registerVehicle failed: ${response.body}`);
  return { reply: operatorApplicationReplySchema.parse(response.json()), policyHolderId, preInspectionId };
}

/**
 * A financed Corolla registered at the desk with vehicle credit life (the employee responsible for the
 * finance), its driver's licence and finance agreement uploaded; not yet sent for acceptance. With the
 * inspection's id.
 */
export async function financedDeskApplication(
  app: FastifyInstance,
  operator: TestOperator,
  employee: RosterEmployee,
  valuationId: string,
): Promise<{ application: OperatorApplicationReply['application']; preInspectionId: string }> {
  const made = await deskApplication(
    app,
    operator,
    employee,
    valuationId,
    {
      motorVehicleFinance: FINANCED,
      creditLifeDetails: creditLifeDetails({ idNumber: employee.idNumber } as TestUser),
    },
    { finance: { payingOffLoan: true, personFinancing: 'Lindiwe' } },
  );
  const { application } = made.reply;
  for (const kind of ['drivers_licence', 'finance_agreement']) {
    const uploaded = await deskUpload(app, operator, application.applicationId, undefined, kind);
    if (uploaded.statusCode !== 201) throw new Error(`upload of ${kind} failed: ${uploaded.body}`);
  }
  return { application, preInspectionId: made.preInspectionId };
}

export function deskUpload(
  app: FastifyInstance,
  operator: TestOperator | null,
  applicationId: string,
  file: { name: string; bytes: Uint8Array } = { name: 'licence.pdf', bytes: samplePdf('Licence') },
  kind = 'drivers_licence',
) {
  return app.inject({
    method: 'POST',
    url: desk.submitDocuments.path,
    ...(operator ? { cookies: { [OPERATOR_SESSION_COOKIE]: operator.cookie } } : {}),
    payload: formData({ applicationId, kind }, [{ field: 'file', ...file }]),
  });
}

/** The token of the latest acceptance link texted to `cellphone`. */
export async function latestAcceptanceToken(app: FastifyInstance, cellphone: string): Promise<string> {
  const [message] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, cellphone))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = /\/employee\/accept#t=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error('no acceptance link was texted');
  return token;
}
