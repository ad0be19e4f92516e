/**
 * The employee as the person responsible for the finance at the desk: the desk is never shown the
 * employee's ID number, so registerVehicle takes { theEmployee: true } and the server fills in the
 * employee's names and ID number from the roster entry of the holder the desk acts for; the operator reads
 * "the employee" back, never an ID number. Another person is sent in full, as in the customer's wizard.
 */
import {
  operatorApplicationReplySchema,
  THE_EMPLOYEE_RESPONSIBLE,
  type MotorQuotePackage,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import {
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { creditLifeDetails, FINANCED } from '../motor/testing/credit-life-fixtures.js';
import {
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  seedValuations,
} from '../motor/testing/fixtures.js';
import {
  asOperator,
  buildDeskApp,
  desk,
  deskInspection,
  registerHolder,
  rosterEmployee,
  signedInOperator,
  type RosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let operator: TestOperator;
let otherOperator: TestOperator;
let retailUser: TestUser;
let valuationId: string;

beforeAll(async () => {
  app = await buildDeskApp(clock);
  valuationId = (await seedValuations(app)).corolla.id;
  operator = await signedInOperator(app, 'Desk Finance');
  otherOperator = await signedInOperator(app, 'Desk Other');
  retailUser = await userWithHolder(app, 'retail', saId('790303500908'));
});
afterAll(async () => {
  await app.close();
});

const ANOTHER_PERSON = { firstName: 'Thandi', lastName: 'Nkosi', idNumber: saId('910404500908') };

/** A financed Corolla's quote and inspection for the holder, made by `by`. */
async function financedQuote(by: TestOperator, policyHolderId: string) {
  const identity = newVehicleIdentity();
  const preInspectionId = await deskInspection(app, by, policyHolderId, identity);
  const quoted = await asOperator(app, by, 'POST', desk.getVehicleQuote.path, {
    body: {
      ...motorQuoteInput(valuationId, { finance: { payingOffLoan: true, personFinancing: 'Lindiwe' } }),
      policyHolderId,
    },
  });
  expect(quoted.statusCode, quoted.body).toBe(201);
  return { quote: quoted.json() as MotorQuotePackage, identity, preInspectionId };
}

/** registerVehicle by `by` for the holder with vehicle credit life, its person responsible `person`. */
function register(
  by: TestOperator,
  policyHolderId: string,
  made: Awaited<ReturnType<typeof financedQuote>>,
  person: object,
) {
  const body = {
    ...motorRegistration(made.quote, made.identity, made.preInspectionId, { motorVehicleFinance: FINANCED }),
    creditLifeDetails: {
      ...creditLifeDetails({ idNumber: '' } as TestUser),
      personResponsibleForFinancing: person,
    },
    policyHolderId,
  };
  return asOperator(app, by, 'POST', desk.registerVehicle.path, { body });
}

/** The person responsible stored on the linked vehicle credit life application of a motor application. */
async function storedPerson(applicationId: string) {
  const [motor] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  const linkedId = (motor?.details as { creditLifeApplicationId?: string }).creditLifeApplicationId ?? '';
  const [linked] = await app.db.select().from(applications).where(eq(applications.id, linkedId));
  return (linked?.details as { personResponsibleForFinancing?: unknown }).personResponsibleForFinancing;
}

const applicationCount = async () => (await app.db.select({ id: applications.id }).from(applications)).length;

describe('registerVehicle with the employee as the person responsible for the finance', () => {
  let employee: RosterEmployee;
  let policyHolderId: string;
  beforeAll(async () => {
    employee = await rosterEmployee(app);
    policyHolderId = await registerHolder(app, operator, employee);
  });

  it('fills in the employee’s names and ID number from the roster, and tells the operator “the employee”', async () => {
    const response = await register(
      operator,
      policyHolderId,
      await financedQuote(operator, policyHolderId),
      THE_EMPLOYEE_RESPONSIBLE,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain(employee.idNumber);
    const { application } = operatorApplicationReplySchema.parse(response.json());
    expect(application.financeResponsible).toEqual({ theEmployee: true, name: 'Lindiwe Mokoena' });
    expect(application.module.creditLife).toMatchObject({ totalAmountInsured: 26_250_000 });
    expect(await storedPerson(application.applicationId)).toEqual({
      firstName: 'Lindiwe',
      lastName: 'Mokoena',
      idNumber: employee.idNumber,
    });

    const again = await asOperator(app, operator, 'GET', desk.getApplicationbyApplicationId.path, {
      query: { applicationId: application.applicationId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain(employee.idNumber);
    expect(again.json().financeResponsible).toEqual({ theEmployee: true, name: 'Lindiwe Mokoena' });
  });

  it('keeps another person as typed and names them to the operator without their ID number', async () => {
    const response = await register(
      operator,
      policyHolderId,
      await financedQuote(operator, policyHolderId),
      ANOTHER_PERSON,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain(ANOTHER_PERSON.idNumber);
    const { application } = operatorApplicationReplySchema.parse(response.json());
    expect(application.financeResponsible).toEqual({ theEmployee: false, name: 'Thandi Nkosi' });
    expect(await storedPerson(application.applicationId)).toEqual(ANOTHER_PERSON);
  });

  it('says nothing of a person responsible without vehicle credit life', async () => {
    const made = await financedQuote(operator, policyHolderId);
    const response = await asOperator(app, operator, 'POST', desk.registerVehicle.path, {
      body: {
        ...motorRegistration(made.quote, made.identity, made.preInspectionId, {
          motorVehicleFinance: { ...FINANCED, optForTelkomCreditLife: false },
        }),
        policyHolderId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(operatorApplicationReplySchema.parse(response.json()).application.financeResponsible).toBeNull();
  });

  it('refuses a person responsible who is neither the employee nor named in full (400 on the field)', async () => {
    const made = await financedQuote(operator, policyHolderId);
    for (const person of [{ theEmployee: false }, { firstName: 'Thandi', lastName: 'Nkosi', idNumber: '' }]) {
      const response = await register(operator, policyHolderId, made, person);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error.fields)).toContain(
        'creditLifeDetails.personResponsibleForFinancing',
      );
    }
  });
});

describe('the employee as the person responsible, for a holder the desk may not use', () => {
  it('answers 404 for an unknown holder and for a holder not on the roster, storing nothing', async () => {
    const employee = await rosterEmployee(app);
    const policyHolderId = await registerHolder(app, operator, employee);
    const made = await financedQuote(operator, policyHolderId);
    const before = await applicationCount();
    for (const holderId of ['6f1c2a7e-0000-4000-8000-000000000000', retailUser.policyHolderId]) {
      const response = await register(operator, holderId, made, THE_EMPLOYEE_RESPONSIBLE);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('POLICY_HOLDER_NOT_FOUND');
      expect(response.body).not.toContain(retailUser.idNumber);
    }
    expect(await applicationCount()).toBe(before);
  });

  it('answers 404 to another operator sending the first operator’s quote for the employee, storing nothing', async () => {
    const employee = await rosterEmployee(app);
    const policyHolderId = await registerHolder(app, operator, employee);
    const made = await financedQuote(operator, policyHolderId);
    const before = await applicationCount();
    const response = await register(otherOperator, policyHolderId, made, THE_EMPLOYEE_RESPONSIBLE);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain(employee.idNumber);
    expect(await applicationCount()).toBe(before);
  });

  it('fills in the employee of the holder sent, not of the holder another quote was made for (404)', async () => {
    const first = await rosterEmployee(app);
    const second = await rosterEmployee(app);
    const firstHolder = await registerHolder(app, operator, first);
    const secondHolder = await registerHolder(app, operator, second);
    const made = await financedQuote(operator, firstHolder);
    const response = await register(operator, secondHolder, made, THE_EMPLOYEE_RESPONSIBLE);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain(first.idNumber);
    expect(response.body).not.toContain(second.idNumber);
  });
});
