import type {
  CreateAuthChallengeEvent,
  CustomAuthTriggers,
  DefineAuthChallengeEvent,
  VerifyAuthChallengeEvent,
} from '../custom-auth.js';
import type { IdpHarness, ProtocolResult } from './harness.js';

/**
 * Test hooks for CUSTOM_AUTH: a question whose answer is "blue", asked up to three times; a correct answer
 * issues tokens, and a started SRP is asked for its PASSWORD_VERIFIER first. The quiz records what each hook
 * saw, and `misbehave` makes the next call of a hook answer (or throw) whatever a test needs.
 */
export interface Quiz {
  seen: {
    define: DefineAuthChallengeEvent[];
    create: CreateAuthChallengeEvent[];
    verify: VerifyAuthChallengeEvent[];
  };
  misbehave: Partial<Record<keyof CustomAuthTriggers, () => unknown>>;
  hooks: CustomAuthTriggers;
  /** Forgets what the hooks saw and how they were told to misbehave. */
  reset(): void;
}

export function createQuiz(): Quiz {
  const quiz: Quiz = {
    seen: { define: [], create: [], verify: [] },
    misbehave: {},
    reset() {
      quiz.misbehave = {};
      quiz.seen.define = [];
      quiz.seen.create = [];
      quiz.seen.verify = [];
    },
    hooks: {
      defineAuthChallenge(event) {
        quiz.seen.define.push(structuredClone(event));
        if (quiz.misbehave.defineAuthChallenge) return quiz.misbehave.defineAuthChallenge() as never;
        const { session } = event.request;
        if (session.at(-1)?.challengeName === 'SRP_A') return { challengeName: 'PASSWORD_VERIFIER' };
        const answers = session.filter((entry) => entry.challengeName === 'CUSTOM_CHALLENGE');
        if (answers.at(-1)?.challengeResult) return { issueTokens: true, failAuthentication: false };
        if (answers.length >= 3) return { issueTokens: false, failAuthentication: true };
        return { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
      },
      createAuthChallenge(event) {
        quiz.seen.create.push(structuredClone(event));
        if (quiz.misbehave.createAuthChallenge) return quiz.misbehave.createAuthChallenge() as never;
        return {
          publicChallengeParameters: { question: 'Favourite colour?' },
          privateChallengeParameters: { answer: 'blue' },
          challengeMetadata: `round-${event.request.session.length + 1}`,
        };
      },
      verifyAuthChallengeResponse(event) {
        quiz.seen.verify.push(structuredClone(event));
        if (quiz.misbehave.verifyAuthChallengeResponse)
          return quiz.misbehave.verifyAuthChallengeResponse() as never;
        return {
          answerCorrect: event.request.challengeAnswer === event.request.privateChallengeParameters.answer,
        };
      },
    },
  };
  return quiz;
}

/** The public parameters of a CUSTOM_CHALLENGE answer. */
export const challengeOf = (step: ProtocolResult) =>
  (step.body.ChallengeParameters ?? {}) as Record<string, string>;
export const errorOf = (step: ProtocolResult) => ({ status: step.status, body: step.body });
export const refusal = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });
export const INCORRECT = refusal('NotAuthorizedException', 'Incorrect username or password.');
export const INVALID_SESSION = refusal(
  'NotAuthorizedException',
  'Invalid session for the user, session is expired.',
);

/** InitiateAuth CUSTOM_AUTH and the CUSTOM_CHALLENGE answer, on the employee pool of the file's harness. */
export function customAuthCalls(current: () => IdpHarness) {
  return {
    start: (username: string, clientId = current().employee.clientId) =>
      current().call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: username },
      }),
    answer: (step: ProtocolResult, text: string, username = challengeOf(step).USERNAME) =>
      current().call('RespondToAuthChallenge', {
        ClientId: current().employee.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: step.body.Session,
        ChallengeResponses: { USERNAME: username, ANSWER: text },
      }),
  };
}
