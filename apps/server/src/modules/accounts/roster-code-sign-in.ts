import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { keyPart, type Throttle } from '../../platform/throttle.js';
import {
  generateCode,
  type ChallengeResult,
  type CodeHasher,
  type CustomAuthTriggers,
  type DefineAuthChallengeResponse,
} from '../idp/index.js';
import { CODE_SENDS_PER_ACCOUNT } from '../idp/throttle.js';
import { maskCellphone } from './roster-match.js';
import { findRosterEmployee } from './roster-repo.js';

/**
 * Sign-in by a code sent to the cellphone on the employer's roster: the employee pool's custom-auth hooks
 * (docs/decisions/0023-custom-auth-roster-code.md). An employee whose pool email is unverified or lost
 * cannot reset a password (spec 000 §5); with CUSTOM_AUTH they sign in with their salary reference number
 * and a 6-digit code texted to the roster's number, then verify an email on their profile.
 *
 * - Define: a CUSTOM_CHALLENGE first; tokens after a correct answer; refused after three wrong ones.
 * - Create: a fresh code by SMS (or, after a wrong answer, the code already sent while it is valid). A name
 *   with no account or no roster row gets the same answer with a code that was never sent and a stable
 *   made-up number, so the answer does not tell who exists.
 * - Verify: the answer against the code's HMAC, timing-safe, while the code is valid.
 * The code itself is only ever in the text message; sessions keep its HMAC, logs never see it.
 */

/** Wrong answers one sign-in allows. */
export const ROSTER_CODE_MAX_ANSWERS = 3;
/** A code is valid as long as the sign-in session it was sent for. */
export const ROSTER_CODE_LIFETIME_MS = 3 * 60 * 1000;
/** The challenge's public `method` parameter and the HMAC purpose of its codes. */
export const ROSTER_SMS = 'ROSTER_SMS';
const CODE_PURPOSE = 'roster-sign-in';

export const rosterCodeText = (code: string) =>
  `Telkom Cover: ${code} is your code to sign in. It expires in 3 minutes. Never share it.`;
export const ROSTER_CODE_FLOOD =
  'Too many sign-in codes were requested for this user. Please try again in an hour';

export interface RosterCodeSignInDeps {
  db: Database;
  notifier: { sendSms(message: { to: string; text: string }): Promise<unknown> };
  /** The pool's code HMAC (app.idp.context.codeHasher). */
  hasher: CodeHasher;
  /** Counts codes sent per user name (CODE_SENDS_PER_ACCOUNT, as for the pool's own codes). */
  throttle: Throttle;
  /** The pool's clock (app.idp.context.now). */
  now: () => Date;
}

/** The code a challenge was made with, kept in its metadata so a retry can reuse it (never sent out). */
interface IssuedCode {
  codeHash: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  destination: string;
}

function issuedCodeOf(metadata: string | undefined): IssuedCode | null {
  if (!metadata) return null;
  try {
    const parsed = JSON.parse(metadata) as Partial<IssuedCode> & { method?: unknown };
    const { codeHash, expiresAt, destination } = parsed;
    if (parsed.method !== ROSTER_SMS || typeof codeHash !== 'string') return null;
    if (typeof expiresAt !== 'number' || typeof destination !== 'string') return null;
    return { codeHash, expiresAt, destination };
  } catch {
    return null;
  }
}

const customAnswers = (session: readonly ChallengeResult[]) =>
  session.filter((entry) => entry.challengeName === 'CUSTOM_CHALLENGE');

/** DefineAuthChallenge: challenge, issue after a correct answer, fail after three wrong ones (or any SRP). */
export function defineRosterCodeChallenge(session: readonly ChallengeResult[]): DefineAuthChallengeResponse {
  const answers = customAnswers(session);
  if (answers.length !== session.length) return { issueTokens: false, failAuthentication: true };
  if (answers.at(-1)?.challengeResult) return { issueTokens: true, failAuthentication: false };
  if (answers.length >= ROSTER_CODE_MAX_ANSWERS) return { issueTokens: false, failAuthentication: true };
  return { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
}

/** The employee pool's custom-auth hooks: a roster-SMS code. */
export function rosterCodeSignIn(deps: RosterCodeSignInDeps): CustomAuthTriggers {
  const hashCode = (code: string, userName: string) => deps.hasher.hash(code, userName, CODE_PURPOSE);

  /** A made-up masked number for a name without a roster cellphone, the same each time it is asked. */
  const simulatedDestination = (userName: string) => {
    const digest = deps.hasher.hash(userName.trim().toLowerCase(), CODE_PURPOSE, 'simulated-destination');
    const ending = String(Number.parseInt(digest.slice(0, 8), 16) % 10_000).padStart(4, '0');
    return maskCellphone(`+2782000${ending}`);
  };

  /** Sends a fresh code to the roster cellphone; without one, makes a code nobody can ever answer. */
  async function issueCode(userName: string, userNotFound: boolean): Promise<IssuedCode> {
    const sends = await deps.throttle.hit(`roster-code:${keyPart(userName)}`, CODE_SENDS_PER_ACCOUNT);
    if (!sends.allowed) throw new Error(ROSTER_CODE_FLOOD);
    const expiresAt = deps.now().getTime() + ROSTER_CODE_LIFETIME_MS;
    // The roster is read for unknown names too, so both take the same database work before answering.
    const rosterRow = await findRosterEmployee(deps.db, userName);
    const employee = userNotFound ? null : rosterRow;
    if (!employee) {
      // A random value no code's HMAC will ever equal: the challenge looks the same and cannot be passed.
      return {
        codeHash: randomBytes(32).toString('hex'),
        expiresAt,
        destination: simulatedDestination(userName),
      };
    }
    const code = generateCode();
    await deps.notifier.sendSms({ to: employee.cellphone, text: rosterCodeText(code) });
    return { codeHash: hashCode(code, userName), expiresAt, destination: maskCellphone(employee.cellphone) };
  }

  return {
    defineAuthChallenge: ({ request }) => defineRosterCodeChallenge(request.session),

    async createAuthChallenge({ userName, request }) {
      const previous = issuedCodeOf(request.session.at(-1)?.challengeMetadata);
      const issued =
        previous && previous.expiresAt > deps.now().getTime()
          ? previous
          : await issueCode(userName, request.userNotFound);
      return {
        publicChallengeParameters: { method: ROSTER_SMS, destination: issued.destination },
        privateChallengeParameters: { codeHash: issued.codeHash, expiresAt: String(issued.expiresAt) },
        challengeMetadata: JSON.stringify({ method: ROSTER_SMS, ...issued }),
      };
    },

    verifyAuthChallengeResponse({ userName, request }) {
      const { codeHash, expiresAt } = request.privateChallengeParameters;
      const answer = request.challengeAnswer.trim();
      const live = Number(expiresAt) > deps.now().getTime();
      const matches =
        codeHash !== undefined &&
        /^\d{6}$/.test(answer) &&
        deps.hasher.matches(answer, userName, CODE_PURPOSE, codeHash);
      return { answerCorrect: live && matches };
    },
  };
}
