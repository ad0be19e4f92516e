import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { buildMotorApp, seedValuations, setSalaryLevel } from './fixtures.js';

/** What the motor route suites share: the app on a test clock, the valuation guide and three callers. */
export interface MotorSuite {
  app: FastifyInstance;
  clock: TestClock;
  valuations: Awaited<ReturnType<typeof seedValuations>>;
  /** retail customers with policy holders */
  alice: TestUser;
  bob: TestUser;
  /** an employee on the roster, salary level M3 (the management scheme) */
  erin: TestUser;
}

/**
 * Builds the suite in the file's `beforeAll` and closes its app in `afterAll`; the returned object is filled
 * in once the hook has run (a later `beforeAll` of the file can read it).
 */
export function useMotorSuite(): MotorSuite {
  const suite = {} as MotorSuite;
  beforeAll(async () => {
    const clock = new TestClock(START);
    const app = await buildMotorApp(clock);
    Object.assign(suite, { app, clock, valuations: await seedValuations(app) });
    suite.alice = await userWithHolder(app, 'retail', saId('800101500908'));
    suite.bob = await userWithHolder(app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
    suite.erin = await userWithHolder(app, 'employee', saId('790303500808'), { username: '00012345' });
    await setSalaryLevel(app, suite.erin, 'M3');
  });
  afterAll(async () => {
    await suite.app?.close();
  });
  return suite;
}
