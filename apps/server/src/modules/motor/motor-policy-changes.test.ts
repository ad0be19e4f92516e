/**
 * A motor policy changed through its routes on a real database: priced edits confirmed as new versions with a
 * schedule, the sum insured's limits, vehicle swaps (priced, reset, and only once the new vehicle is
 * inspected) and cancellation inside the 14 days.
 */
import {
  MOTOR_PATHS,
  motorPolicyDetailSchema,
  VEHICLE_MESSAGES,
  yearsOfCarInsuranceMessage,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { policies, preInspections } from '../../db/schema/index.js';
import { callAs, debitOrder, saId } from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
  motorEdit,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const suite = useMotorSuite();
let app: MotorSuite['app'], valuations: MotorSuite['valuations'], alice: MotorSuite['alice'];
beforeAll(() => {
  ({ app, valuations, alice } = suite);
});

describe('changing, swapping and cancelling a policy', () => {
  let policyId: string;
  let premium: number;

  beforeAll(async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    policyId = reply.policy?.policyId ?? '';
    premium = reply.policy?.monthlyPremium ?? 0;
  });

  it('prices an edit first, then confirms it as version 2 with the new premium and a schedule', async () => {
    const preview = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: {
        policyId,
        changeType: 'edit',
        edit: motorEdit({
          vehicleUsedFor: 'business',
          extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] },
        }),
      },
    });
    expect(preview.statusCode).toBe(201);
    const alteration = preview.json();
    expect(alteration).toMatchObject({ changeType: 'edit', changeCode: null, currentPremium: premium });
    expect(alteration.newPremium).toBeGreaterThan(premium);
    expect(alteration.newSumAssured).toBe(38_500_000 + 1_500_000);
    const pending = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } });
    expect(pending.json().module.pendingAlteration.alterationPackageId).toBe(alteration.alterationPackageId);

    const confirmed = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
      body: { policyId, alterationPackageId: alteration.alterationPackageId },
    });
    expect(confirmed.statusCode).toBe(200);
    const policy = motorPolicyDetailSchema.parse(
      (await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })).json(),
    );
    expect(policy).toMatchObject({
      version: 2,
      monthlyPremium: alteration.newPremium,
      sumAssured: 40_000_000,
    });
    expect(policy.module.vehicleUsedFor).toBe('business');
    expect(policy.module.pendingAlteration).toBeNull();
    const again = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
      body: { policyId, alterationPackageId: alteration.alterationPackageId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('reads the sum insured as the policy shows it (with its extras): unchanged, it prices the extras once', async () => {
    const before = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })
    ).json();
    expect(before.sumAssured).toBe(40_000_000);
    const sameExtras = { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] };
    const unchanged = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: {
        policyId,
        changeType: 'edit',
        edit: motorEdit({
          sumAssured: before.sumAssured,
          vehicleUsedFor: 'business',
          extraVehicleDetails: sameExtras,
          vehicleDetails: { odometer: 53_000, colour: 'Silver' },
        }),
      },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(201);
    expect(unchanged.json()).toMatchObject({ newSumAssured: 40_000_000, newPremium: before.monthlyPremium });
    // R 10 000 more on the sum insured is R 10 000 more on the vehicle, its extras still counted once.
    const raised = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: {
        policyId,
        changeType: 'edit',
        edit: motorEdit({
          sumAssured: 41_000_000,
          vehicleUsedFor: 'business',
          extraVehicleDetails: sameExtras,
        }),
      },
    });
    expect(raised.json().newSumAssured).toBe(41_000_000);
    await callAs(app, alice, 'POST', retail.resetPolicy.path, { body: { policyId } });
  });

  it('refuses a sum insured more than 20% from the valuation', async () => {
    const response = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'edit', edit: motorEdit({ sumAssured: 60_000_000 }) },
    });
    expect(response.statusCode).toBe(422);
    // the customer is told the range in rand, not only the rule
    expect(response.json().error.fields['edit.sumAssured']).toMatch(
      /^The sum insured must be between R \d[\d ]*,\d\d and R \d[\d ]*,\d\d \(within 20% of the vehicle’s valuation\)\.$/,
    );
  });

  it('refuses more years of motor insurance than the holder’s age allows, as the wizard does', async () => {
    const previousInsurance = {
      totalConsecutiveYears: 40,
      totalClaims: 0,
      everCancelled: false,
      isConvicted: false,
    };
    const response = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'edit', edit: motorEdit({ previousInsurance }) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'edit.previousInsurance.totalConsecutiveYears': yearsOfCarInsuranceMessage(28),
    });
  });

  it('keeps the named driver on keepDriver (their numbers as stored), and refuses it where none is named', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    const ownPolicy = reply.policy?.policyId ?? '';
    const edit = (permanentDriver: Record<string, unknown>, colour = 'White') =>
      callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
        body: {
          policyId: ownPolicy,
          changeType: 'edit',
          edit: motorEdit({ permanentDriver, vehicleDetails: { odometer: 52_000, colour } }),
        },
      });
    const confirm = async (response: Awaited<ReturnType<typeof edit>>) => {
      expect(response.statusCode, response.body).toBe(201);
      const confirmed = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
        body: { policyId: ownPolicy, alterationPackageId: response.json().alterationPackageId },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    };
    const storedDriver = async () => {
      const [row] = await app.db.select().from(policies).where(eq(policies.id, ownPolicy));
      return (row?.details as { permanentDriver: unknown }).permanentDriver;
    };

    const nobodyNamed = await edit({ isPermanent: false, keepDriver: true });
    expect(nobodyNamed.statusCode).toBe(422);
    expect(nobodyNamed.json().error.fields).toEqual({
      'edit.permanentDriver.fullName': VEHICLE_MESSAGES.driver,
    });

    const thandi = {
      isPermanent: false,
      relationShip: 'spouse',
      idNumber: saId('900615012308'),
      fullName: 'Thandi Mokoena',
      licenceNumber: 'ABC12345XY',
    };
    await confirm(await edit(thandi));
    await confirm(await edit({ isPermanent: false, keepDriver: true }, 'Silver'));
    expect(await storedDriver()).toEqual(thandi);
    const policy = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId: ownPolicy } })
    ).json();
    expect(policy.module.vehicle.colour).toBe('Silver');
    expect(policy.module.permanentDriver).toEqual({ isPermanent: false, fullName: 'Thandi Mokoena' });
    expect(JSON.stringify(policy)).not.toContain(thandi.idNumber);
  });

  it('moves the premium to a new debit order and billing day, as a new version', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const issued = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    const policyId = issued.policy?.policyId ?? '';
    const before = (
      await callAs(app, alice, 'GET', retail.getPolicyPayment.path, { query: { policyId } })
    ).json();
    const changed = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
      body: {
        policyId,
        billingDay: 31,
        paymentMethod: debitOrder('62999988887'),
        consents: { debitOrder: true },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ billingDay: 31, paymentDetails: { accountNumber: '••••8887' } });
    expect(changed.json().nextBillingDate.slice(0, 7)).toBe(before.nextBillingDate.slice(0, 7));
    const policy = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })
    ).json();
    expect(policy.history.map((event: { type: string }) => event.type)).toContain('policy.payment_updated');
    // The holder reads it in their own words: the method and the day by their labels, not 'day 31'.
    expect(policy.history.at(-1).summary).toMatch(
      /^You changed how you pay: Debit order on the last day of the month\. Next collection \d+ \w+ \d{4}\.$/,
    );
  });

  it('prices a swap (code 0), can reset it, and swaps only once the new vehicle is inspected', async () => {
    const identity = newVehicleIdentity();
    const waiting = await inspection(app, alice, identity, 'SUBMITTED');
    const vehicle = {
      ...motorRegistration(await motorQuote(app, alice, motorQuoteInput(null)), identity, waiting).vehicle,
    };
    const preview = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'swap', vehicle },
    });
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toMatchObject({ changeType: 'swap', changeCode: 0 });
    const reset = await callAs(app, alice, 'POST', retail.resetPolicy.path, { body: { policyId } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().policy.module.pendingAlteration).toBeNull();
    const nothing = await callAs(app, alice, 'POST', retail.resetPolicy.path, { body: { policyId } });
    expect(nothing.statusCode).toBe(409);

    const second = (
      await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
        body: { policyId, changeType: 'swap', vehicle },
      })
    ).json();
    const early = await callAs(app, alice, 'POST', retail.swapPolicy.path, {
      body: { policyId, alterationPackageId: second.alterationPackageId },
    });
    expect(early.statusCode).toBe(422);
    const notMotorcycle = await callAs(app, alice, 'POST', retail.motorcycleSwap.path, {
      body: { policyId, alterationPackageId: second.alterationPackageId },
    });
    expect(notMotorcycle.statusCode).toBe(422);
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED' })
      .where(eq(preInspections.id, waiting));
    const swapped = await callAs(app, alice, 'POST', retail.swapPolicy.path, {
      body: { policyId, alterationPackageId: second.alterationPackageId },
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().policy.module.vehicle.vin).toBe(identity.vin);
    expect(swapped.json().policy.version).toBe(3);
    const history = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })
    ).json().history as { type: string; summary: string }[];
    const swapEntry = history.find((event) => event.type === 'policy.swapped');
    expect(swapEntry?.summary).toMatch(
      new RegExp(
        `^You swapped your vehicle for the .+ \\(${vehicle.vehicle_reg_no}\\)\\. (Your premium stays|Premium) R `,
      ),
    );
    expect(swapEntry?.summary).not.toMatch(/R\d|a month$/);
    expect(history.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'policy.issued',
        'policy.altered',
        'policy.alteration_reset',
        'policy.swapped',
      ]),
    );
  });

  it('cancels inside the 14 days with a motor reason, through the motor service family too', async () => {
    const bad = await callAs(app, alice, 'POST', retail.cancelPolicy.path, {
      body: { policyId, reason: 'retrenched' },
    });
    expect(bad.statusCode).toBe(400);
    const response = await callAs(app, alice, 'POST', MOTOR_PATHS.motorService.cancelMotorPolicy.path, {
      body: { policyId, reason: 'vehicle_sold' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ withinCoolingOff: true, policy: { status: 'CANCELLED' } });
  });
});
