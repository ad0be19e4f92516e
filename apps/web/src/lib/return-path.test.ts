import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, safeReturnPath, withReturnPath } from './return-path';

describe('return path', () => {
  it.each([
    ['/funeral/apply', true],
    ['/funeral/apply?step=3', true],
    ['/retail/funeral/policies/p1#top', true],
    ['/retail', true],
    ['/retail/profile', true],
    ['/', true],
    [null, false],
    [undefined, false],
    ['', false],
    ['funeral/apply', false],
    ['//evil.example/x', false],
    ['///evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['/funeral\\apply', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['http:/evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/ /evil.example', false],
    ['/\u0000/evil.example', false],
    ['/\u007f', false],
    ['/retail/sign-in', false],
    ['/retail/sign-in?next=%2Ffunerals', false],
    ['/retail/sign-up', false],
    ['/retail/confirm-sign-up?username=x', false],
    ['/retail/two-factor', false],
    ['/retail/forgot-password', false],
    ['/retail/forgot-username', false],
    ['/retail/checkEmail', false],
    ['/employee/register', false],
    ['/employee/Sign-In', false],
    ['/operator/sign-in', false],
    ['/retail/sign-ins-elsewhere', true],
    [`/${'a'.repeat(2001)}`, false],
  ])('%j is safe: %s', (value, safe) => {
    expect(isSafeReturnPath(value)).toBe(safe);
    expect(safeReturnPath(value, '/retail')).toBe(safe ? value : '/retail');
  });

  it.each([
    ['/retail/sign-up', '/funeral/apply', undefined, '/retail/sign-up?next=%2Ffuneral%2Fapply'],
    [
      '/retail/confirm-sign-up?username=1',
      '/funeral/apply',
      undefined,
      '/retail/confirm-sign-up?username=1&next=%2Ffuneral%2Fapply',
    ],
    ['/retail/sign-in', '//evil.example', undefined, '/retail/sign-in'],
    ['/retail/sign-in', null, undefined, '/retail/sign-in'],
    ['/retail/sign-in', '/retail', '/retail', '/retail/sign-in'],
  ])('withReturnPath(%j, %j)', (path, returnPath, omitWhen, expected) => {
    expect(withReturnPath(path, returnPath, omitWhen)).toBe(expected);
  });
});
