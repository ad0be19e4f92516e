/**
 * QA walk 12 no. 1: a vehicle claimed as stolen or hijacked on an approved claim cannot be insured again, by
 * anyone: a swap to it is refused when priced (confirming checks the same), its pre-inspection approved
 * before the theft is marked and no longer offered, and a new application is refused, at the vehicle (422
 * VEHICLE_CLAIMED_STOLEN) with the way forward, a call back. A repudiated theft claim, or a glass claim, does
 * not stop it. Staff see the customer's earlier claims on the same vehicle on their other policies.
 */
import type { MotorClaimType } from '@cover/domain';
import {
  MOTOR_PATHS,
  MOTOR_REGISTRATION_MESSAGES,
  requiredMotorClaimDocuments,
  VEHICLE_CREDIT_LIFE_PATHS,
  type MotorQuotePackage,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, policies } from '../../db/schema/index.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { claimsModule } from '../claims/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { motorClaimInput } from './testing/claim-inputs.js';
import { standaloneCreditLife } from './testing/credit-life-fixtures.js';
import { insuredVehicle } from './testing/insured-vehicle.js';
import {
  buildMotorApp,
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
  seedValuations,
} from './testing/fixtures.js';

const retail = MOTOR_PATHS.retail;
let app: FastifyInstance;
let corollaId = '';
let assessor = '';
let supervisor = '';
let customers = 0;

beforeAll(async () => {
  app = await buildMotorApp(new TestClock(new Date()), [claimsModule]);
  corollaId = (await seedValuations(app)).corolla.id;
  assessor = await operatorSession(app, ['backoffice'], 'Motor Assessor');
  supervisor = await operatorSession(app, ['backoffice'], 'Motor Supervisor');
}, 60_000);
afterAll(() => app.close());

const customer = async () => {
  customers += 1;
  return userWithHolder(app, 'retail', saId(`${60 + customers}0606500908`));
};

/** A new customer's vehicle insured through the core from 30 days ago (so a claim can be made on it now). */
async function owned() {
  const user = await customer();
  const identity = newVehicleIdentity();
  const { policy } = await insuredVehicle(app, user, {
    vehicle: { vin: identity.vin, registrationNo: identity.registration },
  });
  return { user, identity, policyId: policy.id };
}

/** A new customer's vehicle insured over HTTP (quote, application, declaration) from today, to swap. */
async function insured() {
  const user = await customer();
  const identity = newVehicleIdentity();
  const quote = await motorQuote(app, user, motorQuoteInput(corollaId));
  const reply = await registerMotor(app, user, quote, identity, await inspection(app, user, identity));
  return { user, identity, quote, policyId: reply.policy?.policyId ?? '' };
}

