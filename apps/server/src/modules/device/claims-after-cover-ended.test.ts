/**
 * A claim on a device policy whose cover ended (QA walk 14 no. 1): a cancelled or lapsed policy still takes a
 * claim for an incident up to the last day it covered, and refuses a later one on the incident date with that
 * day named; someone else's cancelled policy is 404 as ever, and a policy ended by the approved claim for
 * the phone's loss takes no further claim (decisions/0041).
 */
import { addDays, formatLongDate, saDay } from '@cover/domain';
import { DEVICE_PATHS } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { claimsModule } from '../claims/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { DEVICE_CLAIM_RULE_MESSAGES } from './claims.js';
import { buildDeviceApp, imei, insuredPhone, seedPhones } from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
const today = saDay(new Date());
const DAY_MS = 86_400_000;
let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let phoneId = '';
let serial = 40;

const bank = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};
const screenClaim = (policyId: string, incidentDate: string) => ({
  policyId,
  claimType: 'SCREEN_DAMAGE',
  incidentDate,
  description: 'Dropped the phone on the tiles; the screen is cracked across.',
  amount: 180_000,
  bankDetails: bank,
});

/** A phone insured 30 days ago whose policy then ended as `ended` says, `daysAgo` days ago. */
async function endedPolicy(ended: {
  status: 'CANCELLED' | 'LAPSED';
  daysAgo: number;
  cancellationReason?: string;
}): Promise<string> {
  serial += 1;
  const reply = await insuredPhone(app, owner, phoneId, imei(serial), {
    registration: { effectiveDate: today },
  });
  const policyId = reply.policy?.policyId ?? '';
  const endedAt = new Date(Date.now() - ended.daysAgo * DAY_MS);
  await app.db
    .update(policies)
    .set({
      startDate: addDays(today, -30),
      createdAt: new Date(Date.now() - 30 * DAY_MS),
      status: ended.status,
      ...(ended.status === 'CANCELLED'
        ? { cancelledAt: endedAt, cancellationReason: ended.cancellationReason ?? 'other' }
        : { lapsedAt: endedAt }),
    })
    .where(eq(policies.id, policyId));
  return policyId;
}

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(new Date()), [claimsModule]);
  phoneId = (await seedPhones(app)).galaxy.id;
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});
afterAll(async () => {
  await app.close();
});

describe('a device claim after the cover ended', () => {
  it('takes an incident before the cancellation, and one on the day it was cancelled', async () => {
    const policyId = await endedPolicy({ status: 'CANCELLED', daysAgo: 5 });
    const before = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim(policyId, addDays(today, -10)),
    });
    expect(before.statusCode, before.body).toBe(201);
    const other = await endedPolicy({ status: 'CANCELLED', daysAgo: 5 });
    const onTheDay = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim(other, saDay(new Date(Date.now() - 5 * DAY_MS))),
    });
    expect(onTheDay.statusCode, onTheDay.body).toBe(201);
  });

  it('refuses an incident after the day cover ended, naming that day on the incident date', async () => {
    const policyId = await endedPolicy({ status: 'CANCELLED', daysAgo: 5 });
    const lastDay = saDay(new Date(Date.now() - 5 * DAY_MS));
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim(policyId, addDays(lastDay, 1)),
    });
    expect(response.statusCode).toBe(422);
    const message = `Your cover ended on ${formatLongDate(lastDay)}: only an event on or before that day can be claimed.`;
    expect(response.json().error).toMatchObject({
      code: 'EVENT_AFTER_COVER',
      fields: { incidentDate: message },
    });
  });

  it('takes a lapsed policy’s incident before the lapse, not on the day it lapsed', async () => {
    const policyId = await endedPolicy({ status: 'LAPSED', daysAgo: 5 });
    const lapsedOn = saDay(new Date(Date.now() - 5 * DAY_MS));
    const onLapse = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim(policyId, lapsedOn),
    });
    expect(onLapse.statusCode).toBe(422);
    expect(onLapse.json().error.fields.incidentDate).toContain(formatLongDate(addDays(lapsedOn, -1)));
    const before = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim(policyId, addDays(lapsedOn, -1)),
    });
    expect(before.statusCode, before.body).toBe(201);
  });

  it('answers 404 for someone else’s cancelled policy', async () => {
    const policyId = await endedPolicy({ status: 'CANCELLED', daysAgo: 5 });
    const response = await callAs(app, stranger, 'POST', paths.submitClaim.path, {
      body: screenClaim(policyId, addDays(today, -10)),
    });
    expect(response.statusCode).toBe(404);
  });

  it('takes no claim once the approved claim for the phone’s loss ended its cover', async () => {
    const policyId = await endedPolicy({
      status: 'CANCELLED',
      daysAgo: 5,
      cancellationReason: 'policy_claimed',
    });
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim(policyId, addDays(today, -10)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'POLICY_NOT_ACTIVE',
      message: DEVICE_CLAIM_RULE_MESSAGES.policyNotActive,
    });
  });
});
