/**
 * A motor policy edit asks the odometer reading now only when it re-values the vehicle (a new sum insured);
 * an edit of the extras, use, driver or address keeps the reading the policy has. What an edit changed is
 * kept with it, so its preview, history and notice name it.
 */
import { policyEventSummary } from '@cover/domain';
import { MOTOR_PATHS, MOTOR_POLICY_MESSAGES } from '@cover/domain/motor';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, policies } from '../../db/schema/index.js';
import { callAs, saId } from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorEdit,
  motorQuote,
  motorQuoteInput,
  newVehicleIdentity,
  registerMotor,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const suite = useMotorSuite();
let app: MotorSuite['app'], alice: MotorSuite['alice'], valuations: MotorSuite['valuations'];
beforeAll(() => {
  ({ app, valuations, alice } = suite);
});

/** The edit of motorEdit without an odometer reading (`vehicleDetails` with the colour only). */
const withoutOdometer = (change: Record<string, unknown> = {}) =>
  motorEdit({ vehicleDetails: { colour: 'White' }, ...change });

describe('the odometer reading on a policy edit', () => {
  let policyId: string;
  let sumAssured: number;

  beforeAll(async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    policyId = reply.policy?.policyId ?? '';
    sumAssured = reply.policy?.sumAssured ?? 0;
  });

  const price = (edit: Record<string, unknown>) =>
    callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'edit', edit },
    });
  const storedOdometer = async () => {
    const [row] = await app.db.select().from(policies).where(eq(policies.id, policyId));
    return (row?.details as { vehicle: { odometer: number } }).vehicle.odometer;
  };
  const lastChange = async () => {
    const [row] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.altered')))
      .orderBy(desc(events.seq))
      .limit(1);
    return row;
  };

  it('prices and confirms an edit of the extras only without a reading, keeping the one the policy has', async () => {
    const before = await storedOdometer();
    const extras = { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] };
    const preview = await price(withoutOdometer({ sumAssured, extraVehicleDetails: extras }));
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json().summary).toBe('Change your extras');
    const confirmed = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
      body: { policyId, alterationPackageId: preview.json().alterationPackageId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedOdometer()).toBe(before);
    const event = await lastChange();
    expect(event?.data).toMatchObject({ change: { kind: 'vehicle_details_changed', parts: ['extras'] } });
    expect(policyEventSummary('policy.altered', event?.data ?? {}, 'holder')).toMatch(
      /^You changed your extras\. /,
    );
  });

  it('asks the reading, on its field and saying why, when the sum insured changes', async () => {
    const current = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })
    ).json().sumAssured as number;
    const extras = { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] };
    const refused = await price(
      withoutOdometer({ sumAssured: current + 500_000, extraVehicleDetails: extras }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'edit.vehicleDetails.odometer': MOTOR_POLICY_MESSAGES.odometerForSumAssured,
    });

    const priced = await price(
      motorEdit({
        sumAssured: current + 500_000,
        extraVehicleDetails: extras,
        vehicleDetails: { odometer: 61_000, colour: 'White' },
      }),
    );
    expect(priced.statusCode, priced.body).toBe(201);
    expect(priced.json().summary).toBe('Change your sum insured and odometer reading');
    const confirmed = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
      body: { policyId, alterationPackageId: priced.json().alterationPackageId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedOdometer()).toBe(61_000);
  });

  it('names the address and the regular driver when those are what changed', async () => {
    const address = {
      address: '3 Main Road, Durban',
      googleAddress: { formattedAddress: '3 Main Road', city: 'Durban', provience: 'KZN', code: '4001' },
    };
    const current = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })
    ).json().sumAssured as number;
    const preview = await price(
      withoutOdometer({
        sumAssured: current,
        address,
        extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] },
        permanentDriver: {
          isPermanent: false,
          relationShip: 'spouse',
          idNumber: saId('900615012308'),
          fullName: 'Thandi Mokoena',
          licenceNumber: 'ABC12345XY',
        },
      }),
    );
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json().summary).toBe('Change your regular driver and address');
    await callAs(app, alice, 'POST', retail.resetPolicy.path, { body: { policyId } });
  });
});
