/**
 * Motor quotes through their routes on a real database: the valuation guide (makes, models, years and prices),
 * the public estimate with its loadings and excesses, the online maximum, an employee's schemes and the
 * employee named in their stored quote, and a stored quote's need for a signed-in caller.
 */
import { MOTOR_PATHS } from '@cover/domain/motor';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { motorQuote, motorQuoteInput } from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const suite = useMotorSuite();
let app: MotorSuite['app'], valuations: MotorSuite['valuations'], erin: MotorSuite['erin'];
beforeAll(() => {
  ({ app, valuations, erin } = suite);
});

describe('the valuation guide, the estimate and the schemes', () => {
  it('lists makes, the models of a make and the years of a model, with NewPrice and RetailPrice', async () => {
    const response = await callAs(app, null, 'GET', retail.getSearchWorkRetailPrice.path, {
      query: { make: 'toyota', model: 'Corolla Cross 1.8 XS' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.makes).toEqual(['Honda', 'Toyota', 'Volkswagen']);
    expect(body.models).toEqual(['Corolla Cross 1.8 XS']);
    expect(body.years).toEqual([2021]);
    expect(body.data[0]).toMatchObject({
      valuationId: valuations.corolla.id,
      VehicleInformation: { make: 'Toyota', year: 2021, vehicleType: 'car' },
      ValueInformation: { NewPrice: 45_000_000, RetailPrice: 38_500_000 },
    });
  });

  it('gives a missing retail price as 0, and refuses a year that cannot be', async () => {
    const polo = await callAs(app, null, 'GET', retail.getSearchWorkRetailPrice.path, {
      query: { make: 'Volk' },
    });
    expect(polo.json().data[0].ValueInformation.RetailPrice).toBe(0);
    const bad = await callAs(app, null, 'GET', retail.getSearchWorkRetailPrice.path, {
      query: { year: 1800 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('estimates publicly from the guide, with loadings, the excess of every claim type and no package', async () => {
    const response = await callAs(app, null, 'POST', MOTOR_PATHS.motorService.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id, {
        previousInsuranceDetails: {
          totalConsecutiveYears: 0,
          totalClaims: 1,
          everCancelled: false,
          isConvicted: false,
        },
      }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.quotePackageId).toBeUndefined();
    expect(body.scheme).toBe('retail');
    expect(body.sumAssured).toBe(38_500_000);
    expect(body.loadings.map((line: { code: string }) => line.code).length).toBeGreaterThan(0);
    expect(body.excesses.map((excess: { claimType: string }) => excess.claimType)).toEqual([
      'STOLEN',
      'HIJACKED',
      'GLASS',
      'ACCESSORIES',
      'ACCIDENT_SCRATCHES_DENTS',
      'TOWING',
    ]);
  });

  it('refuses online a vehicle above the table’s maximum, with the reason on the field', async () => {
    const response = await callAs(app, null, 'POST', MOTOR_PATHS.motorService.getVehicleQuote.path, {
      body: motorQuoteInput(null, {
        vehicle: { ...motorQuoteInput(null).vehicle, estimatedRetailPrice: 300_000_000 },
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('ABOVE_ONLINE_MAXIMUM');
    expect(Object.keys(response.json().error.fields)).toEqual(['vehicle.estimatedRetailPrice']);
  });

  it('offers an employee the schemes of their salary level, and refuses another scheme', async () => {
    const schemes = await callAs(app, erin, 'GET', MOTOR_PATHS.employee.getMotorSchemes.path);
    expect(schemes.json()).toEqual({
      schemes: [{ value: 'management', label: 'Management scheme' }],
      salaryLevel: 'M3',
    });
    const wrong = await callAs(app, erin, 'POST', MOTOR_PATHS.employee.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id, { scheme: 'fleet' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('SCHEME_NOT_ALLOWED');
    const quote = await motorQuote(app, erin, motorQuoteInput(valuations.corolla.id));
    expect(quote).toMatchObject({ scheme: 'management', packageName: 'MANAGEMENT_MOTOR_SCHEME' });
    expect(quote.discounts[0]).toMatchObject({ percentage: 10 });
    expect(quote.module.employee).toMatchObject({
      salaryRefNumber: '00012345',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      id: erin.policyHolderId,
    });
  });

  it('needs a signed-in caller for a stored quote', async () => {
    const response = await callAs(app, null, 'POST', retail.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id),
    });
    expect(response.statusCode).toBe(401);
  });
});
