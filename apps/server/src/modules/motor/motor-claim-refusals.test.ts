/**
 * What a motor claim is refused for: the SAPS case number of theft and hijacking, the 48-hour notice, the
 * accident details, a day before cover started, amounts capped at the sum insured and above the excess, one
 * open theft claim per vehicle blocking every other claim, a policy not active and another holder's policy.
 */
import { addDays, amountWithinExcessProblem, formatLongDate, saDay } from '@cover/domain';
import { ACCIDENT_MESSAGES, MOTOR_CLAIM_MESSAGES } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims, policies } from '../../db/schema/index.js';
import { listClaimEvents } from '../claims/repo.js';
import { callAs, saId, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { accidentDetails, hoursAgo, motorClaimInput } from './testing/claim-fixtures.js';
import { claimSubmissionSuite, paths, SUM_INSURED } from './testing/claim-submission-suite.js';

const suite = claimSubmissionSuite();
const { customerWithVehicle, submit, claimCount } = suite;
let app: FastifyInstance;
let stranger: TestUser;
beforeAll(async () => {
  app = suite.app();
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});

describe('what a motor claim is refused for', () => {
  it.each([
    [
      'a theft without the SAPS case number',
      'STOLEN' as const,
      { sapsCaseNumber: undefined, policeStation: undefined },
      {
        sapsCaseNumber: MOTOR_CLAIM_MESSAGES.sapsCaseNumber,
        policeStation: MOTOR_CLAIM_MESSAGES.policeStation,
      },
    ],
    [
      'a hijacking with a case number that is not one',
      'HIJACKED' as const,
      { sapsCaseNumber: 'case 12' },
      { sapsCaseNumber: MOTOR_CLAIM_MESSAGES.sapsCaseNumber },
    ],
    [
      'a glass claim without terms accepted',
      'GLASS' as const,
      { acceptTermsAndCondition: false },
      { acceptTermsAndCondition: 'Please accept the terms and conditions' },
    ],
    [
      'an accident with an injured passenger while nobody is injured',
      'ACCIDENT_SCRATCHES_DENTS' as const,
      { accident: { ...accidentDetails, passengers: [{ fullName: 'Lerato Nkosi', injured: true }] } },
      { 'accident.injuries.anyone': ACCIDENT_MESSAGES.injuredPassenger },
    ],
  ])('refuses %s with 400, storing nothing', async (_name, type, overrides, fields) => {
    const { user, policy } = await customerWithVehicle();
    const before = await claimCount();
    const response = await submit(user, motorClaimInput(policy.id, type, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
    expect(await claimCount()).toBe(before);
  });

  it.each([
    [
      'the incident still to come',
      { ...hoursAgo(-3) },
      'incident_date',
      MOTOR_CLAIM_MESSAGES.incidentInFuture,
    ],
    [
      'a claim reported after 48 hours without a reason',
      { ...hoursAgo(49) },
      'incident_delay_reason',
      MOTOR_CLAIM_MESSAGES.delayReasonRequired,
    ],
    [
      'an amount above the sum insured',
      { amount: SUM_INSURED + 1 },
      'amount',
      MOTOR_CLAIM_MESSAGES.amountAboveSumInsured,
    ],
  ])('refuses %s with 422, storing nothing', async (_name, overrides, field, message) => {
    const { user, policy } = await customerWithVehicle();
    const before = await claimCount();
    const response = await submit(user, motorClaimInput(policy.id, 'GLASS', overrides));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await claimCount()).toBe(before);
  });

  it('refuses a day before the start day, naming the day cover started', async () => {
    const { user, policy } = await customerWithVehicle();
    const response = await submit(
      user,
      motorClaimInput(policy.id, 'GLASS', {
        incident_date: addDays(policy.startDate, -1),
        incident_time: '23:59',
      }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields.incident_date).toBe(
      `This happened before your cover started on ${formatLongDate(policy.startDate)}.`,
    );
  });

  it('refuses an incident minutes before the policy was issued on its start day, and takes one after (QA F21)', async () => {
    // issued 3 hours ago (say 02:47 when the inspection was approved), cover starting that day
    const issuedAt = new Date(Date.now() - 3 * 3_600_000);
    const { user, policy } = await customerWithVehicle({ startDate: saDay(issuedAt) });
    await app.db.update(policies).set({ createdAt: issuedAt }).where(eq(policies.id, policy.id));
    const before = await claimCount();
    const early = await submit(user, motorClaimInput(policy.id, 'GLASS', hoursAgo(3 + 7 / 60)));
    expect(early.statusCode, early.body).toBe(422);
    const clock = new Date(issuedAt.getTime() + 7_200_000).toISOString().slice(11, 16);
    expect(early.json().error.fields.incident_date).toBe(
      `This happened before your cover started at ${clock} on ${formatLongDate(saDay(issuedAt))}.`,
    );
    expect(await claimCount()).toBe(before);
    const after = await submit(user, motorClaimInput(policy.id, 'GLASS', hoursAgo(2.5)));
    expect(after.statusCode, after.body).toBe(201);
  });

  it('takes a claim reported after 48 hours with the reason, and says it was late', async () => {
    const { user, policy } = await customerWithVehicle();
    const response = await submit(
      user,
      motorClaimInput(policy.id, 'TOWING', {
        ...hoursAgo(72),
        incident_delay_reason: 'I was in hospital after the accident until yesterday.',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      reportedLate: true,
      incident_delay_reason: 'I was in hospital after the accident until yesterday.',
    });
    const [event] = await listClaimEvents(app.db, [response.json().claimId]);
    expect(event?.data.summary).toContain('reported more than 48 hours after the incident');
  });

  it('refuses a claim on a policy that is not active', async () => {
    const { user, policy } = await customerWithVehicle({ status: 'LAPSED' });
    const response = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.policyNotActive);
  });

  it('answers 404 for another holder’s policy and stores nothing', async () => {
    const { policy } = await customerWithVehicle();
    const before = await claimCount();
    const response = await submit(stranger, motorClaimInput(policy.id, 'STOLEN'));
    expect(response.statusCode).toBe(404);
    expect(await claimCount()).toBe(before);
    const list = await callAs(app, stranger, 'GET', paths.getClaims.path);
    expect(list.json().data).toEqual([]);
  });

  it('blocks every other claim on a vehicle while its theft claim is open, but not the other way round', async () => {
    const { user, policy, insuredItemId } = await customerWithVehicle();
    const glass = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    expect(glass.statusCode, glass.body).toBe(201);
    const stolen = await submit(user, motorClaimInput(policy.id, 'STOLEN'));
    expect(stolen.statusCode, stolen.body).toBe(201);
    for (const type of ['STOLEN', 'HIJACKED', 'TOWING', 'ACCIDENT_SCRATCHES_DENTS'] as const) {
      const refused = await submit(user, motorClaimInput(policy.id, type));
      expect(refused.statusCode, type).toBe(409);
      expect(refused.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.theftClaimOpen);
    }
    const onVehicle = await app.db.select().from(claims).where(eq(claims.insuredItemId, insuredItemId));
    expect(onVehicle.map((claim) => claim.type).sort()).toEqual(['motor_glass', 'motor_stolen']);
  });

  it('refuses an amount at or below the excess of its type, as nothing would be paid (QA ops suggestion 2)', async () => {
    const { user, policy } = await customerWithVehicle({ excesses: { GLASS: 150_000 } });
    const before = await claimCount();
    for (const amount of [120_000, 150_000]) {
      const response = await submit(user, motorClaimInput(policy.id, 'GLASS', { amount }));
      expect(response.statusCode, response.body).toBe(422);
      const message = amountWithinExcessProblem('quote or invoice', amount, 150_000);
      expect(message).toMatch(/^Nothing would be paid on this claim: the quote or invoice of R\s/);
      expect(response.json().error).toMatchObject({ code: 'CLAIM_INVALID', fields: { amount: message } });
    }
    expect(await claimCount()).toBe(before);
    const above = await submit(user, motorClaimInput(policy.id, 'GLASS', { amount: 150_001 }));
    expect(above.statusCode, above.body).toBeLessThan(300);
  });

  it('records the excess the rating engine wrote on the policy in the claim and its event', async () => {
    const { user, policy } = await customerWithVehicle({ excesses: { GLASS: 99_900 } });
    const response = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    expect(response.json().excess).toBe(99_900);
    const [event] = await listClaimEvents(app.db, [response.json().claimId]);
    expect(event?.data).toMatchObject({ excess: 99_900, amount: 350_000, claimType: 'GLASS' });
    expect(event?.data.summary).toMatch(/excess R\s999,00/);
  });
});
