/**
 * QA ops 10: years of uninterrupted motor insurance are bounded by the holder's age (at most age − 18):
 * the desk's quote for an employee's holder refuses more, 422 on the field with the plain words.
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

describe('years of uninterrupted motor insurance (QA ops 10)', () => {
  it('accepts up to the holder’s age less 18 and refuses more with a clear message', async () => {
    const employee = await rosterEmployee(app);
    const policyHolderId = await registerHolder(app, operator, employee);
    const parsed = parseSaIdNumber(employee.idNumber, START);
    if (!parsed.valid) throw new Error('fixture ID not valid');
    const max = maxYearsOfCarInsurance(parsed.age);
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
