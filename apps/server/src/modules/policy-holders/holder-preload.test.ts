import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  createCustomer,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { findPolicyHolderForPrincipal, preloadHolder } from './service.js';

/**
 * A request whose route preloads the caller's holder (the auth guard starts it) takes that one at its first
 * lookup for its principal; later lookups, and any other principal's, go through the database given.
 */
let harness: ClaimsHarness;
let customer: Customer;
beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  customer = await createCustomer(harness, 1);
});
afterAll(async () => {
  await harness.close();
});

/** A database the lookup must not use: any use throws. */
const unused = new Proxy({} as Database, {
  get() {
    throw new Error('looked up again');
  },
});
const request = () => ({ server: harness.app }) as unknown as FastifyRequest;

describe('the preloaded holder', () => {
  it("is the request's first lookup of its holder, with no statement; a later one reads the row again", async () => {
    const principal = { ...customer.principal };
    preloadHolder(request(), principal);
    expect(await findPolicyHolderForPrincipal(unused, principal)).toEqual(customer.holder);
    await expect(findPolicyHolderForPrincipal(unused, principal)).rejects.toThrow('looked up again');
    expect(await findPolicyHolderForPrincipal(harness.app.db, principal)).toEqual(customer.holder);
  });

  it('is looked up through the database given for a principal nothing was preloaded for', async () => {
    preloadHolder(request(), { ...customer.principal });
    await expect(findPolicyHolderForPrincipal(unused, { ...customer.principal })).rejects.toThrow(
      'looked up again',
    );
    expect(await findPolicyHolderForPrincipal(harness.app.db, { ...customer.principal })).toEqual(
      customer.holder,
    );
  });
});
