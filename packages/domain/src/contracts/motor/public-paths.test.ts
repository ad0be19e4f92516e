import { describe, expect, it } from 'vitest';
import { OPERATOR_DESK_PATHS } from './operator/paths.js';
import { MOTOR_PATHS } from './paths.js';
import { MOTOR_PUBLIC_PATHS } from './public-paths.js';

describe('the public motor path map', () => {
  it.each([
    [
      'retail',
      'getSearchWorkRetailPrice',
      '/api/retail/motor/preinspections/getSearchWorkRetailPrice',
      'GET',
    ],
    ['retail', 'getVehicleEstimate', '/api/retail/motor/free/getVehicleQuote', 'POST'],
    [
      'employee',
      'getSearchWorkRetailPrice',
      '/api/employee/motor/preinspections/getSearchWorkRetailPrice',
      'GET',
    ],
    ['employee', 'getVehicleEstimate', '/api/employee/motor/free/getVehicleQuote', 'POST'],
  ] as const)('%s %s is the route the full map registers (%s)', (family, call, path, method) => {
    const route = MOTOR_PUBLIC_PATHS[family][call];
    expect(route).toEqual(MOTOR_PATHS[family][call]);
    expect(route).toMatchObject({ path, method, audience: 'public' });
  });

  it("has the operator desk's valuation search as the desk registers it, for operators only", () => {
    expect(MOTOR_PUBLIC_PATHS.operator.getSearchWorkRetailPrice).toEqual(
      OPERATOR_DESK_PATHS.getSearchWorkRetailPrice,
    );
    expect(MOTOR_PUBLIC_PATHS.operator.getSearchWorkRetailPrice).toMatchObject({
      path: '/api/operator/preinspections/getSearchWorkRetailPrice',
      audience: 'operator',
    });
  });

  it("is the motor service's estimate too (free/getVehicleQuote)", () => {
    expect(MOTOR_PATHS.motorService.getVehicleQuote).toMatchObject({
      path: '/api/motoveys/motor/free/getVehicleQuote',
      input: MOTOR_PUBLIC_PATHS.retail.getVehicleEstimate.input,
      reply: MOTOR_PUBLIC_PATHS.retail.getVehicleEstimate.reply,
      audience: 'public',
    });
  });
});
