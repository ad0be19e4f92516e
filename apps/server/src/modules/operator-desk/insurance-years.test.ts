/**
 * QA ops 10: years of uninterrupted motor insurance are bounded by the holder's age (at most age − 18):
 * the desk's holder view carries that number (never the date of birth or the ID number), and the desk's
 * quote for an employee's holder refuses more, 422 on the field with the plain words.
 */
import { parseSaIdNumber } from '@cover/domain';
import { maxYearsOfCarInsurance, yearsOfCarInsuranceMessage } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, TestClock } from '../insurance-core/testing/line-fixtures.js';
import { motorQuoteInput, seedValuations } from '../motor/testing/fixtures.js';
import {
  asOperator,
  buildDeskApp,
  desk,
  registerHolder,
  rosterEmployee,
  signedInOperator,
  type TestOperator,
} from './testing/desk-fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let operator: TestOperator;
let valuationId: string;

beforeAll(async () => {
  app = await buildDeskApp(clock);
  valuationId = (await seedValuations(app)).corolla.id;
  operator = await signedInOperator(app, 'Desk Years');
});
afterAll(async () => {
  await app.close();
});

/** The most years of motor insurance the age of the employee with this ID number allows at START. */
function mostYearsOf(idNumber: string): number {
  const parsed = parseSaIdNumber(idNumber, START);
  if (!parsed.valid) throw new Error('fixture ID not valid');
  return maxYearsOfCarInsurance(parsed.age);
}

describe('years of uninterrupted motor insurance (QA ops 10)', () => {
  it('tells the desk the most years the employee’s age allows, not their date of birth', async () => {
    const employee = await rosterEmployee(app);
    const most = mostYearsOf(employee.idNumber);
    const key = { salaryReferenceNumber: employee.salaryReferenceNumber };
    const registered = await asOperator(app, operator, 'POST', desk.registerPolicyHolder.path, { body: key });
    const found = await asOperator(app, operator, 'POST', desk.findEmployee.path, { body: key });
    for (const [response, holder] of [
      [registered, registered.json().policyHolder],
      [found, found.json().policyHolder],
    ] as const) {
      expect(response.statusCode, response.body).toBe(200);
      expect(holder).toMatchObject({ mostInsuranceYears: most });
      expect(response.body).not.toContain(employee.idNumber);
      expect(response.body).not.toMatch(/dateOfBirth|1986-01-15/);
    }
  });

  it('tells the operator of another desk the same number for the employee', async () => {
    const employee = await rosterEmployee(app);
    await registerHolder(app, operator, employee);
    const other = await signedInOperator(app, 'Desk Years Other');
    const found = await asOperator(app, other, 'POST', desk.findEmployee.path, {
      body: { salaryReferenceNumber: employee.salaryReferenceNumber },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().policyHolder.mostInsuranceYears).toBe(mostYearsOf(employee.idNumber));
  });

  it('accepts up to the holder’s age less 18 and refuses more with a clear message', async () => {
    const employee = await rosterEmployee(app);
    const policyHolderId = await registerHolder(app, operator, employee);
    const max = mostYearsOf(employee.idNumber);
    expect(max).toBeLessThan(50);
    const quote = (years: number) => {
      const input = motorQuoteInput(valuationId);
      return asOperator(app, operator, 'POST', desk.getVehicleQuote.path, {
        body: {
          ...input,
          previousInsuranceDetails: { ...input.previousInsuranceDetails, totalConsecutiveYears: years },
          policyHolderId,
        },
      });
    };
    expect((await quote(max)).statusCode).toBe(201);
    for (const years of [max + 1, 50]) {
      const refused = await quote(years);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'INSURANCE_YEARS_INVALID',
        message: yearsOfCarInsuranceMessage(max),
        fields: { 'previousInsuranceDetails.totalConsecutiveYears': yearsOfCarInsuranceMessage(max) },
      });
    }
  });
});
