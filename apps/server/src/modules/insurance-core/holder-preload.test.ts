import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  createCustomer,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { holderOfRequest, preloadHolder } from './holder-preload.js';

/** A line call uses the holder its guard preloaded for the same principal, and looks it up otherwise. */
let harness: ClaimsHarness;
let customer: Customer;
beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  customer = await createCustomer(harness, 1);
});
afterAll(async () => {
  await harness.close();
});

/** A database the call must not use: any use throws. */
const unused = new Proxy({} as Database, {
  get() {
    throw new Error('looked up again');
  },
});
const request = () => ({ server: harness.app }) as unknown as FastifyRequest;

describe('the preloaded holder', () => {
  it("is the call's holder, with no second lookup", async () => {
    const preloaded = request();
    preloadHolder(preloaded, customer.principal);
    expect(await holderOfRequest(preloaded, unused, customer.principal)).toEqual(customer.holder);
  });

  it('is looked up through the call database when nothing was preloaded for that principal', async () => {
    const preloaded = request();
    preloadHolder(preloaded, customer.principal);
    await expect(holderOfRequest(preloaded, unused, { ...customer.principal })).rejects.toThrow(
      'looked up again',
    );
    await expect(holderOfRequest(request(), unused, customer.principal)).rejects.toThrow('looked up again');
    expect(await holderOfRequest(request(), harness.app.db, customer.principal)).toEqual(customer.holder);
  });
});
