/**
 * The device lifecycle suites' setup (device-catalogue.test.ts, device-lifecycle.test.ts,
 * device-application-checks.test.ts): the device app on a clock at START with the small catalogue, and two
 * retail customers, Alice and Bob.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, seedPhones } from './fixtures.js';

export interface DeviceSuite {
  clock: TestClock;
  app: FastifyInstance;
  phones: Awaited<ReturnType<typeof seedPhones>>;
  alice: TestUser;
  bob: TestUser;
}

/** The suite's app, phones and customers, set before the tests run (the clock at once). */
export function deviceSuite(): DeviceSuite {
  const suite = { clock: new TestClock(START) } as DeviceSuite;
  beforeAll(async () => {
    suite.app = await buildDeviceApp(suite.clock);
    suite.phones = await seedPhones(suite.app);
    suite.alice = await userWithHolder(suite.app, 'retail', saId('800101500908'));
    suite.bob = await userWithHolder(suite.app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
  }, 60_000);
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}
