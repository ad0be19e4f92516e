import type { AddressInfo } from 'node:net';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { configureAmplify } from '../idp/testing/amplify-client.js';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { rosterCodeText, ROSTER_CODE_FLOOD } from './roster-code-sign-in.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { employeeAttributes, NOMVULA, PIETER, THABO } from './testing/people.js';

/**
 * Sign-in by a code texted to the roster cellphone (CUSTOM_AUTH in the employee pool), driven by the real
 * Amplify v6 client against the listening app with the accounts module and the demo roster.
 */
let h: AccountsHarness;
let endpoint: string;

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/idp`;
  await createSignedInUser(h, 'employee', THABO.salaryReferenceNumber, employeeAttributes(THABO, 'thabo'));
  await createSignedInUser(
    h,
    'employee',
    NOMVULA.salaryReferenceNumber,
    employeeAttributes(NOMVULA, 'nomvula'),
  );
  await createSignedInUser(h, 'employee', PIETER.salaryReferenceNumber, employeeAttributes(PIETER, 'pieter'));
});
afterAll(async () => {
  await h.close();
});
afterEach(async () => {
  await signOut().catch(() => undefined);
});

const codeTextsTo = async (cellphone: string) =>
  (await h.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, cellphone)))
    .map((row) => row.text)
    .filter((text) => text.includes('is your code to sign in'));

const signInByCode = (username: string) =>
  signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });

/** The step's additionalInfo, failing the test on any other step. */
function customChallengeOf(result: Awaited<ReturnType<typeof signIn>>) {
  if (result.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
    throw new Error(`unexpected step ${result.nextStep.signInStep}`);
  }
  return result.nextStep.additionalInfo ?? {};
}

/** A wrong code for the one sent (any other 6 digits). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('employee sign-in by a roster SMS code', () => {
  it('texts a code to the roster cellphone and signs in with it', async () => {
    configureAmplify(endpoint, h.idp.employee);
    const before = (await codeTextsTo(THABO.cellphone)).length;
    const started = await signInByCode(THABO.salaryReferenceNumber);
    expect(started.isSignedIn).toBe(false);
    expect(customChallengeOf(started)).toEqual({
      method: 'ROSTER_SMS',
      destination: '+27*****0001',
      USERNAME: THABO.salaryReferenceNumber,
    });
    const texts = await codeTextsTo(THABO.cellphone);
    expect(texts).toHaveLength(before + 1);
    const code = await h.latestCode(THABO.cellphone);
    expect(texts.at(-1)).toBe(rosterCodeText(code));
    expect(texts.at(-1)).toBe(
      `Telkom Cover: ${code} is your code to sign in. It expires in 3 minutes. Never share it.`,
    );

    const done = await confirmSignIn({ challengeResponse: code });
    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload['cognito:username']).toBe(THABO.salaryReferenceNumber);
  });

  it('works from the preferred username too, and keeps the code after a wrong answer', async () => {
    configureAmplify(endpoint, h.idp.employee);
    const started = await signInByCode('nomvula');
    expect(customChallengeOf(started)).toMatchObject({ USERNAME: NOMVULA.salaryReferenceNumber });
    const sent = (await codeTextsTo(NOMVULA.cellphone)).length;
    const code = await h.latestCode(NOMVULA.cellphone);

    const retry = await confirmSignIn({ challengeResponse: wrong(code) });
    expect(customChallengeOf(retry)).toEqual({
      method: 'ROSTER_SMS',
      destination: '+27*****0002',
      USERNAME: NOMVULA.salaryReferenceNumber,
    });
    // No second text: the code already sent still counts.
    expect(await codeTextsTo(NOMVULA.cellphone)).toHaveLength(sent);
    expect((await confirmSignIn({ challengeResponse: code })).isSignedIn).toBe(true);
  });

  it('refuses the sign-in after three wrong codes, even the right one after that', async () => {
    configureAmplify(endpoint, h.idp.employee);
    await signInByCode(THABO.salaryReferenceNumber);
    const code = await h.latestCode(THABO.cellphone);
    customChallengeOf(await confirmSignIn({ challengeResponse: wrong(code) }));
    customChallengeOf(await confirmSignIn({ challengeResponse: 'abcdef' }));
    await expect(confirmSignIn({ challengeResponse: wrong(wrong(code)) })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('refuses a code once its 3 minutes are over', async () => {
    configureAmplify(endpoint, h.idp.employee);
    await signInByCode(THABO.salaryReferenceNumber);
    const code = await h.latestCode(THABO.cellphone);
    h.clock.advance(3 * 60 * 1000 + 1000);
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('refuses an expired code under a live Session, and then texts a new one', async () => {
    configureAmplify(endpoint, h.idp.employee);
    await signInByCode(NOMVULA.salaryReferenceNumber);
    const first = await h.latestCode(NOMVULA.cellphone);
    h.clock.advance(2 * 60 * 1000 + 50_000);
    customChallengeOf(await confirmSignIn({ challengeResponse: wrong(first) }));
    const sent = (await codeTextsTo(NOMVULA.cellphone)).length;
    h.clock.advance(20_000);
    // The Session is 20 s old, the code 3 min 10 s: refused, and a fresh code goes out.
    customChallengeOf(await confirmSignIn({ challengeResponse: first }));
    expect(await codeTextsTo(NOMVULA.cellphone)).toHaveLength(sent + 1);
    const second = await h.latestCode(NOMVULA.cellphone);
    expect((await confirmSignIn({ challengeResponse: second })).isSignedIn).toBe(true);
  });

  it('answers a name with no account, or no roster cellphone, the same way and texts nobody', async () => {
    configureAmplify(endpoint, h.idp.employee);
    const outboxSize = (await h.app.db.select().from(outboxMessages)).length;
    const unknown = customChallengeOf(await signInByCode('88888888'));
    expect(unknown).toEqual({
      method: 'ROSTER_SMS',
      destination: expect.stringMatching(/^\+27\*{5}\d{4}$/) as unknown,
      USERNAME: '88888888',
    });
    // Asking again gives the same made-up number.
    customChallengeOf(await confirmSignIn({ challengeResponse: '123456' }));
    expect(customChallengeOf(await signInByCode('88888888')).destination).toBe(unknown.destination);

    await h.app.idp.adminCreateUser('employee', {
      username: '77777777',
      attributes: { email: 'off.roster@example.co.za' },
      suppressMessage: true,
    });
    const offRoster = customChallengeOf(await signInByCode('77777777'));
    expect(offRoster).toEqual({
      method: 'ROSTER_SMS',
      destination: expect.stringMatching(/^\+27\*{5}\d{4}$/) as unknown,
      USERNAME: '77777777',
    });
    for (let attempt = 1; attempt < 3; attempt += 1) {
      customChallengeOf(await confirmSignIn({ challengeResponse: String(100000 + attempt) }));
    }
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await h.app.db.select().from(outboxMessages)).toHaveLength(outboxSize);
  });

  it('refuses more than five codes an hour for one employee', async () => {
    configureAmplify(endpoint, h.idp.employee);
    for (let sent = 0; sent < 5; sent += 1)
      customChallengeOf(await signInByCode(PIETER.salaryReferenceNumber));
    expect(await codeTextsTo(PIETER.cellphone)).toHaveLength(5);
    await expect(signInByCode(PIETER.salaryReferenceNumber)).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: `CreateAuthChallenge failed with error ${ROSTER_CODE_FLOOD}.`,
    });
    expect(await codeTextsTo(PIETER.cellphone)).toHaveLength(5);
  });

  it('does not take a password first (CUSTOM_WITH_SRP is refused)', async () => {
    configureAmplify(endpoint, h.idp.employee);
    await expect(
      signIn({
        username: THABO.salaryReferenceNumber,
        password: TEST_PASSWORD,
        options: { authFlowType: 'CUSTOM_WITH_SRP' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('is refused in the retail pool', async () => {
    configureAmplify(endpoint, h.idp.retail);
    await expect(signInByCode('9001015009087')).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'CUSTOM_AUTH flow not enabled for this client',
    });
  });
});
