import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomAuthTriggers } from './custom-auth.js';
import { createQuiz, customAuthCalls, errorOf, INCORRECT, refusal } from './testing/custom-auth-quiz.js';
import { registerUser, TEST_PASSWORD, tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';
import { findUserByUsername, updateUser } from './users-repo.js';

/**
 * CUSTOM_AUTH's hooks over the wire (the test question): their failures and answers of the wrong shape, a
 * pool without hooks, and who may sign in (unknown names, disabled and unconfirmed users).
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

describe('the hooks', () => {
  it('maps a thrown error to UserLambdaValidationException, naming the trigger', async () => {
    quiz.misbehave.defineAuthChallenge = () => {
      throw new Error('Roster is offline');
    };
    expect(errorOf(await start('EMP2001'))).toEqual(
      refusal('UserLambdaValidationException', 'DefineAuthChallenge failed with error Roster is offline.'),
    );
    quiz.misbehave = {
      createAuthChallenge: () => {
        throw new Error('No phone');
      },
    };
    expect(errorOf(await start('EMP2001'))).toEqual(
      refusal('UserLambdaValidationException', 'CreateAuthChallenge failed with error No phone.'),
    );
    quiz.misbehave = {};
    const first = await start('EMP2001');
    quiz.misbehave.verifyAuthChallengeResponse = () => Promise.reject(new Error('Timed out'));
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
      quiz.misbehave = hooks;
      expect(errorOf(await start('EMP2001'))).toEqual(unreadable);
    }
    quiz.misbehave = {};
    const first = await start('EMP2001');
    quiz.misbehave.verifyAuthChallengeResponse = () => ({ answerCorrect: 'true' });
    expect(errorOf(await answer(first, 'blue'))).toEqual(unreadable);
  });

  it('fails the sign-in when define says so, before any challenge', async () => {
    quiz.misbehave.defineAuthChallenge = () => ({ failAuthentication: true, issueTokens: true });
    expect(errorOf(await start('EMP2001'))).toEqual(INCORRECT);
    expect(quiz.seen.create).toHaveLength(0);
  });

  it('issues tokens straight away when define says so', async () => {
    quiz.misbehave.defineAuthChallenge = () => ({ issueTokens: true });
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
    expect(quiz.seen.define[0]?.request).toEqual({ userAttributes: {}, session: [], userNotFound: true });
    expect(quiz.seen.create[0]?.request.userNotFound).toBe(true);
    expect(errorOf(await answer(first, 'blue'))).toEqual(INCORRECT);
    expect(quiz.seen.verify[0]?.request.userNotFound).toBe(true);
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
      legacy.app.idp.setCustomAuth('employee', quiz.hooks);
      const result = await legacy.call('InitiateAuth', {
        ClientId: legacy.employee.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: 'NOBODY2' },
      });
      expect(errorOf(result)).toEqual(
        refusal('UserNotFoundException', 'Username/client id combination not found.'),
      );
      expect(quiz.seen.define).toHaveLength(0);
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
