/**
 * Every claim type of every line names itself in the words staff read in the console's claims list
 * (ClaimType.label, backofficeClaimSummarySchema's claimTypeLabel): one table for all lines.
 */
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_LINE } from '@cover/domain/device';
import { FUNERAL_LINE } from '@cover/domain/funeral';
import { MOTOR_LINE, VEHICLE_CREDIT_LIFE_LINE } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO_DATA: false });
});
afterAll(() => app.close());

it.each([
  [FUNERAL_LINE, { funeral_death: 'Funeral: death' }],
  [
    DEVICE_LINE,
    {
      device_screen_damage: 'Screen damage',
      device_hardware_damage: 'Hardware damage',
      device_software_damage: 'Software damage',
      device_lost: 'Lost or stolen device',
    },
  ],
  [
    MOTOR_LINE,
    {
      motor_stolen: 'Stolen',
      motor_hijacked: 'Hijacked',
      motor_glass: 'Glass',
      motor_accessories: 'Accessories',
      motor_accident_scratches_dents: 'Accident scratches & dents',
      motor_towing: 'Towing',
    },
  ],
  [
    DEVICE_CREDIT_LIFE_LINE,
    {
      credit_life_death: 'Credit life: death',
      credit_life_permanent_disability: 'Credit life: permanent disability',
    },
  ],
  [
    VEHICLE_CREDIT_LIFE_LINE,
    {
      credit_life_death: 'Credit life: death',
      credit_life_permanent_disability: 'Credit life: permanent disability',
    },
  ],
])('the %s line names each of its claim types', (line, labels) => {
  const types = app.claimLines.of(line).types;
  expect(Object.fromEntries(types.map((type) => [type.type, type.label]))).toEqual(labels);
});
