import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSignIn, registerUser } from './testing/flows.js';
import { startIdpHarness, type IdpHarness, type ProtocolResult } from './testing/harness.js';
import { CODE_SENDS_PER_ACCOUNT } from './throttle.js';

/** The pool's per-address and per-account throttles (throttle.ts), over the wire. */
const WRONG = 'Wr0ng!Password';
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ config: { IDP_SIGN_IN_LIMIT: 30, IDP_CODE_LIMIT: 100 } });
});
afterAll(async () => {
  await harness.close();
});

const types = (results: ProtocolResult[]) => results.map((result) => result.errorType);

describe('per address', () => {
  it('refuses most of 60 wrong-password sign-ins on 60 names from one address', async () => {
    const results: ProtocolResult[] = [];
    for (let index = 0; index < 60; index += 1) {
      results.push(await passwordSignIn(harness, harness.retail, `someone${index}`, WRONG));
    }
    const answered = types(results).filter((type) => type === 'NotAuthorizedException');
    const refused = results.filter((result) => result.errorType === 'TooManyRequestsException');
    expect(answered).toHaveLength(30);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.status).toBe(400);
    expect(refused[0]?.body).toEqual({ __type: 'TooManyRequestsException', message: 'Too many requests.' });
  });
});

describe('per account', () => {
  it('limits codes sent for one name, known or unknown, with the same answer', async () => {
    await registerUser(harness, harness.retail, '8001015009087', { email: 'flood@example.co.za' });
    const forgot = (Username: string) =>
      harness.call('ForgotPassword', { ClientId: harness.retail.clientId, Username });
    const known: ProtocolResult[] = [];
    const unknown: ProtocolResult[] = [];
    for (let index = 0; index <= CODE_SENDS_PER_ACCOUNT.max; index += 1) {
      known.push(await forgot('8001015009087'));
      unknown.push(await forgot('nobody-at-all'));
    }
    // The sign-up code counts toward the pool's own hourly cap of the known user, not toward the throttle.
    expect(types(unknown)).toEqual([
      ...Array<null>(CODE_SENDS_PER_ACCOUNT.max).fill(null),
      'LimitExceededException',
    ]);
    expect(known.at(-1)?.body).toEqual(unknown.at(-1)?.body);
    expect(known.at(-1)?.body).toEqual({
      __type: 'LimitExceededException',
      message:
        'Attempt limit exceeded, please try after some time. You can ask for a new code in about 60 minutes.',
    });
    // Another name is not affected.
    expect((await forgot('someone-else')).status).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('with Redis, every instance counts together', () => {
  let reachable = false;
  let instances: IdpHarness[] = [];
  beforeAll(async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
    probe.on('error', () => undefined);
    reachable = await probe
      .connect()
      .then(() => true)
      .catch(() => false);
    probe.disconnect();
    if (!reachable) return;
    const config = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `cover-test:${randomUUID()}:`,
      IDP_SIGN_IN_LIMIT: 10,
    };
    instances = [await startIdpHarness({ config }), await startIdpHarness({ config })];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('refuses sign-ins spread round-robin over two instances once the shared limit is reached', async (context) => {
    if (!reachable) {
      context.skip(`Redis is not reachable at ${redisUrl}`);
      return;
    }
    const results: ProtocolResult[] = [];
    for (let index = 0; index < 16; index += 1) {
      const instance = instances[index % 2] as IdpHarness;
      results.push(await passwordSignIn(instance, instance.retail, `spread${index}`, WRONG));
    }
    expect(types(results).filter((type) => type === 'NotAuthorizedException')).toHaveLength(10);
    expect(types(results).filter((type) => type === 'TooManyRequestsException')).toHaveLength(6);
  });
});
