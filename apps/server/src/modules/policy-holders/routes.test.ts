import { apiErrorSchema, policyHolderSchema, saIdCheckDigit, type PolicyHolderCreate } from '@cover/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { policyHolders } from '../../db/schema/index.js';
import { notifierPlugin } from '../../platform/notifier/plugin.js';
import { idpModule } from '../idp/index.js';
import { policyHoldersModule } from './index.js';
import { findPolicyHolderForPrincipal } from './service.js';
import { signedInPoolUser, type SignedInPoolUser } from './testing/pool-users.js';

const saId = (first12: string) => `${first12}${saIdCheckDigit(first12)}`;
/** 12 May 1985, female (sequence 0123 ≤ 4999), citizen. */
const ID_ALICE = saId('850512012308');
/** 3 Sep 1990, male. */
const ID_BOB = saId('900903512308');
/** 1 Jan 2001, male: the employee. */
const ID_EMPLOYEE = saId('010101567808');

let app: FastifyInstance;
let alice: SignedInPoolUser;
let bob: SignedInPoolUser;
let employee: SignedInPoolUser;

beforeAll(async () => {
  app = await buildTestApp(
    { SEED_DEMO_DATA: false },
    { modules: [notifierPlugin, idpModule, policyHoldersModule] },
  );
  alice = await signedInPoolUser(app, 'retail', ID_ALICE, { email: 'alice@example.co.za' });
  bob = await signedInPoolUser(app, 'retail', ID_BOB, { email: 'bob@example.co.za' });
  employee = await signedInPoolUser(app, 'employee', 'EMP00123', {
    email: 'employee@example.co.za',
    'custom:idNumber': ID_EMPLOYEE,
  });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(policyHolders);
});

const holderFor = (idNumber: string, extra: Partial<PolicyHolderCreate> = {}): PolicyHolderCreate => ({
  type: 'individual',
  id: { type: 'id', number: idNumber, country: 'ZA' },
  first_name: 'Alice',
  last_name: 'Mokoena',
  email: 'alice@example.co.za',
  cellphone: '082 123 4567',
  ...extra,
});

const call = (user: SignedInPoolUser | null, method: 'GET' | 'POST', url: string, payload?: object) => {
  const options: InjectOptions = {
    method,
    url,
    headers: user ? { authorization: `Bearer ${user.accessToken}` } : {},
    ...(payload === undefined ? {} : { payload }),
  };
  return app.inject(options);
};

async function created(user: SignedInPoolUser, family: 'retail' | 'employee', idNumber: string) {
  const response = await call(user, 'POST', `/api/${family}/createPolicyholder`, holderFor(idNumber));
  expect(response.statusCode, response.body).toBe(201);
  return policyHolderSchema.parse(response.json());
}

const errorOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error;

