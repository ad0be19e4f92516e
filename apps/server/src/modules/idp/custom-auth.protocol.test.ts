import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengeResult,
  CreateAuthChallengeEvent,
  CustomAuthTriggers,
  DefineAuthChallengeEvent,
  VerifyAuthChallengeEvent,
} from './custom-auth.js';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { configureAmplify } from './testing/amplify-client.js';
import { registerUser, TEST_PASSWORD, tokensOf } from './testing/flows.js';
import { createSrpClient } from './testing/srp-client.js';
import { FakeClock, startIdpHarness, type IdpHarness, type ProtocolResult } from './testing/harness.js';
import { findUserByUsername, updateUser } from './users-repo.js';

/**
 * CUSTOM_AUTH over the wire with test hooks (a question whose answer is "blue"): the hosted challenge loop,
 * the hooks' events, their failures, and the Session rules.
 */
const clock = new FakeClock(new Date('2026-05-04T08:00:00Z'));
let harness: IdpHarness;

/** What the hooks saw, and how the next hook call should misbehave (if at all). */
const seen = {
  define: [] as DefineAuthChallengeEvent[],
  create: [] as CreateAuthChallengeEvent[],
  verify: [] as VerifyAuthChallengeEvent[],
};
let misbehave: Partial<Record<keyof CustomAuthTriggers, () => unknown>> = {};

const QUESTION_HOOKS: CustomAuthTriggers = {
  defineAuthChallenge(event) {
    seen.define.push(structuredClone(event));
    if (misbehave.defineAuthChallenge) return misbehave.defineAuthChallenge() as never;
    const { session } = event.request;
    if (session.at(-1)?.challengeName === 'SRP_A') return { challengeName: 'PASSWORD_VERIFIER' };
    const answers = session.filter((entry) => entry.challengeName === 'CUSTOM_CHALLENGE');
    if (answers.at(-1)?.challengeResult) return { issueTokens: true, failAuthentication: false };
    if (answers.length >= 3) return { issueTokens: false, failAuthentication: true };
    return { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  },
  createAuthChallenge(event) {
    seen.create.push(structuredClone(event));
    if (misbehave.createAuthChallenge) return misbehave.createAuthChallenge() as never;
    return {
      publicChallengeParameters: { question: 'Favourite colour?' },
      privateChallengeParameters: { answer: 'blue' },
      challengeMetadata: `round-${event.request.session.length + 1}`,
    };
  },
  verifyAuthChallengeResponse(event) {
    seen.verify.push(structuredClone(event));
    if (misbehave.verifyAuthChallengeResponse) return misbehave.verifyAuthChallengeResponse() as never;
    return {
      answerCorrect: event.request.challengeAnswer === event.request.privateChallengeParameters.answer,
    };
  },
};

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
  harness.app.idp.setCustomAuth('employee', QUESTION_HOOKS);
  await registerUser(harness, harness.employee, 'EMP2001', {
    email: 'emp2001@example.co.za',
    preferred_username: 'zanele',
  });
});
afterAll(async () => {
  await harness.close();
});
afterEach(() => {
  misbehave = {};
  seen.define = [];
  seen.create = [];
  seen.verify = [];
  harness.app.idp.setCustomAuth('employee', QUESTION_HOOKS);
});

const start = (username: string, clientId = harness.employee.clientId) =>
  harness.call('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'CUSTOM_AUTH',
    AuthParameters: { USERNAME: username },
  });

const answer = (step: ProtocolResult, text: string, username = challengeOf(step).USERNAME) =>
  harness.call('RespondToAuthChallenge', {
    ClientId: harness.employee.clientId,
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: step.body.Session,
    ChallengeResponses: { USERNAME: username, ANSWER: text },
  });

const challengeOf = (step: ProtocolResult) => (step.body.ChallengeParameters ?? {}) as Record<string, string>;
const errorOf = (step: ProtocolResult) => ({ status: step.status, body: step.body });
const refusal = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });
const INCORRECT = refusal('NotAuthorizedException', 'Incorrect username or password.');
const INVALID_SESSION = refusal(
  'NotAuthorizedException',
  'Invalid session for the user, session is expired.',
);

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
    expect(seen.define.map((event) => event.request.session)).toEqual([
      [],
      [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'round-1' }],
    ]);
    const [defined] = seen.define;
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
    expect(seen.create[0]?.request).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      session: [],
      userNotFound: false,
    });
    expect(seen.verify[0]?.request).toMatchObject({
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
    expect(seen.define.at(-1)?.request.session).toEqual(results);
    expect(seen.create.map((event) => event.request.session.length)).toEqual([0, 1, 2]);
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
    expect(seen.verify).toHaveLength(0);
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
    expect(seen.verify).toHaveLength(0);
  });
});

