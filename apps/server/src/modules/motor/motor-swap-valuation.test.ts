/**
 * A vehicle swap valued by the valuation guide (QA walk 7 finding 6): the new vehicle is priced from the
 * guide's retail price when a valuation is sent (not from the value typed beside it), and a valuation the
 * guide does not have, of another kind of vehicle than the one swapped to, or of another year than its
 * pre-inspection's vehicle, is refused on the valuation.
 */
import { randomUUID } from 'node:crypto';
import { MOTOR_PATHS, type VehicleDetails } from '@cover/domain/motor';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleValuations } from '../../db/schema/index.js';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const suite = useMotorSuite();
let app: MotorSuite['app'], valuations: MotorSuite['valuations'], alice: MotorSuite['alice'];

describe('a swap valued by the guide', () => {
  let policyId: string;
  /** the new vehicle (an inspected Corolla Cross 2021), valued by the customer at R100 000 */
  let vehicle: VehicleDetails;

  beforeAll(async () => {
    ({ app, valuations, alice } = suite);
    const insured = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, insured, await inspection(app, alice, insured));
    policyId = reply.policy?.policyId ?? '';
    const identity = newVehicleIdentity();
    const inspected = await inspection(app, alice, identity);
    vehicle = {
      ...motorRegistration(quote, identity, inspected).vehicle,
      estimatedRetailPrice: 10_000_000,
      isEstimatedRetailPrice: true,
    } as VehicleDetails;
  });

  const price = (change: Partial<VehicleDetails>) =>
    callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'swap', vehicle: { ...vehicle, ...change } },
    });

  it('prices the new vehicle at the guide’s retail price when a valuation is sent', async () => {
    const own = await price({ valuationId: null });
    expect(own.statusCode).toBe(201);
    expect(own.json().newSumAssured).toBe(10_000_000);
    const guide = await price({ valuationId: valuations.corolla.id });
    expect(guide.statusCode).toBe(201);
    expect(guide.json().newSumAssured).toBe(valuations.corolla.retailPriceCents);
  });

  it('refuses a valuation the guide does not have, on the valuation', async () => {
    const reply = await price({ valuationId: randomUUID() });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.code).toBe('VALUATION_NOT_FOUND');
    expect(reply.json().error.fields).toEqual({
      'vehicle.valuationId': 'This vehicle is not in the valuation guide. Please choose it again.',
    });
  });

  it('refuses a valuation of another kind of vehicle than the one swapped to', async () => {
    const reply = await price({
      valuationId: valuations.honda.id,
      make: valuations.honda.make,
      model: valuations.honda.model,
      manufacturingYear: valuations.honda.year,
      vehicleRegistrationYear: valuations.honda.year,
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.fields).toEqual({
      'vehicle.valuationId': 'The valuation chosen is for a motorcycle, not a car. Please choose it again.',
    });
  });

  it('refuses a guide entry of another year than the inspection’s vehicle, naming both years', async () => {
    const [older] = await app.db
      .insert(vehicleValuations)
      .values({
        make: 'Toyota',
        model: 'Corolla Cross 1.8 XS',
        year: 2020,
        vehicleType: 'car',
        newPriceCents: 42_000_000,
        retailPriceCents: 33_000_000,
      })
      .returning();
    // the 2020 entry, with the year typed to match it: the inspection says the vehicle was made in 2021
    const reply = await price({ valuationId: older?.id ?? '', manufacturingYear: 2020 });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.code).toBe('VALUATION_YEAR_MISMATCH');
    expect(reply.json().error.fields).toEqual({
      'vehicle.valuationId':
        'The valuation chosen is for a 2020 Toyota Corolla Cross 1.8 XS, but the inspection says the vehicle was made in 2021. Please choose the 2021 one.',
    });
  });

  it('refuses a valuation of another vehicle than the one named', async () => {
    const reply = await price({ valuationId: valuations.polo.id });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().error.fields).toEqual({
      'vehicle.valuationId': 'The valuation chosen is for another vehicle. Please choose it again.',
    });
  });
});
