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
const lookup = (salaryReferenceNumber: string, idNumber?: string) =>
  h.api({
    method: 'GET',
    url: `/api/employee/getEmployeeData?${new URLSearchParams({
      salaryReferenceNumber,
      ...(idNumber === undefined ? {} : { idNumber }),
    }).toString()}`,
  });

/** Every roster row has its own ID number; the lookup needs the one of the row it names. */
const idOf = (salaryReferenceNumber: string) =>
  generateRoster().find((employee) => employee.salaryReferenceNumber === salaryReferenceNumber)?.idNumber ??
  '';

describe('GET api/employee/getEmployeeData?salaryReferenceNumber=&idNumber= (registration)', () => {
  it('answers names and masked contacts, never the ID number', async () => {
    const result = await lookup(PIETER.salaryReferenceNumber, PIETER.idNumber);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      salaryReferenceNumber: '20000003',
      firstName: 'Pieter',
      lastName: 'van der Merwe',
      employeeType: 'Fixed term',
      maskedEmail: 'p***@e***.demo',
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
      const result = await lookup(typed, idOf(ref));
      expect(result.status).toBe(200);
      expect(result.body.salaryReferenceNumber).toBe(ref);
    }
    const withZero = await lookup(`0${PIETER.salaryReferenceNumber}`, PIETER.idNumber);
    expect(withZero.body.salaryReferenceNumber).toBe('20000003');
  });

  it('answers the same 404 for an unknown number and for a known number with another person’s ID', async () => {
    const unknown = await lookup('99999990', PIETER.idNumber);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('No employee data available for the given salary reference number');
    // Thabo is registered: without his ID number the lookup does not even say so.
    for (const [reference, idNumber] of [
      [PIETER.salaryReferenceNumber, THABO.idNumber],
      [THABO.salaryReferenceNumber, PIETER.idNumber],
    ] as const) {
      const mismatch = await lookup(reference, idNumber);
      expect(mismatch.status).toBe(404);
      expect({ ...mismatch.body, error: { ...errorOf(mismatch), requestId: '' } }).toEqual({
        ...unknown.body,
        error: { ...errorOf(unknown), requestId: '' },
      });
    }
  });

  it('needs the ID number with the salary reference number', async () => {
    const result = await lookup(PIETER.salaryReferenceNumber);
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toMatchObject({ idNumber: 'Please enter your SA ID number' });
    expect(JSON.stringify(result.body)).not.toContain('Pieter');
  });

  it('answers 409 with the catalogue text once registered, in any form of the number', async () => {
    for (const [typed, idNumber] of [
      ['10000001', THABO.idNumber],
      ['010000001', THABO.idNumber],
      ['1234567', NOMVULA.idNumber],
      ['01234567', NOMVULA.idNumber],
    ] as const) {
      const result = await lookup(typed, idNumber);
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

  it('names every field that disagrees with the roster once the ID number matches', async () => {
    const result = await check({ ...form, firstName: 'Piet', lastName: 'Botha', userName: 'thabo' });
    expect(result.status).toBe(422);
    expect(errorOf(result).fields).toEqual({
      firstName: 'The first name does not match our employee records for this salary reference number',
      lastName: 'The last name does not match our employee records for this salary reference number',
      userName: ERROR_CATALOGUE.USERNAME_TAKEN,
    });
  });

  it('answers the roster errors with the catalogue texts, and no roster detail for a wrong ID number', async () => {
    expect(errorOf(await check({ ...form, salaryReferenceNumber: '99999990' })).message).toBe(
      ERROR_CATALOGUE.NO_EMPLOYEE_DATA,
    );
    const wrongId = await check({ ...form, idNumber: THABO.idNumber, firstName: 'Piet' });
    expect(wrongId.status).toBe(404);
    expect(errorOf(wrongId).message).toBe(ERROR_CATALOGUE.NO_EMPLOYEE_DATA);
    expect(errorOf(wrongId).fields).toEqual({ salaryReferenceNumber: ERROR_CATALOGUE.NO_EMPLOYEE_DATA });
    const registered = await check({
      ...form,
      idNumber: THABO.idNumber,
      salaryReferenceNumber: THABO.salaryReferenceNumber,
    });
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
    expect(wrongId.body.message).toBe(refusal(ERROR_CATALOGUE.NO_EMPLOYEE_DATA));
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
