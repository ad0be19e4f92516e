import { describe, expect, it } from 'vitest';
import { audienceOfPage, bearerAudienceForPath, safeNextPath, signInRedirect } from './audience';

describe('bearerAudienceForPath', () => {
  it.each([
    ['retail/user/getAdminUser', 'retail'],
    ['/api/jmr/funeral/policy/getPolicy', 'retail'],
    ['employee/twoFactor/send', 'employee'],
    ['/api/telkom-cms/funeral/get-policies', 'employee'],
    ['telkom-cms/motor/get-policies', 'retail'],
    ['http://localhost/api/retail/sagaLog', 'retail'],
    ['operator/getUserName', null],
    ['config', null],
    ['retailers/x', null],
  ])('%s → %s', (path, audience) => {
    expect(bearerAudienceForPath(path)).toBe(audience);
  });
});

describe('navigation after sign-in', () => {
  it('follows only same-site paths', () => {
    expect(safeNextPath('/retail/profile', 'retail')).toBe('/retail/profile');
    expect(safeNextPath('//evil.example/x', 'retail')).toBe('/retail');
    expect(safeNextPath('https://evil.example', 'employee')).toBe('/employee');
    expect(safeNextPath(null, 'employee')).toBe('/employee');
  });

  it('builds the sign-in redirect and knows the area of a page', () => {
    expect(signInRedirect('retail', '/retail/profile?tab=1')).toBe(
      '/retail/sign-in?next=%2Fretail%2Fprofile%3Ftab%3D1',
    );
    expect(audienceOfPage('/employee/register')).toBe('employee');
    expect(audienceOfPage('/funeral')).toBeNull();
  });
});
