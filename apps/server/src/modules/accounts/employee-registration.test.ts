import { ERROR_CATALOGUE } from '@cover/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRoster } from '../../seed/roster.js';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { employeeAttributes, NOMVULA, PIETER, THABO } from './testing/people.js';

let h: AccountsHarness;

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true });
  await createSignedInUser(h, 'employee', THABO.salaryReferenceNumber, employeeAttributes(THABO, 'thabo'));
  await createSignedInUser(
    h,
    'employee',
    NOMVULA.salaryReferenceNumber,
    employeeAttributes(NOMVULA, 'nomvula'),
  );
});
afterAll(async () => {
  await h.close();
});

const errorOf = (result: { body: Record<string, unknown> }) => result.body.error as Record<string, unknown>;
const lookup = (salaryReferenceNumber: string) =>
  h.api({
    method: 'GET',
    url: `/api/employee/getEmployeeData?salaryReferenceNumber=${encodeURIComponent(salaryReferenceNumber)}`,
  });

describe('GET api/employee/getEmployeeData?salaryReferenceNumber= (registration)', () => {
  it('answers names and masked contacts, never the ID number', async () => {
    const result = await lookup(PIETER.salaryReferenceNumber);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      salaryReferenceNumber: '20000003',
      firstName: 'Pieter',
      lastName: 'van der Merwe',
      employeeType: 'Fixed term',
      maskedEmail: 'p***@employees.demo',
      maskedCellphone: '+27*****0003',
    });
    expect(JSON.stringify(result.body)).not.toContain(PIETER.idNumber);
  });

  it('normalises the number: a leading zero added or removed, spaces stripped', async () => {
    const other = generateRoster().find(
      (employee) =>
        employee.salaryReferenceNumber.startsWith('0') &&
        employee !== NOMVULA &&
        employee.salaryReferenceNumber !== NOMVULA.salaryReferenceNumber,
    );
    const ref = other?.salaryReferenceNumber ?? '';
    expect(ref).toMatch(/^0\d+$/);
    for (const typed of [ref.slice(1), ` ${ref.slice(0, 4)} ${ref.slice(4)} `]) {
      const result = await lookup(typed);
      expect(result.status).toBe(200);
      expect(result.body.salaryReferenceNumber).toBe(ref);
    }
    const withZero = await lookup(`0${PIETER.salaryReferenceNumber}`);
    expect(withZero.body.salaryReferenceNumber).toBe('20000003');
  });

  it('answers 404 with the catalogue text when the roster has no such number', async () => {
    const result = await lookup('99999990');
    expect(result.status).toBe(404);
    expect(errorOf(result).message).toBe('No employee data available for the given salary reference number');
  });

  it('answers 409 with the catalogue text once registered, in any form of the number', async () => {
    for (const typed of ['10000001', '010000001', '1234567', '01234567']) {
      const result = await lookup(typed);
      expect(result.status).toBe(409);
      expect(errorOf(result).message).toBe(
        'User with this given Salary reference number is already registered, Please login to continue',
      );
    }
  });
});

describe('POST api/employee/registration/check', () => {
  const form = {
    idNumber: PIETER.idNumber,
    firstName: 'pieter',
    lastName: 'Van der  Merwe',
    email: 'pieter@example.co.za',
    cellNumber: '061 100 0003',
    employeeType: 'Fixed term',
    salaryReferenceNumber: '020000003',
    userName: 'pieter.vdm',
    communicationType: 'email',
    acceptPOPIA: true,
    acceptTerms: true,
  };
  const check = (body: Record<string, unknown>) =>
    h.api({ method: 'POST', url: '/api/employee/registration/check', body });

  it('accepts a form that matches the roster and names the pool username', async () => {
    const result = await check(form);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ username: '20000003' });
  });

  it('names every field that disagrees with the roster', async () => {
    const result = await check({ ...form, idNumber: THABO.idNumber, firstName: 'Piet', userName: 'thabo' });
    expect(result.status).toBe(422);
    expect(errorOf(result).fields).toEqual({
      idNumber: 'The ID number does not match our employee records for this salary reference number',
      firstName: 'The first name does not match our employee records for this salary reference number',
      userName: ERROR_CATALOGUE.USERNAME_TAKEN,
    });
  });

  it('answers the roster errors with the catalogue texts', async () => {
    expect(errorOf(await check({ ...form, salaryReferenceNumber: '99999990' })).message).toBe(
      ERROR_CATALOGUE.NO_EMPLOYEE_DATA,
    );
    const registered = await check({ ...form, salaryReferenceNumber: THABO.salaryReferenceNumber });
    expect(registered.status).toBe(409);
    expect(errorOf(registered).message).toBe(ERROR_CATALOGUE.SALARY_REF_ALREADY_REGISTERED);
  });
});

describe('employee pre-sign-up hook', () => {
  const signUp = (username: string, attributes: Record<string, string>) =>
    h.idp.call('SignUp', {
      ClientId: h.idp.employee.clientId,
      Username: username,
      Password: TEST_PASSWORD,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    });
  const refusal = (message: string) => `PreSignUp failed with error ${message}.`;

  it('refuses a number the roster does not have', async () => {
    const result = await signUp('99999990', employeeAttributes(PIETER, 'p1'));
    expect(result.errorType).toBe('UserLambdaValidationException');
    expect(result.body.message).toBe(refusal(ERROR_CATALOGUE.NO_EMPLOYEE_DATA));
  });

  it('refuses a number that is already registered', async () => {
    const result = await signUp(THABO.salaryReferenceNumber, employeeAttributes(THABO, 'thabo2'));
    expect(result.body.message).toBe(refusal(ERROR_CATALOGUE.SALARY_REF_ALREADY_REGISTERED));
  });

  it('refuses an ID number or names that do not match the roster', async () => {
    const wrongId = await signUp(PIETER.salaryReferenceNumber, {
      ...employeeAttributes(PIETER, 'p2'),
      'custom:idNumber': THABO.idNumber,
    });
    expect(wrongId.body.message).toBe(
      refusal('The ID number does not match our employee records for this salary reference number'),
    );
    const wrongName = await signUp(PIETER.salaryReferenceNumber, {
      ...employeeAttributes(PIETER, 'p3'),
      family_name: 'Botha',
    });
    expect(wrongName.body.message).toBe(
      refusal('The last name does not match our employee records for this salary reference number'),
    );
  });

  it('refuses the number in another form than the roster’s, and a taken username', async () => {
    const otherForm = await signUp(`0${PIETER.salaryReferenceNumber}`, employeeAttributes(PIETER, 'p4'));
    expect(otherForm.body.message).toBe(
      refusal('Please register with your salary reference number as 20000003'),
    );
    const taken = await signUp(PIETER.salaryReferenceNumber, employeeAttributes(PIETER, 'Thabo'));
    expect(taken.body.message).toBe(refusal(ERROR_CATALOGUE.USERNAME_TAKEN));
    expect(await h.app.idp.adminGetUser('employee', PIETER.salaryReferenceNumber)).toBeNull();
  });
});
