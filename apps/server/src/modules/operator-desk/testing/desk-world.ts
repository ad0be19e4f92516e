/**
 * The desk suites' shared world: the desk app on a test clock with the valuation guide seeded, two
 * signed-in operators, a retail customer and an employee (each with a holder). Made before the suite's
 * tests and closed after them.
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
import { seedValuations } from '../../motor/testing/fixtures.js';
import { buildDeskApp, signedInOperator, type TestOperator } from './desk-fixtures.js';

export interface DeskWorld {
  readonly clock: TestClock;
  app: FastifyInstance;
  /** the guide's Corolla */
  valuationId: string;
  /** 'Desk One' */
  one: TestOperator;
  /** 'Desk Two' */
  two: TestOperator;
  /** a retail customer (ID 800101500908), never an employee on the roster */
  retailUser: TestUser;
  /** an employee signed in with their own holder (salary reference 55500123) */
  employeeUser: TestUser;
}

/** Call at a suite's top level; its fields are set once the suite's first `beforeAll` has run. */
export function useDeskWorld(): DeskWorld {
  const world = { clock: new TestClock(START) } as DeskWorld;
  beforeAll(async () => {
    world.app = await buildDeskApp(world.clock);
    world.valuationId = (await seedValuations(world.app)).corolla.id;
    world.one = await signedInOperator(world.app, 'Desk One');
    world.two = await signedInOperator(world.app, 'Desk Two');
    world.retailUser = await userWithHolder(world.app, 'retail', saId('800101500908'));
    world.employeeUser = await userWithHolder(world.app, 'employee', saId('820202500908'), {
      username: '55500123',
    });
  });
  afterAll(async () => {
    await world.app.close();
  });
  return world;
}
