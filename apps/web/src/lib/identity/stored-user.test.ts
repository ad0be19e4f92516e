import { describe, expect, it } from 'vitest';
import { readIdentityConfig } from './identity-config';
import { peekStoredUser } from './stored-user';

const identity = {
  userPoolEndpoint: '/idp',
  retail: { userPoolId: 'af-south-1_Retail', userPoolClientId: 'retail-client' },
  employee: { userPoolId: 'af-south-1_Employee', userPoolClientId: 'employee-client' },
};

function token(claims: Record<string, unknown>): string {
  // Like a real JWT: base64url of the UTF-8 bytes.
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

describe('peekStoredUser', () => {
  it('reads the stored ID token of the audience without Amplify', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.retail-client.LastAuthUser', '8001015009087');
    localStorage.setItem(
      'CognitoIdentityServiceProvider.retail-client.8001015009087.idToken',
      token({ 'cognito:username': '8001015009087', given_name: 'Anél', email: 'anel@example.co.za' }),
    );
    expect(peekStoredUser(identity, 'retail')).toEqual({
      username: '8001015009087',
      givenName: 'Anél',
      email: 'anel@example.co.za',
    });
    expect(peekStoredUser(identity, 'employee')).toBeNull();
  });

  it('ignores a damaged token', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.employee-client.LastAuthUser', '10000001');
    localStorage.setItem('CognitoIdentityServiceProvider.employee-client.10000001.idToken', 'not-a-token');
    expect(peekStoredUser(identity, 'employee')).toBeNull();
  });
});

describe('readIdentityConfig', () => {
  it('takes the pools and the two-factor flag from GET /api/config', () => {
    expect(readIdentityConfig({ flags: { twoFactor: true }, identity })).toEqual({
      identity,
      twoFactor: true,
    });
  });

  it('has no identity when the pools are missing or malformed', () => {
    expect(readIdentityConfig({ flags: { twoFactor: false } })).toEqual({ identity: null, twoFactor: false });
    expect(readIdentityConfig({ identity: { ...identity, retail: { userPoolId: 1 } } }).identity).toBeNull();
    expect(readIdentityConfig('nonsense')).toEqual({ identity: null, twoFactor: false });
  });
});
