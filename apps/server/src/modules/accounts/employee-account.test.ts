import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type TestUser,
} from './testing/harness.js';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { employeeAttributes, NOMVULA, retailAttributes, testSaId, THABO } from './testing/people.js';

let h: AccountsHarness;
let thabo: TestUser;
let nomvula: TestUser;

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true });
  thabo = await createSignedInUser(
    h,
    'employee',
    THABO.salaryReferenceNumber,
    employeeAttributes(THABO, 'thabo'),
  );
  nomvula = await createSignedInUser(
    h,
    'employee',
    NOMVULA.salaryReferenceNumber,
    employeeAttributes(NOMVULA, 'nomvula'),
  );
});
afterAll(async () => {
  await h.close();
});

const lookup = (salaryReferenceNumber: string, idNumber: string) =>
  h.api({
    method: 'GET',
    url: `/api/employee/getEmployeeData?${new URLSearchParams({ salaryReferenceNumber, idNumber }).toString()}`,
  });

describe('the signed-in employee', () => {
  it('reads their own profile by salary reference (either form) or username', async () => {
    const token = nomvula.tokens.AccessToken;
    for (const userName of ['01234567', '1234567', 'nomvula']) {
      const result = await h.api({
        method: 'GET',
        url: `/api/employee/user/getAdminUser?userName=${userName}`,
        token,
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({
        userName: '01234567',
        preferredUsername: 'nomvula',
        salaryReferenceNumber: '01234567',
        employeeType: 'Permanent',
        saIdNumber: NOMVULA.idNumber,
        acceptPOPIA: true,
        acceptTerms: true,
        employeeDetails: [
          { salaryLevel: 'OP1', employeeType: 'Permanent', firstName: 'Nomvula', lastName: 'Dlamini' },
        ],
      });
    }
    const other = await h.api({
      method: 'GET',
      url: '/api/employee/user/getAdminUser?userName=thabo',
      token,
    });
    expect(other.status).toBe(404);
  });

  it('reads own employee data by ?username= only when signed in as that employee', async () => {
    const url = '/api/employee/getEmployeeData?username=nomvula';
    const own = await h.api({ method: 'GET', url, token: nomvula.tokens.AccessToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ userName: '01234567', saIdNumber: NOMVULA.idNumber });
    expect((await h.api({ method: 'GET', url })).status).toBe(401);
    expect((await h.api({ method: 'GET', url, token: thabo.tokens.AccessToken })).status).toBe(404);
    const retail = await createSignedInUser(h, 'retail', testSaId(1), retailAttributes(1));
    expect((await h.api({ method: 'GET', url, token: retail.tokens.AccessToken })).status).toBe(401);
  });

  it('changes own username at once and mobile number after its code, given the current password', async () => {
    const token = nomvula.tokens.AccessToken;
    const body = { username: '1234567', preferred_username: 'nomvula.d', phone_number: '073 555 0123' };
    const post = (more: object) =>
      h.api({
        method: 'POST',
        url: '/api/employee/adminUpdateUserAttributes',
        token,
        body: { ...body, ...more },
      });
    // QA walk 10 no. 6: the session alone, or a wrong password, changes nothing
    const bare = await post({});
    expect(bare.status).toBe(400);
    expect(Object.keys((bare.body.error as { fields: object }).fields)).toEqual(['currentPassword']);
    const wrong = await post({ currentPassword: 'Wr0ng!Password' });
    expect(wrong.status).toBe(400);
    expect((wrong.body.error as { message: string }).message).toBe(
      'Incorrect old password, Please enter old correct password',
    );
    const result = await post({ currentPassword: TEST_PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      updated: ['preferred_username'],
      pendingVerification: [
        { attribute: 'phone_number', deliveryMedium: 'SMS', destination: '+*******0123' },
      ],
    });
    const code = await h.latestCode('+27735550123');
    const verify = await h.api({
      method: 'POST',
      url: '/api/employee/verifyUserAttributeCode',
      token,
      body: { attribute: 'phone_number', code },
    });
    expect(verify.body).toEqual({ attribute: 'phone_number', verified: true });
    const profile = await h.api({
      method: 'GET',
      url: '/api/employee/user/getAdminUser?userName=nomvula.d',
      token,
    });
    expect(profile.body).toMatchObject({ phoneNumber: '+27735550123', phoneNumberVerified: true });
  });

  it("cannot change or delete another employee's account", async () => {
    const token = nomvula.tokens.AccessToken;
    const update = await h.api({
      method: 'POST',
      url: '/api/employee/adminUpdateUserAttributes',
      token,
      body: { username: 'thabo', preferred_username: 'stolen' },
    });
    expect(update.status).toBe(404);
    const remove = await h.api({
      method: 'POST',
      url: '/api/employee/adminDeleteUser',
      token,
      body: { username: '10000001' },
    });
    expect(remove.status).toBe(404);
    expect(await h.app.idp.adminGetUser('employee', 'thabo')).not.toBeNull();
  });

  it('deletes own account: tokens stop working and the number can register again', async () => {
    const token = thabo.tokens.AccessToken;
    const result = await h.api({
      method: 'POST',
      url: '/api/employee/adminDeleteUser',
      token,
      body: { username: 'thabo' },
    });
    expect(result.status).toBe(204);
    expect(await h.app.idp.adminGetUser('employee', THABO.salaryReferenceNumber)).toBeNull();
    const after = await h.api({
      method: 'GET',
      url: '/api/employee/user/getAdminUser?userName=thabo',
      token,
    });
    expect(after.status).toBe(401);
    expect((await lookup(THABO.salaryReferenceNumber, THABO.idNumber)).status).toBe(200);
  });
});

describe('GET /api/clear-cookies', () => {
  it('expires the operator session cookie and every other cookie sent', async () => {
    const result = await h.api({
      method: 'GET',
      url: '/api/clear-cookies',
      headers: { cookie: 'op_session=abc.def; theme=dark' },
    });
    expect(result.status).toBe(204);
    const cookies = ([] as string[]).concat(
      (result.headers['set-cookie'] as string[] | string | undefined) ?? [],
    );
    expect(
      cookies.some((c) => c.startsWith('op_session=;') && c.includes('Max-Age=0') && c.includes('Path=/api')),
    ).toBe(true);
    expect(cookies.some((c) => c.startsWith('theme=;') && c.includes('Max-Age=0'))).toBe(true);
  });
});
