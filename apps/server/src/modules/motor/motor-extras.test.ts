/**
 * Extras by kind of vehicle through the routes, on a real database: a car's extras (a canopy, a tow bar, a
 * roof rack, a nudge bar) are refused for a motorcycle with a 400 naming them, in the public estimate, in a
 * stored quote and in an edit of a motorcycle policy, however the request was made; what fits is priced.
 */
import { MOTOR_PATHS, motorApplicationReplySchema, type MotorQuoteInputDraft } from '@cover/domain/motor';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import {
  DECLARATION,
  inspection,
  motorEdit,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  uploadToMotorApplication,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const suite = useMotorSuite();
let app: MotorSuite['app'], valuations: MotorSuite['valuations'], alice: MotorSuite['alice'];
beforeAll(() => {
  ({ app, valuations, alice } = suite);
});

const MOTORCYCLE = {
  vehicle_type: 'motorcycle',
  make: 'Honda',
  model: 'CB500F',
  manufacturingYear: 2023,
  estimatedRetailPrice: 10_000_000,
  isEstimatedRetailPrice: true,
  vehicleUsedFor: 'private',
  isEssentialPart: false,
} as const;

const motorcycleInput = (details: string[]): MotorQuoteInputDraft =>
  motorQuoteInput(valuations.honda.id, {
    vehicle: { ...MOTORCYCLE, valuationId: valuations.honda.id },
    extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '8000.00', details },
  });

const TOW_BAR_AND_CANOPY =
  'Canopy and tow bar are not covered as extras on a motorcycle. Please remove them.';

describe('extras a motorcycle cannot have', () => {
  it('refuses a canopy and a tow bar on a motorcycle in the public estimate, naming them', async () => {
    const response = await callAs(app, null, 'POST', MOTOR_PATHS.motorService.getVehicleQuote.path, {
      body: motorcycleInput(['mag_wheels', 'canopy', 'tow_bar']),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'EXTRA_NOT_FOR_VEHICLE',
      message: TOW_BAR_AND_CANOPY,
      fields: { 'extraVehicleDetails.details': TOW_BAR_AND_CANOPY },
    });
  });

  it('refuses a roof rack on a motorcycle in a stored quote, and prices the extras a motorcycle has', async () => {
    const refused = await callAs(app, alice, 'POST', retail.getVehicleQuote.path, {
      body: motorcycleInput(['roof_rack']),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Roof rack is not covered as an extra on a motorcycle. Please remove it.',
    );
    const quote = await motorQuote(app, alice, motorcycleInput(['mag_wheels', 'tracking_device']));
    expect(quote.module.vehicleExtras).toEqual({
      items: ['mag_wheels', 'tracking_device'],
      totalValue: 800_000,
    });
  });

  it('still prices a car’s canopy and tow bar', async () => {
    const response = await callAs(app, null, 'POST', MOTOR_PATHS.motorService.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id, {
        extraVehicleDetails: {
          anyExtra: true,
          totalEstimatedValue: '25000.00',
          details: ['canopy', 'tow_bar'],
        },
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().module.vehicleExtras.items).toEqual(['canopy', 'tow_bar']);
  });

  it('refuses a tow bar added to a motorcycle policy by an edit', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorcycleInput(['mag_wheels']));
    const registration = motorRegistration(quote, identity, await inspection(app, alice, identity));
    const created = await callAs(app, alice, 'POST', retail.createApplication.path, {
      body: {
        ...registration,
        vehicle: {
          ...registration.vehicle,
          ...MOTORCYCLE,
          valuationId: valuations.honda.id,
          vehicleRegistrationYear: 2023,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const applicationId = motorApplicationReplySchema.parse(created.json()).application.applicationId;
    expect((await uploadToMotorApplication(app, alice, applicationId)).statusCode).toBe(201);
    const declared = await callAs(app, alice, 'POST', retail.applicationDeclaration.path, {
      body: { applicationId, consents: DECLARATION },
    });
    const policyId = motorApplicationReplySchema.parse(declared.json()).policy?.policyId ?? '';
    expect(policyId).not.toBe('');

    const edit = (details: string[]) =>
      callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
        body: {
          policyId,
          changeType: 'edit',
          edit: motorEdit({
            extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '9000.00', details },
          }),
        },
      });
    const refused = await edit(['mag_wheels', 'tow_bar']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'EXTRA_NOT_FOR_VEHICLE',
      fields: {
        'extraVehicleDetails.details':
          'Tow bar is not covered as an extra on a motorcycle. Please remove it.',
      },
    });
    const priced = await edit(['mag_wheels', 'sound_system']);
    expect(priced.statusCode, priced.body).toBe(201);
  });
});