/** A claim of `type` on the policy with every document in. */
async function claim(user: TestUser, policyId: string, type: MotorClaimType): Promise<string> {
  const submitted = await callAs(app, user, 'POST', retail.submitClaim.path, {
    body: motorClaimInput(policyId, type),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const claimId = submitted.json().claimId as string;
  for (const kind of requiredMotorClaimDocuments(type)) {
    const uploaded = await app.inject({
      method: 'POST',
      url: retail.uploadDocuments.path,
      headers: { authorization: `Bearer ${user.token}` },
      payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  }
  return claimId;
}

/** The assessor recommends and the supervisor confirms. */
async function decide(claimId: string, decision: 'approve' | 'repudiate') {
  const url = (step: string) => `/api/backoffice/claims/${claimId}${step ? `/${step}` : ''}`;
  const detail = await asBackoffice(app, assessor, 'GET', url(''));
  const recommended = await asBackoffice(app, assessor, 'POST', url('recommend'), {
    recommendation: decision,
    note: 'Checked',
    ...(decision === 'approve'
      ? { amount: detail.json().payable.max }
      : { customerReason: 'The vehicle was recovered undamaged.' }),
  });
  expect(recommended.statusCode, recommended.body).toBe(200);
  const confirmed = await asBackoffice(app, supervisor, 'POST', url('confirm'), {
    decision,
    reason: 'Agreed',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** The policy ended (the customer cancelled it), so the vehicle is no longer insured. */
const ended = (policyId: string) =>
  app.db.update(policies).set({ status: 'CANCELLED' }).where(eq(policies.id, policyId));

const swapVehicle = (quote: MotorQuotePackage, identity: { vin: string; registration: string }, id: string) =>
  motorRegistration(quote, identity, id).vehicle;

/** Prices a swap of the swapper's policy to the vehicle, with their own approved inspection of it. */
async function priceSwap(
  swapper: Awaited<ReturnType<typeof insured>>,
  identity: { vin: string; registration: string },
  preInspectionId: string,
) {
  return callAs(app, swapper.user, 'POST', retail.createAlterationPackage.path, {
    body: {
      policyId: swapper.policyId,
      changeType: 'swap',
      vehicle: swapVehicle(swapper.quote, identity, preInspectionId),
    },
  });
}

/**
 * A new application for the vehicle, with the caller’s own approved inspection of it, declaring `claimsDeclared`
 * claims in the last 3 years (an owner's approved theft claim is one of theirs).
 */
async function apply(user: TestUser, identity: { vin: string; registration: string }, claimsDeclared = 0) {
  const history = {
    totalConsecutiveYears: 5,
    totalClaims: claimsDeclared,
    everCancelled: false,
    isConvicted: false,
  };
  const quote = await motorQuote(
    app,
    user,
    motorQuoteInput(corollaId, { previousInsuranceDetails: history }),
  );
  return callAs(app, user, 'POST', retail.createApplication.path, {
    body: motorRegistration(quote, identity, await inspection(app, user, identity)),
  });
}

const refusedAsStolen = (response: Awaited<ReturnType<typeof apply>>) => {
  expect(response.statusCode, response.body).toBe(422);
  const message = MOTOR_REGISTRATION_MESSAGES.vehicleClaimedStolen;
  expect(message).toContain('ask us to call you');
  expect(response.json().error).toMatchObject({ code: 'VEHICLE_CLAIMED_STOLEN', message });
  expect(Object.values(response.json().error.fields)).toEqual([message]);
};

describe('a vehicle claimed as stolen or hijacked on an approved claim', () => {
  it('is refused as a swap, even with an inspection of it approved before the theft', async () => {
    const owner = await owned();
    const swapper = await insured();
    const before = await inspection(app, swapper.user, owner.identity);
    const claimId = await claim(owner.user, owner.policyId, 'STOLEN');
    await decide(claimId, 'approve');
    refusedAsStolen(await priceSwap(swapper, owner.identity, before));
    // the swapper's inspections say so, and the swap does not offer it
    const listed = await callAs(app, swapper.user, 'GET', retail.getPreinspectionsByIdNumber.path);
    const views = listed.json().data as { preInspectionId: string; vehicleClaimedStolen?: boolean }[];
    expect(views.find((view) => view.preInspectionId === before)?.vehicleClaimedStolen).toBe(true);
    expect(views.filter((view) => view.vehicleClaimedStolen).length).toBe(1);
  });

  it('is refused as a swap after a hijacking claim is approved', async () => {
    const owner = await owned();
    const claimId = await claim(owner.user, owner.policyId, 'HIJACKED');
    const swapper = await insured();
    const before = await inspection(app, swapper.user, owner.identity);
    expect((await priceSwap(swapper, owner.identity, before)).statusCode).toBe(409);
    await decide(claimId, 'approve');
    refusedAsStolen(await priceSwap(swapper, owner.identity, before));
  });

  it('is refused vehicle credit life on its own, at its VIN (the finance is settled from the theft payout)', async () => {
    const owner = await owned();
    await decide(await claim(owner.user, owner.policyId, 'STOLEN'), 'approve');
    const standalone = standaloneCreditLife(owner.user, {
      vinNumber: owner.identity.vin,
      registrationNumber: owner.identity.registration,
    });
    const refused = await callAs(
      app,
      owner.user,
      'POST',
      VEHICLE_CREDIT_LIFE_PATHS.retail.createIndividualCreditLife.path,
      {
        body: standalone,
      },
    );
    expect(refused.statusCode, refused.body).toBe(422);
    const message = MOTOR_REGISTRATION_MESSAGES.vehicleClaimedStolenCreditLife;
    expect(message).toContain('ask us to call you');
    expect(refused.json().error).toMatchObject({
      code: 'VEHICLE_CLAIMED_STOLEN',
      message,
      fields: { vinNumber: message },
    });
    // another vehicle of theirs is not refused
    const other = await callAs(
      app,
      owner.user,
      'POST',
      VEHICLE_CREDIT_LIFE_PATHS.retail.createIndividualCreditLife.path,
      {
        body: standaloneCreditLife(owner.user),
      },
    );
    expect(other.statusCode, other.body).toBe(201);
  });

  it('is refused as a new application, to anyone and to its owner', async () => {
    const owner = await owned();
    await decide(await claim(owner.user, owner.policyId, 'STOLEN'), 'approve');
    refusedAsStolen(await apply(await customer(), owner.identity));
    refusedAsStolen(await apply(owner.user, owner.identity, 1));
  });

  it('is not stopped by a repudiated theft claim once its policy has ended', async () => {
    const owner = await owned();
    await decide(await claim(owner.user, owner.policyId, 'STOLEN'), 'repudiate');
    await ended(owner.policyId);
    const applied = await apply(await customer(), owner.identity);
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('is not stopped by an approved glass claim once its policy has ended', async () => {
    const owner = await owned();
    // approved as staff would once its damage photos are in (the photos' flow is not this file's)
    const glass = await claim(owner.user, owner.policyId, 'GLASS');
    await app.db.update(claims).set({ approvalStatus: 'approved' }).where(eq(claims.id, glass));
    await ended(owner.policyId);
    const swapper = await insured();
    const priced = await priceSwap(
      swapper,
      owner.identity,
      await inspection(app, swapper.user, owner.identity),
    );
    expect(priced.statusCode, priced.body).toBe(201);
  });
});

describe('the earlier claims on a vehicle, for staff', () => {
  it('names the customer’s claims on the same vehicle on their other policies', async () => {
    const owner = await owned();
    const glass = await claim(owner.user, owner.policyId, 'GLASS');
    await ended(owner.policyId);
    const { policy: again } = await insuredVehicle(app, owner.user, {
      vehicle: { vin: owner.identity.vin, registrationNo: owner.identity.registration },
    });
    const later = await claim(owner.user, again.id, 'STOLEN');
    const other = await owned();
    const theirs = await claim(other.user, other.policyId, 'STOLEN');
    const view = async (claimId: string) =>
      (await asBackoffice(app, assessor, 'GET', `/api/backoffice/claims/${claimId}`)).json().earlierClaims;
    expect(await view(later)).toMatchObject({ on: 'item', claims: [{ claimId: glass }] });
    expect((await view(later)).claims).toHaveLength(1);
    expect(await view(theirs)).toEqual({ on: 'item', claims: [] });
  });
});
