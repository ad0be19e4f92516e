import { describe, expect, it } from 'vitest';
import { PACKAGE_NAMES, RETAIL_FUNERAL_PACKAGE_NAME } from './packages.js';
import { DEVICE_PACKAGES } from '../contracts/device/line.js';
import { MOTOR_PACKAGES } from '../contracts/motor/line.js';
import { VEHICLE_CREDIT_LIFE_PACKAGE } from '../contracts/motor/credit-life.js';
import { PRODUCT_NAMES, productName } from './product-names.js';

describe('product names', () => {
  it.each([
    ['RETAIL_FUNERAL_INSURANCE', 'Funeral cover'],
    ['EMPLOYEE_FUNERAL_INSURANCE', 'Employee funeral cover'],
    ['TELKOM_FREE_BENEFIT', 'Free funeral benefit'],
    ['RETAIL_DEVICE_INSURANCE', 'Device cover'],
    ['EMPLOYEE_DEVICE_INSURANCE', 'Employee device cover'],
    ['DEVICE_CREDIT_LIFE', 'Device credit life'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
    ['toString', 'toString'],
    ['', ''],
  ])('%s → %s', (code, name) => {
    expect(productName(code)).toBe(name);
  });

  it('names every funeral package the domain knows', () => {
    for (const code of [RETAIL_FUNERAL_PACKAGE_NAME, ...Object.values(PACKAGE_NAMES)]) {
      expect(PRODUCT_NAMES[code], code).toMatch(/^[A-Z][a-z ]+$/);
    }
  });

  it('names every device package the domain knows', () => {
    for (const code of Object.values(DEVICE_PACKAGES)) {
      expect(PRODUCT_NAMES[code], code).toMatch(/^[A-Z][a-z ]+$/);
    }
  });

  it('names every motor package and vehicle credit life in plain words', () => {
    for (const code of [...Object.values(MOTOR_PACKAGES), VEHICLE_CREDIT_LIFE_PACKAGE]) {
      expect(PRODUCT_NAMES[code], code).toMatch(
        /^[A-Z][a-z]+( [a-z]+)*( \((management|fleet|Logo) scheme\))?$/,
      );
    }
    expect(productName('LOGO_MOTOR_SCHEME')).toBe('Motor cover (Logo scheme)');
  });
});