describe('retail family', () => {
  it('creates the caller’s own holder with date of birth, gender and a +27 cellphone, linked to the user', async () => {
    const holder = await created(alice, 'retail', ID_ALICE);
    expect(holder).toMatchObject({
      type: 'individual',
      id: { type: 'id', number: ID_ALICE, country: 'ZA' },
      first_name: 'Alice',
      email: 'alice@example.co.za',
      cellphone: '+27821234567',
      date_of_birth: '1985-05-12',
      gender: 'female',
    });
    const [row] = await app.db.select().from(policyHolders);
    expect(row).toMatchObject({ ownerPool: 'retail', ownerSub: alice.sub, idNumber: ID_ALICE });
    const found = await findPolicyHolderForPrincipal(app.db, {
      audience: 'retail',
      sub: alice.sub,
      username: alice.username,
      originJti: 'any',
    });
    expect(found).toEqual(holder);
  });

  it('reads it back by ID number on the retail and the JMR paths', async () => {
    const holder = await created(alice, 'retail', ID_ALICE);
    for (const url of ['/api/retail/getPolicyHolderByIdNumber', '/api/jmr/policy-holders/get']) {
      const response = await call(alice, 'POST', url, { idNumber: ID_ALICE });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual(holder);
    }
  });

  it('answers a second create with 409', async () => {
    await created(alice, 'retail', ID_ALICE);
    const again = await call(alice, 'POST', '/api/retail/createPolicyholder', holderFor(ID_ALICE));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)).toMatchObject({
      code: 'POLICY_HOLDER_EXISTS',
      message: 'A policy holder already exists for this ID number',
    });
  });

  it('refuses to create a holder for someone else’s ID number', async () => {
    const response = await call(bob, 'POST', '/api/retail/createPolicyholder', holderFor(ID_ALICE));
    expect(response.statusCode).toBe(403);
    expect(Object.keys(errorOf(response.body).fields ?? {})).toEqual(['id.number']);
    expect(await app.db.select().from(policyHolders)).toEqual([]);
  });

  it('hides another user’s holder: get and update answer 404 and change nothing', async () => {
    const holder = await created(alice, 'retail', ID_ALICE);
    for (const url of ['/api/retail/getPolicyHolderByIdNumber', '/api/jmr/policy-holders/get']) {
      const response = await call(bob, 'POST', url, { idNumber: ID_ALICE });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response.body)).toMatchObject({
        code: 'POLICY_HOLDER_NOT_FOUND',
        message: 'Policy holder not found',
      });
    }
    const update = await call(bob, 'POST', '/api/retail/updatePolicyholder', {
      policyHolderId: holder.policyHolderId,
      first_name: 'Mallory',
    });
    expect(update.statusCode).toBe(404);
    expect(errorOf(update.body).message).toBe('Policy holder not found');
    const [row] = await app.db.select().from(policyHolders);
    expect(row?.firstName).toBe('Alice');
  });

  it('updates the caller’s own holder and normalises the cellphone', async () => {
    const holder = await created(alice, 'retail', ID_ALICE);
    const response = await call(alice, 'POST', '/api/retail/updatePolicyholder', {
      policyHolderId: holder.policyHolderId,
      last_name: 'van der Merwe',
      cellphone: '0731234567',
    });
    expect(response.statusCode).toBe(200);
    expect(policyHolderSchema.parse(response.json())).toMatchObject({
      first_name: 'Alice',
      last_name: 'van der Merwe',
      cellphone: '+27731234567',
      date_of_birth: '1985-05-12',
    });
  });

  it('names the invalid fields', async () => {
    const response = await call(alice, 'POST', '/api/retail/createPolicyholder', {
      ...holderFor('8505120123080'),
      email: 'not-an-email',
      cellphone: '0123',
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['cellphone', 'email', 'id.number']);
  });

  it('refuses callers without a token, and retail tokens on the employee and CMS paths', async () => {
    expect((await call(null, 'POST', '/api/retail/createPolicyholder', holderFor(ID_ALICE))).statusCode).toBe(
      401,
    );
    const attempts = [
      call(alice, 'POST', '/api/employee/createPolicyholder', holderFor(ID_ALICE)),
      call(alice, 'POST', '/api/employee/updatePolicyholder', { policyHolderId: crypto.randomUUID() }),
      call(alice, 'GET', `/api/employee/getPolicyHolderByIdNumber?idNumber=${ID_ALICE}`),
      call(alice, 'POST', '/api/telkom-cms/policyholder/get', { idNumber: ID_ALICE }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response.body).code).toBe('UNAUTHENTICATED');
    }
    expect(await app.db.select().from(policyHolders)).toEqual([]);
  });
});

