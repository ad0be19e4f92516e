import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeResult } from './custom-auth.js';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { configureAmplify } from './testing/amplify-client.js';
import {
  challengeOf,
  createQuiz,
  customAuthCalls,
  errorOf,
  INCORRECT,
  INVALID_SESSION,
  refusal,
} from './testing/custom-auth-quiz.js';
import { registerUser, TEST_PASSWORD, tokensOf } from './testing/flows.js';
import { createSrpClient } from './testing/srp-client.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/**
 * CUSTOM_AUTH over the wire with test hooks (a question whose answer is "blue"): the hosted challenge
 * loop, the Session rules, and CUSTOM_AUTH starting with SRP.
 */
const clock = new FakeClock(new Date('2026-05-04T08:00:00Z'));
const quiz = createQuiz();
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
  harness.app.idp.setCustomAuth('employee', quiz.hooks);
  await registerUser(harness, harness.employee, 'EMP2001', {
    email: 'emp2001@example.co.za',
    preferred_username: 'zanele',
  });
});
afterAll(async () => {
  await harness.close();
});
afterEach(() => {
  quiz.reset();
  harness.app.idp.setCustomAuth('employee', quiz.hooks);
});

const { start, answer } = customAuthCalls(() => harness);

describe('the challenge loop', () => {
  it('asks the custom challenge and issues tokens after the right answer', async () => {
    const first = await start('zanele');
    expect(first.status).toBe(200);
    expect(first.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(typeof first.body.Session).toBe('string');
    // Public parameters plus the pool username (an alias sign-in answers with the real username).
    expect(first.body.ChallengeParameters).toEqual({ question: 'Favourite colour?', USERNAME: 'EMP2001' });
    expect(JSON.stringify(first.body)).not.toContain('blue');

    const done = await answer(first, 'blue');
    expect(done.status).toBe(200);
    expect(done.body.ChallengeName).toBeUndefined();
    const tokens = tokensOf(done);
    const claims = JSON.parse(
      Buffer.from(tokens.IdToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims['cognito:username']).toBe('EMP2001');

    // The hooks' events, in the hosted shape.
    expect(quiz.seen.define.map((event) => event.request.session)).toEqual([
      [],
      [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'round-1' }],
    ]);
    const [defined] = quiz.seen.define;
    expect(defined).toMatchObject({
      pool: 'employee',
      userName: 'EMP2001',
      request: { userNotFound: false },
    });
    expect(defined?.request.userAttributes).toMatchObject({
      email: 'emp2001@example.co.za',
      'cognito:user_status': 'CONFIRMED',
    });
    expect(defined?.request.userAttributes.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(quiz.seen.create[0]?.request).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      session: [],
      userNotFound: false,
    });
    expect(quiz.seen.verify[0]?.request).toMatchObject({
      privateChallengeParameters: { answer: 'blue' },
      challengeAnswer: 'blue',
      userNotFound: false,
    });
  });

  it('asks again after a wrong answer, with a fresh Session, and fails after three wrong answers', async () => {
    const first = await start('EMP2001');
    const second = await answer(first, 'red');
    expect(second.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(second.body.Session).not.toBe(first.body.Session);
    const third = await answer(second, 'green');
    expect(third.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(errorOf(await answer(third, 'yellow'))).toEqual(INCORRECT);

    const results: ChallengeResult[] = ['round-1', 'round-2', 'round-3'].map((challengeMetadata) => ({
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata,
    }));
    expect(quiz.seen.define.at(-1)?.request.session).toEqual(results);
    expect(quiz.seen.create.map((event) => event.request.session.length)).toEqual([0, 1, 2]);
  });

  it('lets a later right answer through after a wrong one', async () => {
    const first = await start('EMP2001');
    const second = await answer(first, 'red');
    expect(tokensOf(await answer(second, 'blue')).AccessToken).toBeTruthy();
  });
});

describe('sessions', () => {
  it('refuses a Session used twice', async () => {
    const first = await start('EMP2001');
    await answer(first, 'red');
    expect(errorOf(await answer(first, 'blue'))).toEqual(INVALID_SESSION);
  });

  it('refuses a Session older than 3 minutes', async () => {
    const first = await start('EMP2001');
    clock.advance(3 * 60 * 1000 + 1000);
    expect(errorOf(await answer(first, 'blue'))).toEqual(INVALID_SESSION);
    expect(quiz.seen.verify).toHaveLength(0);
  });

  it('refuses a made-up Session, an answer for another user and a missing ANSWER', async () => {
    const first = await start('EMP2001');
    expect(
      errorOf(await answer({ ...first, body: { ...first.body, Session: 'x'.repeat(128) } }, 'blue')),
    ).toEqual(INVALID_SESSION);
    const missing = await harness.call('RespondToAuthChallenge', {
      ClientId: harness.employee.clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: first.body.Session,
      ChallengeResponses: { USERNAME: 'EMP2001' },
    });
    expect(errorOf(missing)).toEqual(
      refusal('InvalidParameterException', 'Missing required parameter ANSWER'),
    );
    // The malformed request did not use the Session up; naming someone else does.
    expect(errorOf(await answer(first, 'blue', 'EMP9999'))).toEqual(INVALID_SESSION);
    expect(errorOf(await answer(first, 'blue'))).toEqual(INVALID_SESSION);
    expect(quiz.seen.verify).toHaveLength(0);
  });
});

describe('CUSTOM_AUTH starting with SRP (CUSTOM_WITH_SRP)', () => {
  const startWithSrp = async (username: string) => {
    const client = createSrpClient();
    const initiated = await harness.call('InitiateAuth', {
      ClientId: harness.employee.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: username, CHALLENGE_NAME: 'SRP_A', SRP_A: client.A },
    });
    const challenge = challengeOf(initiated);
    const verify = (password: string) =>
      harness.call('RespondToAuthChallenge', {
        ClientId: harness.employee.clientId,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: client.respond({ poolName: harness.employee.srpPoolName, password, challenge }),
      });
    return { initiated, verify };
  };

  it('asks for the password first when define says so, then the custom challenge', async () => {
    const { initiated, verify } = await startWithSrp('zanele');
    expect(initiated.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(Object.keys(challengeOf(initiated)).sort()).toEqual([
      'SALT',
      'SECRET_BLOCK',
      'SRP_B',
      'USERNAME',
      'USER_ID_FOR_SRP',
    ]);
    expect(quiz.seen.define[0]?.request.session).toEqual([{ challengeName: 'SRP_A', challengeResult: true }]);
    const custom = await verify(TEST_PASSWORD);
    expect(custom.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(quiz.seen.define[1]?.request.session).toEqual([
      { challengeName: 'SRP_A', challengeResult: true },
      { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
    ]);
    expect(tokensOf(await answer(custom, 'blue')).AccessToken).toBeTruthy();
  });

  it('requires SRP_A before running any hook', async () => {
    const result = await harness.call('InitiateAuth', {
      ClientId: harness.employee.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: 'EMP2001', CHALLENGE_NAME: 'SRP_A' },
    });
    expect(errorOf(result)).toEqual(refusal('InvalidParameterException', 'Missing required parameter SRP_A'));
    expect(quiz.seen.define).toHaveLength(0);
  });

  it('refuses a wrong password without asking define again', async () => {
    const { verify } = await startWithSrp('EMP2001');
    expect(errorOf(await verify('Wr0ng!Password'))).toEqual(INCORRECT);
    expect(quiz.seen.define).toHaveLength(1);
    expect(quiz.seen.create).toHaveLength(0);
  });

  it('runs through the real Amplify client', async () => {
    configureAmplify(harness.endpoint, harness.employee);
    const started = await signIn({
      username: 'EMP2001',
      password: TEST_PASSWORD,
      options: { authFlowType: 'CUSTOM_WITH_SRP' },
    });
    expect(started.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { question: 'Favourite colour?', USERNAME: 'EMP2001' },
    });
    expect(await confirmSignIn({ challengeResponse: 'blue' })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    await signOut();

    const again = await signIn({ username: 'zanele', options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    await expect(confirmSignIn({ challengeResponse: 'red' })).resolves.toMatchObject({ isSignedIn: false });
    expect((await confirmSignIn({ challengeResponse: 'blue' })).isSignedIn).toBe(true);
    await signOut();
  });
});
