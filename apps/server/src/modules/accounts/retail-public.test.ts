import { ERROR_CATALOGUE, FORGOT_USERNAME_SENT_MESSAGE } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type TestUser,
} from './testing/harness.js';
import { retailAttributes, testSaId } from './testing/people.js';

let h: AccountsHarness;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  h = await startAccountsHarness();
  alice = await createSignedInUser(h, 'retail', testSaId(1), retailAttributes(1));
  bob = await createSignedInUser(h, 'retail', testSaId(2), retailAttributes(2));
});
afterAll(async () => {
  await h.close();
});

const errorOf = (result: { body: Record<string, unknown> }) => result.body.error as Record<string, unknown>;

describe('POST api/retail/signUpCheck', () => {
  const check = (idNumber: string, preferredUsername: string) =>
    h.api({ method: 'POST', url: '/api/retail/signUpCheck', body: { idNumber, preferredUsername } });

  it('says available when both are free', async () => {
    expect((await check(testSaId(90), 'someone.new')).body).toEqual({ available: true });
  });

  it('refuses a registered ID number or a taken username with the catalogue texts', async () => {
    const id = await check(alice.username, 'someone.new');
    expect(id.status).toBe(409);
    expect(errorOf(id).message).toBe(ERROR_CATALOGUE.ID_ALREADY_REGISTERED);
    const name = await check(testSaId(90), 'lerato2');
    expect(name.status).toBe(409);
    expect(errorOf(name).message).toBe('Username is not available. Please try another username');
  });

  it('has the unconfirmed-account variants', async () => {
    const signUp = await h.idp.call('SignUp', {
      ClientId: h.idp.retail.clientId,
      Username: testSaId(91),
      Password: TEST_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: 'pending@example.co.za' },
        { Name: 'preferred_username', Value: 'pending.user' },
      ],
    });
    expect(signUp.status).toBe(200);
    const id = await check(testSaId(91), 'another.name');
    expect(errorOf(id)).toMatchObject({
      code: 'ID_REGISTERED_UNCONFIRMED',
      message: ERROR_CATALOGUE.ID_REGISTERED_UNCONFIRMED,
    });
    const name = await check(testSaId(92), 'pending.user');
    expect(errorOf(name)).toMatchObject({
      code: 'USERNAME_TAKEN_UNCONFIRMED',
      message: ERROR_CATALOGUE.USERNAME_TAKEN_UNCONFIRMED,
    });
  });

  it('validates the ID number', async () => {
    expect((await check('1234567890123', 'x.y')).status).toBe(400);
  });
});

describe('retail pre-sign-up hook', () => {
  const signUp = (username: string, attributes: Record<string, string>) =>
    h.idp.call('SignUp', {
      ClientId: h.idp.retail.clientId,
      Username: username,
      Password: TEST_PASSWORD,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    });

  it('refuses a username that is not a valid SA ID number', async () => {
    const result = await signUp('lerato99', { email: 'x@example.co.za' });
    expect(result.errorType).toBe('UserLambdaValidationException');
    expect(result.body.message).toBe(
      'PreSignUp failed with error Please enter a valid 13-digit South African ID number.',
    );
  });

  it('refuses a registered ID number or a taken preferred username with the catalogue texts', async () => {
    const id = await signUp(alice.username, { email: 'x@example.co.za' });
    expect(id.body.message).toBe(`PreSignUp failed with error ${ERROR_CATALOGUE.ID_ALREADY_REGISTERED}.`);
    const name = await signUp(testSaId(95), { email: 'x@example.co.za', preferred_username: 'LERATO1' });
    expect(name.errorType).toBe('UserLambdaValidationException');
    expect(name.body.message).toBe(`PreSignUp failed with error ${ERROR_CATALOGUE.USERNAME_TAKEN}.`);
    expect(await h.app.idp.adminGetUser('retail', testSaId(95))).toBeNull();
  });
});

