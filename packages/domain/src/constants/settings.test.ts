import { describe, expect, it } from 'vitest';
import { BUILD_STAMP } from './build.js';
import { FUNERAL_MAXIMUM_VALUE, FUNERAL_STEP_CONSTANTS, FUNERAL_WIZARD_FIRST_STEP } from './funeral.js';
import { BASE_FONT_SIZE, BREAKPOINTS } from './layout.js';
import { COUNTRY_CODE, PHONE_PREFIX } from './locale.js';
import { DEFAULT_TOTAL_ESTIMATED_VALUE, MISSING_VEHICLE_PRICE } from './motor.js';
import { PACKAGE_NAMES } from './packages.js';
import {
  isTwoFactorEnabled,
  TWO_FACTOR_CHANNELS,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
} from './two-factor.js';

describe('settings of the spec', () => {
  it('layout, locale and build', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 425, md: 768, lg: 1024, xl: 1440 });
    expect(BASE_FONT_SIZE).toBe(16);
    expect([COUNTRY_CODE, PHONE_PREFIX]).toEqual(['ZA', '+27']);
    expect(BUILD_STAMP).toBe('202510231746');
  });

  it('funeral and motor values', () => {
    expect(PACKAGE_NAMES).toEqual({
      EMPLOYEE_FUNERAL_INSURANCE: 'EMPLOYEE_FUNERAL_INSURANCE',
      TELKOM_FREE_BENEFIT: 'TELKOM_FREE_BENEFIT',
    });
    expect(FUNERAL_MAXIMUM_VALUE).toBe(50000);
    expect(FUNERAL_STEP_CONSTANTS).toEqual([4, 14]);
    expect(FUNERAL_WIZARD_FIRST_STEP).toBe(1);
    expect(DEFAULT_TOTAL_ESTIMATED_VALUE).toBe('00.00');
    expect(MISSING_VEHICLE_PRICE).toBe(0);
  });

  it('two-factor values and channels', () => {
    expect([TWO_FACTOR_ENABLED, TWO_FACTOR_DISABLED]).toEqual(['1', '0']);
    expect(TWO_FACTOR_CHANNELS).toEqual(['email', 'phone_number']);
  });

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    [' 1 ', true],
    ['0', false],
    [0, false],
    ['', false],
    [null, false],
    [undefined, false],
    ['true', false],
  ])('isTwoFactorEnabled(%j) → %s', (value, enabled) => {
    expect(isTwoFactorEnabled(value)).toBe(enabled);
  });
});
