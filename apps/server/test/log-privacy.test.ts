import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyHolders } from '../src/db/schema/index.js';
import { createSignedInUser } from '../src/modules/accounts/testing/harness.js';
import {
  employeeAttributes,
  retailAttributes,
  testSaId,
  THABO,
} from '../src/modules/accounts/testing/people.js';
import {
  claimInput,
  issueFuneralPolicy,
  personSaId,
  SPOUSE,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../src/modules/claims/testing/harness.js';
import { passwordSignIn, TEST_PASSWORD, tokensOf } from '../src/modules/idp/testing/flows.js';
import { DEMO_OPERATOR } from '../src/seed/operator.js';
import { formData, samplePdf } from '../src/platform/uploads/testing.js';
import { captureLogs } from './log-capture.js';

/**
 * Private logs (issue 8): a customer signs up, signs in (and mistypes a password), resets a password,
 * registers as a policy holder, applies for funeral cover, claims with a document, looks records up by ID
 * number in query strings, reports a client error carrying personal data; an employee looks up the roster;
 * an operator mistypes a password; and queries fail in the database with personal data in their
 * parameters (a unique violation, a failure inside a statement). Then every line written — the request log
 * at every level and the client-log files — is searched for each personal value and secret used, and any
 * hit fails. The same run on PostgreSQL in CI.
 */
const N = 61;
const idNumber = testSaId(N);
const spouseId = personSaId(SPOUSE.dateOfBirth, N);
const email = `lerato.private${N}@example.co.za`;
const mobile = { international: '+27825550161', local: '0825550161', spaced: '082 555 0161' };
const wrongPassword = 'Wr0ng!Secret#61';
const newPassword = 'N3w!Passw0rd#61';
const operatorWrongPassword = 'Operat0r!Wrong#61';
const bankAccounts = ['1234567890', '62000012345'];

let h: ClaimsHarness;
let lines: string[];
let logDir: string;
const tokens: string[] = [];

/** Routes that fail inside the database with personal data among the query's parameters. */
const failingQueries = fp(async (app) => {
  app.post('/api/test/duplicate-holder', { config: { audience: 'public' } }, async () => {
    const [holder] = await app.db.select().from(policyHolders).limit(1);
    if (!holder) throw new Error('no holder to copy');
    await app.db
      .insert(policyHolders)
      .values({ ...holder, id: undefined } as typeof policyHolders.$inferInsert);
    return { ok: true };
  });
  app.get('/api/test/failing-lookup', { config: { audience: 'public' } }, async () => {
    await app.db.execute(sql`select ${idNumber}::text as id, ${email}::text as email, 1 / ${0} as boom`);
    return { ok: true };
  });
});

async function signedInCustomer(): Promise<Customer> {
  const user = await createSignedInUser(h.accounts, 'retail', idNumber, {
    ...retailAttributes(N),
    email,
    phone_number: mobile.international,
  });
  tokens.push(user.tokens.AccessToken, user.tokens.IdToken, user.tokens.RefreshToken);
  const created = await h.call(null, {
    method: 'POST',
    url: '/api/retail/createPolicyholder',
    headers: { authorization: `Bearer ${user.tokens.AccessToken}` },
    payload: {
      type: 'individual',
      id: { type: 'id', number: idNumber, country: 'ZA' },
      first_name: 'Lerato',
      last_name: 'Khumalo',
      email,
      cellphone: mobile.spaced,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return {
    principal: { audience: 'retail', sub: user.sub, username: idNumber, originJti: '' },
    token: user.tokens.AccessToken,
    holder: created.json(),
  };
}

beforeAll(async () => {
  logDir = mkdtempSync(join(tmpdir(), 'log-privacy-'));
  h = await startClaimsHarness({ seed: true, beforeModules: [failingQueries], config: { LOG_DIR: logDir } });
  lines = captureLogs(h.app.log);
  const idp = h.accounts.idp;
  const retailPool = idp.retail;

  // Sign up (with a mobile number), confirm, sign in; a wrong password; a password reset and a new sign-in.
  const customer = await signedInCustomer();
  expect((await passwordSignIn(idp, retailPool, idNumber, wrongPassword)).status).toBe(400);
  expect(
    (await idp.call('ForgotPassword', { ClientId: retailPool.clientId, Username: idNumber })).status,
  ).toBe(200);
  const reset = await idp.call('ConfirmForgotPassword', {
    ClientId: retailPool.clientId,
    Username: idNumber,
    ConfirmationCode: await idp.latestCode(email),
    Password: newPassword,
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const again = tokensOf(await passwordSignIn(idp, retailPool, idNumber, newPassword));
  tokens.push(again.AccessToken, again.IdToken, again.RefreshToken);

  // The public account checks, with the ID number, email and username in bodies.
  await h.call(null, {
    method: 'POST',
    url: '/api/retail/signUpCheck',
    payload: { idNumber, email, preferredUsername: `lerato${N}` },
  });
  await h.call(null, {
    method: 'POST',
    url: '/api/retail/user/checkUsername',
    payload: { userName: `lerato${N}` },
  });
  await h.call(null, { method: 'POST', url: '/api/retail/sendForgotUsernameMail', payload: { idNumber } });

  // Look-ups that carry the ID number in their query strings (spec 000 §7), one on no route at all, and in
  // bodies: the caller's own and someone else's.
  for (const url of [
    `/api/retail/user/getAdminUser?userName=${idNumber}`,
    `/api/retail/no-such-route?idNumber=${idNumber}&email=${email}`,
  ])
    await h.call(customer, { method: 'GET', url });
  for (const id of [idNumber, spouseId])
    await h.call(customer, {
      method: 'POST',
      url: '/api/retail/getPolicyHolderByIdNumber',
      payload: { idNumber: id },
    });

  // Apply (spouse ID number, bank account), claim (claimant mobile, bank account) with a document.
  const policy = await issueFuneralPolicy(h, customer, N);
  const claim = await submitClaimViaApi(
    h,
    customer,
    claimInput(policy, customer, {
      claimant: {
        firstName: 'Lerato',
        lastName: 'Khumalo',
        idNumber,
        relation: 'main_member',
        mobile: mobile.spaced,
      },
    }),
  );
  const upload = await h.call(customer, {
    method: 'POST',
    url: '/api/retail/funeral/policy/uploadDocuments',
    payload: formData({ claimId: claim.claimId, kind: 'death_certificate', description: `ID ${spouseId}` }, [
      { field: 'file', name: `death-${spouseId}.pdf`, bytes: samplePdf('death') },
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  // A claim refused by validation: the body with the personal values is not logged either.
  await h.call(customer, {
    method: 'POST',
    url: '/api/retail/funeral/claims/submitClaim',
    payload: { ...claimInput(policy, customer), saId: `${spouseId}x`, amount: -1 },
  });

  // A client error report that carries personal data (a careless client): scrubbed before it is written.
  await h.call(customer, {
    method: 'POST',
    url: '/api/retail/sagaLog',
    payload: {
      category: 'error',
      details: { message: `SignUp failed for ${idNumber} ${email} ${mobile.international}` },
    },
  });

  // An employee: the roster look-up with salary reference and ID number, sign-up and sign-in.
  await h.call(null, {
    method: 'GET',
    url: `/api/employee/getEmployeeData?salaryReferenceNumber=${THABO.salaryReferenceNumber}&idNumber=${THABO.idNumber}`,
  });
  const employee = await createSignedInUser(
    h.accounts,
    'employee',
    THABO.salaryReferenceNumber,
    employeeAttributes(THABO, 'thabo61'),
  );
  tokens.push(employee.tokens.AccessToken, employee.tokens.IdToken, employee.tokens.RefreshToken);
  await h.call(null, {
    method: 'GET',
    url: `/api/employee/getPolicyHolderByIdNumber?idNumber=${THABO.idNumber}`,
    headers: { authorization: `Bearer ${employee.tokens.AccessToken}` },
  });

  // An operator mistypes the password, then signs in.
  await h.call(null, {
    method: 'POST',
    url: '/api/operator/login',
    payload: { name: DEMO_OPERATOR.name, pass: operatorWrongPassword },
  });
  await h.call(null, {
    method: 'POST',
    url: '/api/operator/login',
    payload: { name: DEMO_OPERATOR.name, pass: DEMO_OPERATOR.password },
  });

  // Queries that fail in the database with personal data in their parameters.
  expect(
    (await h.call(null, { method: 'POST', url: '/api/test/duplicate-holder', payload: {} })).statusCode,
  ).toBe(409);
  expect((await h.call(null, { method: 'GET', url: '/api/test/failing-lookup' })).statusCode).toBe(500);
}, 120_000);

afterAll(async () => {
  await h.close();
  rmSync(logDir, { recursive: true, force: true });
});

/** Every code the outbox sent (sign-up confirmations, password resets). */
async function codesSent(): Promise<string[]> {
  const texts = await h.accounts.idp.outboxTexts();
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\b(\d{6})\b/g)].map((match) => match[1] ?? ''))),
  ];
}

/** Every line of the client-log files (the log sink's monthly files). */
function sinkLines(): string[] {
  return readdirSync(logDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.txt'))
    .flatMap((name) => readFileSync(join(logDir, name), 'utf8').split('\n'))
    .filter((line) => line !== '');
}

describe('private logs', () => {
  it('wrote the lines the journey should leave (so the search below searches something)', () => {
    expect(lines.length).toBeGreaterThan(60);
    expect(lines.some((line) => line.includes('"route":"/api/retail/getPolicyHolderByIdNumber"'))).toBe(true);
    expect(lines.some((line) => line.includes('"idp request refused"'))).toBe(true);
    expect(sinkLines().some((line) => line.includes('SignUp failed for [number] [email] [number]'))).toBe(
      true,
    );
  });

  it('never carries an ID number, email, mobile number, password, token, code or account number', async () => {
    const codes = await codesSent();
    expect(codes.length).toBeGreaterThanOrEqual(3);
    const secrets: [string, string][] = [
      ['the customer ID number', idNumber],
      ['the spouse ID number', spouseId],
      ['the employee ID number', THABO.idNumber],
      ['the email', email],
      ['the employee email', THABO.email],
      ['the mobile (+27)', mobile.international],
      ['the mobile (local)', mobile.local],
      ['the mobile (spaced)', mobile.spaced],
      ['the password', TEST_PASSWORD],
      ['the wrong password', wrongPassword],
      ['the new password', newPassword],
      ['the operator password', DEMO_OPERATOR.password],
      ['the operator wrong password', operatorWrongPassword],
      ...bankAccounts.map((account): [string, string] => ['a bank account number', account]),
      ...tokens.map((token): [string, string] => ['a token', token.slice(-24)]),
    ];
    const written = [...lines, ...sinkLines()];
    const hits: string[] = [];
    for (const line of written) {
      for (const [name, value] of secrets)
        if (line.includes(value)) hits.push(`${name}: ${line.slice(0, 300)}`);
      for (const code of codes)
        if (new RegExp(`(?<![\\d.])${code}(?![\\d.])`).test(line))
          hits.push(`a code ${code}: ${line.slice(0, 300)}`);
    }
    expect(hits).toEqual([]);
  });

  it('keeps what support needs on a failed query: class, safe message, query text, route and request id', () => {
    const failed = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.route === '/api/test/failing-lookup' && entry.err);
    expect(failed.length).toBeGreaterThan(0);
    const entry = failed[0] as { err: Record<string, unknown>; reqId: string };
    expect(entry.reqId).toEqual(expect.any(String));
    expect(entry.err).toMatchObject({
      type: expect.any(String),
      sqlState: '22012',
      query: expect.stringContaining('$1::text'),
    });
    const duplicate = lines.find(
      (line) => line.includes('"route":"/api/test/duplicate-holder"') && line.includes('"sqlState":"23505"'),
    );
    expect(duplicate, 'the unique violation is logged with its SQLSTATE').toBeDefined();
  });
});
