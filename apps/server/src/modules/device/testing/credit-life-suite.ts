/**
 * The device credit life suites' setup (credit-life-standalone.test.ts, credit-life-with-phone.test.ts,
 * credit-life-ownership.test.ts): the device app with its phones, an employee on the roster and two retail
 * customers (one to hold cover, one a stranger to it), and the bodies and flows they share.
 */
import { saDay } from '@cover/domain';
import type { DeviceApplicationReply } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, creditLife, imei, insuredPhone, seedPhones } from './fixtures.js';

export interface CreditLifeSuite {
  clock: TestClock;
  app: FastifyInstance;
  phones: Awaited<ReturnType<typeof seedPhones>>;
  employee: TestUser;
  retail: TestUser;
  stranger: TestUser;
}

/** The instant the suites' clock stands at, and its day in South Africa. */
const started = new Date();
export const today = saDay(started);

export const payoutBank = {
  bankName: 'fnb',
  accountHolderName: 'Sipho Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};

/** A death claim of the person responsible (ID number `idNumber`) on the policy, reported by a spouse. */
export const deathClaim = (policyId: string, idNumber: string, extra: Record<string, unknown> = {}) => ({
  policyId,
  claimEvent: 'death',
  fullName: 'Thandi Nkosi',
  idNumber,
  dateOfDeath: today,
  claimant: {
    firstName: 'Sipho',
    lastName: 'Nkosi',
    idNumber: saId('870303510108'),
    relation: 'spouse',
    mobile: '0821234567',
  },
  bankDetails: payoutBank,
  ...extra,
});

/** The suite's app, phones and customers, set before the tests run. */
export function creditLifeSuite(): CreditLifeSuite {
  const suite = { clock: new TestClock(started) } as CreditLifeSuite;
  beforeAll(async () => {
    suite.app = await buildDeviceApp(suite.clock);
    suite.phones = await seedPhones(suite.app);
    suite.employee = await userWithHolder(suite.app, 'employee', saId('900202500908'), {
      username: '0012345',
    });
    suite.retail = await userWithHolder(suite.app, 'retail', saId('800101500908'));
    suite.stranger = await userWithHolder(suite.app, 'retail', saId('850505510108'));
  }, 60_000);
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}

/**
 * A Galaxy A15 insured from today with credit life on R 3 000 still owed on it, both issued (unless
 * `beforeDeclaration` sets up a state that keeps the credit life back).
 */
export const phoneWithCreditLife = (
  suite: CreditLifeSuite,
  user: TestUser,
  serial: number,
  beforeDeclaration?: (application: DeviceApplicationReply['application']) => Promise<void>,
): Promise<DeviceApplicationReply> =>
  insuredPhone(suite.app, user, suite.phones.galaxy.id, imei(serial), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
    registration: { effectiveDate: today, isOptedforCreditLife: true, creditLife: creditLife(300_000) },
    beforeDeclaration,
  });
