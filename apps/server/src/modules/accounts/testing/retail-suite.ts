/**
 * A retail accounts suite's setup (retail-profile, contact-change and contact-change-password tests): the
 * accounts harness, started before the tests and closed after them, new signed-in retail customers, and
 * an error reply's error.
 */
import { afterAll, beforeAll } from 'vitest';
import { createSignedInUser, startAccountsHarness, type AccountsHarness, type TestUser } from './harness.js';
import { retailAttributes, testSaId } from './people.js';

/** The suite's harness: usable in the tests and hooks registered after this call. */
export function accountsSuite(): AccountsHarness {
  let started: AccountsHarness | undefined;
  const harness = () => {
    if (!started) throw new Error('the accounts harness starts before the tests');
    return started;
  };
  beforeAll(async () => {
    started = await startAccountsHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get app() {
      return harness().app;
    },
    get clock() {
      return harness().clock;
    },
    get idp() {
      return harness().idp;
    },
    api: (call) => harness().api(call),
    latestCode: (to) => harness().latestCode(to),
    close: () => harness().close(),
  };
}

/** New signed-in retail customers, numbered on from `after` (their SA ID number is their username). */
export function retailCustomers(h: AccountsHarness, after: number): () => Promise<TestUser> {
  let n = after;
  return async () => {
    n += 1;
    return createSignedInUser(h, 'retail', testSaId(n), retailAttributes(n));
  };
}

export const errorOf = (result: { body: Record<string, unknown> }) =>
  result.body.error as Record<string, unknown>;
