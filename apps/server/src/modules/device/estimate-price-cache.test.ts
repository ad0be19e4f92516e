/**
 * The public estimate prices a listed phone from the catalogue's minute in memory (decision 0030), while a
 * stored quote reads the table; an unknown phone is never remembered.
 */
import { DEVICE_MESSAGES, DEVICE_PATHS } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema/index.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, deviceQuote, seedPhones } from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
let app: FastifyInstance;
let phones: Awaited<ReturnType<typeof seedPhones>>;
let alice: TestUser;

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(START));
  phones = await seedPhones(app);
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
});
afterAll(async () => {
  await app.close();
});

const estimate = (selectedDevice: string) =>
  callAs(app, null, 'POST', paths.getDeviceQuote.path, { body: { selectedDevice } });

describe('the device estimate’s price', () => {
  it('comes from memory within the minute, while a stored quote reads the new price at once', async () => {
    const first = await estimate(phones.galaxy.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().replacementCost).toBe(499_900);

    await app.db
      .update(devices)
      .set({ replacementCostCents: 699_900 })
      .where(eq(devices.id, phones.galaxy.id));

    const again = await estimate(phones.galaxy.id);
    expect(again.json()).toEqual(first.json());
    const stored = await deviceQuote(app, alice, { selectedDevice: phones.galaxy.id });
    expect(stored.replacementCost).toBe(699_900);
  });

  it('asks again for a phone it did not find, so a phone listed later is priced', async () => {
    const id = phones.nokia.id;
    const unknown = await estimate(id);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.selectedDevice).toBe(DEVICE_MESSAGES.deviceUnknown);

    await app.db.update(devices).set({ active: true }).where(eq(devices.id, id));

    const listed = await estimate(id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ replacementCost: 60_000, device: { listed: true, model: '3310' } });
  });
});
