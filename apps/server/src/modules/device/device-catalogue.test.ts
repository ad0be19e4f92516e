/**
 * The device catalogue and the public estimate through their routes on a real database: phones found by
 * brand and model words, a catalogue phone priced with its excesses and 14 days of cooling-off, an unlisted
 * phone priced at the cost given within bounds, a phone no longer offered refused.
 */
import { DEVICE_MESSAGES, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { deviceSuite, type DeviceSuite } from './testing/device-suite.js';

const paths = DEVICE_PATHS.retail;
const suite = deviceSuite();
let app: FastifyInstance;
let phones: DeviceSuite['phones'];
beforeAll(() => {
  ({ app, phones } = suite);
});

describe('the catalogue and the public estimate', () => {
  it('finds phones by brand and model words, with the price version and date, and lists the brands', async () => {
    const response = await callAs(app, null, 'GET', paths.getDeviceCatalog.path, {
      query: { q: 'galaxy a15' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      brand: 'Samsung',
      model: 'Galaxy A15',
      replacementCost: 499_900,
      priceVersion: 'catalogue-2026-01',
      pricedOn: '2026-01-01',
    });
    expect(body.brands).toEqual(['Apple', 'Samsung']);
    const none = await callAs(app, null, 'GET', paths.getDeviceCatalog.path, { query: { q: '3310' } });
    expect(none.json().data).toEqual([]);
  });

  it('prices a catalogue phone with the excess of every claim type and 14 days of cooling-off', async () => {
    const response = await callAs(app, null, 'POST', paths.getDeviceQuote.path, {
      body: { selectedDevice: phones.iphone.id, isOptedforCreditLife: true, outstandingBalance: 1_000_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      deviceMonthlyPremium: 22_900,
      creditLifeMonthlyPremium: 4_200,
      totalMonthlyPremium: 27_100,
      coolingOffDays: 14,
      device: { listed: true, priceVersion: 'catalogue-2026-01' },
    });
    expect(response.json().excesses.map((excess: { amount: number }) => excess.amount)).toEqual([
      285_000, 380_000, 190_000, 475_000,
    ]);
  });

  it.each([
    [
      { deviceBrand: 'Nokia', deviceModel: 'G42', replacementCost: 5_000_001 },
      'replacementCost',
      DEVICE_MESSAGES.replacementCostHigh,
    ],
    [
      { deviceBrand: 'Nokia', deviceModel: 'G42', replacementCost: 49_999 },
      'replacementCost',
      DEVICE_MESSAGES.replacementCostLow,
    ],
    [{ deviceBrand: '', deviceModel: 'G42', replacementCost: 300_000 }, 'deviceBrand', DEVICE_MESSAGES.brand],
    [
      { deviceBrand: 'Nokia', deviceModel: 'x'.repeat(61), replacementCost: 300_000 },
      'deviceModel',
      DEVICE_MESSAGES.model,
    ],
  ])('refuses an unlisted phone out of bounds with a clear message (%#)', async (body, field, message) => {
    const response = await callAs(app, null, 'POST', paths.getDeviceQuote.path, { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('prices a phone that is not listed at the cost given, and refuses a phone no longer offered', async () => {
    const listed = await callAs(app, null, 'POST', paths.getDeviceQuote.path, {
      body: { deviceBrand: 'Nokia', deviceModel: 'G42', replacementCost: 300_000 },
    });
    expect(listed.json()).toMatchObject({
      deviceMonthlyPremium: 4_900,
      device: { listed: false, brand: 'Nokia' },
    });
    const gone = await callAs(app, null, 'POST', paths.getDeviceQuote.path, {
      body: { selectedDevice: phones.nokia.id },
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().error.fields.selectedDevice).toBe(DEVICE_MESSAGES.deviceUnknown);
  });
});
