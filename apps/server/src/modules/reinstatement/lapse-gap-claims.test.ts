/**
 * A reinstated policy did not cover the days it was lapsed (docs/decisions/0026): a funeral claim for a
 * death on one of those days is refused with the days named; a death from the day of reinstatement on is
 * taken as usual.
 */
import { REINSTATEMENT_PATHS } from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyMembers } from '../../db/schema/index.js';
import { claimsModule } from '../claims/index.js';
import { documentsModule } from '../documents/index.js';
import {
  buildFuneralApp,
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../funeral/testing/fixtures.js';
import { retailPolicy } from '../funeral/testing/flows.js';
import { createReinstatementModule } from './index.js';
import { billingRunOn, SwitchableCollector } from './testing.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let owner: TestUser;
let policyId = '';
let spouseMemberId = '';

beforeAll(async () => {
  app = await buildFuneralApp(clock, [
    documentsModule,
    claimsModule,
    createReinstatementModule({ now: clock.now, collector: new SwitchableCollector() }),
  ]);
  owner = await userWithHolder(app, 'retail', saId('820714500908'));
  const policy = await retailPolicy(app, owner);
  policyId = policy.policyId;
  const [spouse] = await app.db
    .select()
    .from(policyMembers)
    .where(and(eq(policyMembers.policyId, policyId), eq(policyMembers.role, 'spouse')));
  spouseMemberId = spouse?.id ?? '';
  // March's and April's premiums come back unpaid: the policy lapses on 15 April and is reinstated on 20 April.
  await billingRunOn(app, '2026-03-15', [policyId]);
  await billingRunOn(app, '2026-04-15', [policyId]);
  clock.set(new Date('2026-04-20T10:00:00+02:00'));
  const reinstated = await callAs(
    app,
    owner,
    'POST',
    REINSTATEMENT_PATHS.retail.reinstate.path.replace(':policyId', policyId),
    { body: {} },
  );
  expect(reinstated.statusCode).toBe(200);
}, 60_000);
afterAll(() => app.close());

const claimFor = (dateOfDeath: string) =>
  callAs(app, owner, 'POST', '/api/retail/funeral/claims/submitClaim', {
    body: {
      policyId,
      firstName: 'Sipho',
      lastName: 'Mokoena',
      saId: saId('870601500909'),
      amount: 500_000,
      funeralClaimBlock: { dateOfDeath, causeOfDeath: 'accidental', memberId: spouseMemberId },
      claimant: {
        firstName: 'Thabo',
        lastName: 'Mokoena',
        idNumber: owner.idNumber,
        relation: 'main_member',
        mobile: '082 123 4567',
      },
      bankDetails: {
        bankName: 'fnb',
        accountHolderName: 'Thabo Mokoena',
        accountNumber: '62000012345',
        accountType: 'cheque',
      },
    },
  });

describe('a claim on a reinstated policy', () => {
  it.each(['2026-04-15', '2026-04-17', '2026-04-19'])(
    'is refused for a death on %s, while the policy was lapsed',
    async (day) => {
      const response = await claimFor(day);
      expect(response.statusCode).toBe(422);
      const { error } = response.json();
      expect(error.code).toBe('EVENT_IN_LAPSE');
      expect(error.message).toContain('it lapsed on 15 April 2026 and was reinstated on 20 April 2026');
      expect(error.fields['funeralClaimBlock.dateOfDeath']).toBe(error.message);
    },
  );

  it('is taken for a death on the day the policy was reinstated', async () => {
    expect((await claimFor('2026-04-20')).statusCode).toBe(201);
  });
});