describe('employee family', () => {
  it('creates the employee’s own holder from their custom:idNumber and reads it on the employee and CMS paths', async () => {
    const holder = await created(employee, 'employee', ID_EMPLOYEE);
    expect(holder).toMatchObject({ date_of_birth: '2001-01-01', gender: 'male' });
    const [row] = await app.db.select().from(policyHolders);
    expect(row).toMatchObject({ ownerPool: 'employee', ownerSub: employee.sub });

    const byQuery = await call(
      employee,
      'GET',
      `/api/employee/getPolicyHolderByIdNumber?idNumber=${ID_EMPLOYEE}`,
    );
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toEqual(holder);
    for (const body of [{ idNumber: ID_EMPLOYEE }, { saId: ID_EMPLOYEE }]) {
      const cms = await call(employee, 'POST', '/api/telkom-cms/policyholder/get', body);
      expect(cms.statusCode).toBe(200);
      expect(cms.json()).toEqual(holder);
    }
  });

  it('refuses an ID number other than the employee’s own, and hides other holders', async () => {
    const denied = await call(employee, 'POST', '/api/employee/createPolicyholder', holderFor(ID_BOB));
    expect(denied.statusCode).toBe(403);
    await created(alice, 'retail', ID_ALICE);
    const hidden = await call(
      employee,
      'GET',
      `/api/employee/getPolicyHolderByIdNumber?idNumber=${ID_ALICE}`,
    );
    expect(hidden.statusCode).toBe(404);
    const cms = await call(employee, 'POST', '/api/telkom-cms/policyholder/get', { saId: ID_ALICE });
    expect(cms.statusCode).toBe(404);
  });

  it('claims a holder an operator registered for the employee’s ID number', async () => {
    const [registered] = await app.db
      .insert(policyHolders)
      .values({
        ownerPool: 'operator',
        ownerSub: null,
        type: 'individual',
        idType: 'id',
        idNumber: ID_EMPLOYEE,
        idCountry: 'ZA',
        firstName: 'Sipho',
        lastName: 'Old',
        email: 'old@example.co.za',
        dateOfBirth: '2001-01-01',
        gender: 'male',
      })
      .returning();
    const holder = await created(employee, 'employee', ID_EMPLOYEE);
    expect(holder.policyHolderId).toBe(registered?.id);
    expect(holder).toMatchObject({ last_name: 'Mokoena', email: 'alice@example.co.za' });
    const [row] = await app.db.select().from(policyHolders);
    expect(row).toMatchObject({ ownerPool: 'employee', ownerSub: employee.sub });
  });

  it('asks for idNumber or saId on the CMS path, and refuses an employee token on retail paths', async () => {
    const missing = await call(employee, 'POST', '/api/telkom-cms/policyholder/get', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(errorOf(missing.body).fields ?? {})).toContain('idNumber');
    const retail = await call(employee, 'POST', '/api/retail/getPolicyHolderByIdNumber', {
      idNumber: ID_EMPLOYEE,
    });
    expect(retail.statusCode).toBe(401);
    const jmr = await call(employee, 'POST', '/api/jmr/policy-holders/get', { idNumber: ID_EMPLOYEE });
    expect(jmr.statusCode).toBe(401);
  });

  it('gives operators no holder of their own', async () => {
    await created(employee, 'employee', ID_EMPLOYEE);
    expect(
      await findPolicyHolderForPrincipal(app.db, {
        audience: 'operator',
        operatorId: 'x',
        name: 'jane',
        roles: [],
      }),
    ).toBeNull();
    expect(
      await findPolicyHolderForPrincipal(app.db, {
        audience: 'retail',
        sub: employee.sub,
        username: 'x',
        originJti: 'y',
      }),
    ).toBeNull();
  });
});

describe('getOwnPolicyholder: whether the caller has a holder yet, asked before a first purchase', () => {
  it('answers 200 with null before the holder is registered and with the holder after, on both families', async () => {
    for (const [user, family, idNumber] of [
      [alice, 'retail', ID_ALICE],
      [employee, 'employee', ID_EMPLOYEE],
    ] as const) {
      const before = await call(user, 'GET', `/api/${family}/getOwnPolicyholder`);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json()).toEqual({ policyHolder: null });
      const holder = await created(user, family, idNumber);
      const after = await call(user, 'GET', `/api/${family}/getOwnPolicyholder`);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ policyHolder: holder });
    }
  });

  it('never gives another user’s holder, and refuses callers without a token or of the other family', async () => {
    await created(alice, 'retail', ID_ALICE);
    const other = await call(bob, 'GET', '/api/retail/getOwnPolicyholder');
    expect(other.json()).toEqual({ policyHolder: null });
    expect((await call(null, 'GET', '/api/retail/getOwnPolicyholder')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/api/employee/getOwnPolicyholder')).statusCode).toBe(401);
  });
});