describe('the hooks', () => {
  it('maps a thrown error to UserLambdaValidationException, naming the trigger', async () => {
    misbehave.defineAuthChallenge = () => {
      throw new Error('Roster is offline');
    };
    expect(errorOf(await start('EMP2001'))).toEqual(
      refusal('UserLambdaValidationException', 'DefineAuthChallenge failed with error Roster is offline.'),
    );
    misbehave = {
      createAuthChallenge: () => {
        throw new Error('No phone');
      },
    };
    expect(errorOf(await start('EMP2001'))).toEqual(
      refusal('UserLambdaValidationException', 'CreateAuthChallenge failed with error No phone.'),
    );
    misbehave = {};
    const first = await start('EMP2001');
    misbehave.verifyAuthChallengeResponse = () => Promise.reject(new Error('Timed out'));
    expect(errorOf(await answer(first, 'blue'))).toEqual(
      refusal('UserLambdaValidationException', 'VerifyAuthChallengeResponse failed with error Timed out.'),
    );
  });

  it('refuses answers it cannot read with InvalidLambdaResponseException', async () => {
    const unreadable = refusal('InvalidLambdaResponseException', 'Unrecognizable lambda output');
    const cases: Partial<Record<keyof CustomAuthTriggers, () => unknown>>[] = [
      { defineAuthChallenge: () => ({ challengeName: 'SMS_MFA' }) },
      { defineAuthChallenge: () => ({}) },
      // PASSWORD_VERIFIER only straight after SRP_A.
      { defineAuthChallenge: () => ({ challengeName: 'PASSWORD_VERIFIER' }) },
      { defineAuthChallenge: () => ({ issueTokens: 'yes' }) },
      { defineAuthChallenge: () => null },
      { createAuthChallenge: () => ({ publicChallengeParameters: { attempts: 3 } }) },
      { createAuthChallenge: () => ({ privateChallengeParameters: ['blue'] }) },
      { createAuthChallenge: () => 'blue' },
    ];
    for (const hooks of cases) {
      misbehave = hooks;
      expect(errorOf(await start('EMP2001'))).toEqual(unreadable);
    }
    misbehave = {};
    const first = await start('EMP2001');
    misbehave.verifyAuthChallengeResponse = () => ({ answerCorrect: 'true' });
    expect(errorOf(await answer(first, 'blue'))).toEqual(unreadable);
  });

  it('fails the sign-in when define says so, before any challenge', async () => {
    misbehave.defineAuthChallenge = () => ({ failAuthentication: true, issueTokens: true });
    expect(errorOf(await start('EMP2001'))).toEqual(INCORRECT);
    expect(seen.create).toHaveLength(0);
  });

  it('issues tokens straight away when define says so', async () => {
    misbehave.defineAuthChallenge = () => ({ issueTokens: true });
    expect(tokensOf(await start('EMP2001')).RefreshToken).toBeTruthy();
  });

  it('refuses CUSTOM_AUTH when the pool has no custom-auth hooks, and on a client that does not allow it', async () => {
    harness.app.idp.setCustomAuth('employee', null);
    expect(errorOf(await start('EMP2001'))).toEqual(
      refusal('InvalidParameterException', 'Custom auth lambda trigger is not configured for the user pool.'),
    );
    expect(errorOf(await start('6001015009082', harness.retail.clientId))).toEqual(
      refusal('InvalidParameterException', 'CUSTOM_AUTH flow not enabled for this client'),
    );
  });
});

describe('who is signing in', () => {
  it('runs the hooks with userNotFound for an unknown name, and never issues tokens for it', async () => {
    const first = await start('NOBODY1');
    expect(first.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(first.body.ChallengeParameters).toEqual({ question: 'Favourite colour?', USERNAME: 'NOBODY1' });
    expect(seen.define[0]?.request).toEqual({ userAttributes: {}, session: [], userNotFound: true });
    expect(seen.create[0]?.request.userNotFound).toBe(true);
    expect(errorOf(await answer(first, 'blue'))).toEqual(INCORRECT);
    expect(seen.verify[0]?.request.userNotFound).toBe(true);
  });

  it('refuses a disabled user and an unconfirmed one only after the challenges', async () => {
    await registerUser(harness, harness.employee, 'EMP2002', { email: 'emp2002@example.co.za' });
    const row = await findUserByUsername(harness.app.db, 'employee', 'EMP2002');
    await updateUser(harness.app.db, row?.id ?? '', { enabled: false });
    const disabled = await start('EMP2002');
    expect(disabled.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(errorOf(await answer(disabled, 'blue'))).toEqual(
      refusal('NotAuthorizedException', 'User is disabled.'),
    );

    const signUp = await harness.call('SignUp', {
      ClientId: harness.employee.clientId,
      Username: 'EMP2003',
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: 'emp2003@example.co.za' }],
    });
    expect(signUp.status).toBe(200);
    const unconfirmed = await start('EMP2003');
    expect(errorOf(await answer(unconfirmed, 'blue'))).toEqual(
      refusal('UserNotConfirmedException', 'User is not confirmed.'),
    );
  });

  it('answers UserNotFoundException for an unknown name on a LEGACY app client', async () => {
    const legacy = await startIdpHarness({ config: { IDP_USER_EXISTENCE_ERRORS: 'LEGACY' } });
    try {
      legacy.app.idp.setCustomAuth('employee', QUESTION_HOOKS);
      const result = await legacy.call('InitiateAuth', {
        ClientId: legacy.employee.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: 'NOBODY2' },
      });
      expect(errorOf(result)).toEqual(
        refusal('UserNotFoundException', 'Username/client id combination not found.'),
      );
      expect(seen.define).toHaveLength(0);
    } finally {
      await legacy.close();
    }
  });

  it('requires USERNAME', async () => {
    const result = await harness.call('InitiateAuth', {
      ClientId: harness.employee.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: {},
    });
    expect(errorOf(result)).toEqual(
      refusal('InvalidParameterException', 'Missing required parameter USERNAME'),
    );
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
    expect(seen.define[0]?.request.session).toEqual([{ challengeName: 'SRP_A', challengeResult: true }]);
    const custom = await verify(TEST_PASSWORD);
    expect(custom.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(seen.define[1]?.request.session).toEqual([
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
    expect(seen.define).toHaveLength(0);
  });

  it('refuses a wrong password without asking define again', async () => {
    const { verify } = await startWithSrp('EMP2001');
    expect(errorOf(await verify('Wr0ng!Password'))).toEqual(INCORRECT);
    expect(seen.define).toHaveLength(1);
    expect(seen.create).toHaveLength(0);
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
