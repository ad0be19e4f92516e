/**
 * The sign-in page suites' setup (routes/sign-in-page.test.tsx, routes/sign-in-without-password.test.tsx): the
 * identity pool's sign-in calls, the identity client's download and the step after sign-in, replaced for the
 * tests to answer and watch. Each suite names them in its own `vi.mock` calls (hoisted above its imports, and
 * what places it in the web-mocks project), whose factories import the modules from here.
 */
import { vi } from 'vitest';
import type * as signInFlows from '../flows/sign-in';
import type * as amplifyClient from '../../../lib/identity/amplify-client';

/** What the page does once someone is signed in (useAfterSignIn's answer), called with the page to go to. */
export const afterSignIn = vi.fn(async (_next: string) => undefined);

type ImportOriginal = <T>() => Promise<T>;

/** '../flows/after-sign-in' as the suites see it. */
export const afterSignInModule = () => ({ useAfterSignIn: () => afterSignIn });

/** '../flows/sign-in' with the calls to the identity pool left for each test to answer. */
export const signInFlowsModule = async (importOriginal: ImportOriginal) => ({
  ...(await importOriginal<typeof signInFlows>()),
  signInWithPassword: vi.fn(),
  startCodeSignIn: vi.fn(),
  startPasswordlessSignIn: vi.fn(),
  startCustomSignIn: vi.fn(),
  answerSignInChallenge: vi.fn(),
});

/** The identity client with its download (preloadAuth) watched instead of made. */
export const amplifyClientModule = async (importOriginal: ImportOriginal) => ({
  ...(await importOriginal<typeof amplifyClient>()),
  preloadAuth: vi.fn(),
});

/** After each test: the browser's globals, every mock and the username remembered on this device. */
export function resetSignIn() {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  localStorage.clear();
}