describe('POST api/retail/user/checkUsername', () => {
  const check = (userName: string) =>
    h.api({ method: 'POST', url: '/api/retail/user/checkUsername', body: { userName } });

  it('never turns a username into an ID number: a known and an unknown name get the same answer', async () => {
    const known = await check('lerato1');
    const unknown = await check('nobody');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ userName: 'lerato1' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ userName: 'nobody' });
    for (const result of [known, unknown]) {
      const text = JSON.stringify(result.body);
      expect(text).not.toContain(alice.username);
      expect(text).not.toContain('@');
    }
  });

  it('answers 422 with the catalogue text for what cannot be a username', async () => {
    const result = await check('no such name');
    expect(result.status).toBe(422);
    expect(errorOf(result).message).toBe('Username not found, Please enter correct username');
  });
});

describe('POST api/retail/sendForgotUsernameMail', () => {
  it('mails both usernames to the verified email on file (the ID number by its last digits only), never to an address in the request', async () => {
    const result = await h.api({
      method: 'POST',
      url: '/api/retail/sendForgotUsernameMail',
      body: {
        idNumber: bob.username,
        userEmail: 'attacker@evil.example',
        firstName: 'x',
        preferredUsername: 'y',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: FORGOT_USERNAME_SENT_MESSAGE });
    const toBob = await h.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, bob.email));
    const mail = toBob.find((row) => row.subject === 'Your Telkom Cover username');
    // an email is no place for a whole ID number: the customer typed it to ask, and knows it
    expect(mail?.text).not.toContain(bob.username);
    expect(mail?.text).toContain(`your South African ID number (the one ending ${bob.username.slice(-4)})`);
    expect(mail?.text).toContain('lerato2');
    const toAttacker = await h.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'attacker@evil.example'));
    expect(toAttacker).toHaveLength(0);
  });

  it('answers an unknown ID number exactly as a known one, and mails nobody', async () => {
    const before = await h.app.db.select().from(outboxMessages);
    const result = await h.api({
      method: 'POST',
      url: '/api/retail/sendForgotUsernameMail',
      body: { idNumber: testSaId(98) },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: FORGOT_USERNAME_SENT_MESSAGE });
    expect(await h.app.db.select().from(outboxMessages)).toHaveLength(before.length);
  });
});

describe('public look-ups are rate-limited', () => {
  it('allows 20 sign-up checks per 10 minutes per IP', async () => {
    const call = (index: number, remoteAddress: string) =>
      h.api({
        method: 'POST',
        url: '/api/retail/signUpCheck',
        body: { idNumber: testSaId(60 + index), preferredUsername: `free.name${index}` },
        remoteAddress,
      });
    for (let i = 0; i < 20; i += 1) expect((await call(i, '10.0.0.7')).status).toBe(200);
    const limited = await call(20, '10.0.0.7');
    expect(limited.status).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect((await call(21, '10.0.0.8')).status).toBe(200);
  });

  it('allows 10 questions about one ID number per 10 minutes, from any addresses', async () => {
    const body = { idNumber: testSaId(41), preferredUsername: 'another.free.name' };
    const call = (index: number) =>
      h.api({ method: 'POST', url: '/api/retail/signUpCheck', body, remoteAddress: `10.1.0.${index}` });
    for (let i = 0; i < 10; i += 1) expect((await call(i)).status).toBe(200);
    const limited = await call(10);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toMatch(
      /^Too many requests about this\. Please try again in \d+ minutes\.$/,
    );
    // Another ID number from the same address is still answered.
    const other = await h.api({
      method: 'POST',
      url: '/api/retail/signUpCheck',
      body: { idNumber: testSaId(42), preferredUsername: 'third.free.name' },
      remoteAddress: '10.1.0.10',
    });
    expect(other.status).toBe(200);
  });

  it('limits reminders about one ID number to 3 an hour', async () => {
    const call = (index: number) =>
      h.api({
        method: 'POST',
        url: '/api/retail/sendForgotUsernameMail',
        body: { idNumber: testSaId(43) },
        remoteAddress: `10.2.0.${index}`,
      });
    for (let i = 0; i < 3; i += 1) expect((await call(i)).status).toBe(200);
    expect((await call(3)).status).toBe(429);
  });
});
