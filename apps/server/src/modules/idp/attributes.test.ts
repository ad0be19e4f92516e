import { describe, expect, it } from 'vitest';
import { maskDestination, parseAttributeList, validateAttributes } from './attributes.js';
import { passwordPolicyViolation } from './password-policy.js';
import { createPoolRegistry } from './pools.js';

const pools = createPoolRegistry({
  IDP_RETAIL_POOL_ID: 'af-south-1_RetailPool1',
  IDP_RETAIL_CLIENT_ID: 'retail',
  IDP_EMPLOYEE_POOL_ID: 'af-south-1_EmployeePl1',
  IDP_EMPLOYEE_CLIENT_ID: 'employee',
  IDP_MFA: 'OPTIONAL',
});

describe('attributes', () => {
  it('parses Name/Value lists and refuses other shapes', () => {
    expect(parseAttributeList([{ Name: 'email', Value: 'a@b.co' }])).toEqual({ email: 'a@b.co' });
    expect(() => parseAttributeList({ email: 'a@b.co' })).toThrow();
    expect(() => parseAttributeList([{ Value: 'x' }])).toThrow();
  });

  it.each([null, 0, true, {}, ['x']])('refuses a Value of %j (only a missing Value clears)', (value) => {
    expect(() => parseAttributeList([{ Name: 'given_name', Value: value }])).toThrow(/Name\/Value pairs/);
  });

  it('reads a missing Value as clearing the attribute', () => {
    expect(parseAttributeList([{ Name: 'given_name' }])).toEqual({ given_name: '' });
  });

  it("checks names against each pool's schema and who may write the verification flags", () => {
    const retail = pools.byKey('retail');
    const employee = pools.byKey('employee');
    expect(() =>
      validateAttributes(employee, { email: 'a@b.co', 'custom:agreedPOPIA': 'true' }, 'sign-up'),
    ).not.toThrow();
    expect(() =>
      validateAttributes(retail, { email: 'a@b.co', 'custom:agreedPOPIA': 'true' }, 'sign-up'),
    ).toThrow(/could not be determined/);
    expect(() => validateAttributes(retail, { given_name: 'A' }, 'sign-up')).toThrow(/email is required/);
    expect(() => validateAttributes(retail, { email_verified: 'true' }, 'user')).toThrow(
      /unauthorized attribute/,
    );
    expect(() => validateAttributes(retail, { email_verified: 'true' }, 'admin')).not.toThrow();
    expect(() => validateAttributes(retail, { phone_number: '0821234567' }, 'user')).toThrow(/phone number/);
    expect(() => validateAttributes(retail, { email: 'nope' }, 'user')).toThrow(/email/);
    expect(pools.byClientId('employee')?.srpPoolName).toBe('EmployeePl1');
  });

  it('masks destinations', () => {
    expect(maskDestination('thandi@example.co.za')).toBe('t***@e***.za');
    expect(maskDestination('+27821234567')).toBe('+*******4567');
  });
});

describe('password policy', () => {
  it('needs 8 characters with lower, upper, digit and symbol', () => {
    expect(passwordPolicyViolation('Str0ng!Pass')).toBeNull();
    expect(passwordPolicyViolation('Sh0rt!')).toMatch(/not long enough/);
    expect(passwordPolicyViolation('str0ng!pass')).toMatch(/uppercase/);
    expect(passwordPolicyViolation('STR0NG!PASS')).toMatch(/lowercase/);
    expect(passwordPolicyViolation('Strong!Pass')).toMatch(/numeric/);
    expect(passwordPolicyViolation('Str0ngPass1')).toMatch(/symbol/);
  });
});
