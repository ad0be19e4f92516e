import { quoteDevice } from '@cover/domain/device';
import { quoteMotor } from '@cover/domain/motor';
import { signedInPoolUser } from '../apps/server/src/modules/policy-holders/testing/pool-users';
import { measure, printTable } from './support/load';
import { startApp, startBareFastify } from './support/servers';

const today = new Date();

function perQuoteMicros(run: () => void): number {
  for (let i = 0; i < 5_000; i += 1) run(); // warm-up
  const iterations = 200_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) run();
  return (Number(process.hrtime.bigint() - started) / 1e9 / iterations) * 1e6;
}

/** Motor rating in process beside device's (goal: the same order, a few µs). */
function benchInProcess(): void {
  const motor = perQuoteMicros(() =>
    quoteMotor({
      vehicleType: 'car',
      vehicleValueCents: 38_500_000,
      use: 'private',
      essentialForJob: false,
      scheme: 'management',
      yearsOfCarInsurance: 1,
      numberOfClaims: 1,
      insuranceCancelled: false,
      drunkOrRecklessConviction: false,
      extrasValueCents: 1_500_000,
      enhancementsValueCents: 0,
      today,
    }),
  );
  const device = perQuoteMicros(() =>
    quoteDevice({
      packageName: 'RETAIL_DEVICE_INSURANCE',
      device: {
        deviceId: null,
        brand: 'Samsung',
        model: 'Galaxy A16',
        storageGb: 128,
        colours: ['Black'],
        listed: false,
        priceVersion: null,
        pricedOn: null,
      },
      replacementCostCents: 399_900,
      creditLifeBalanceCents: null,
      today,
    }),
  );
  console.log(
    '\nMotor rating in-process (car, management scheme, a loading and extras; table motor-2026-01)',
  );
  console.log(
    `motor ${motor.toFixed(1)} µs per quote; device ${device.toFixed(1)} µs per quote — goal: motor within a few µs of device`,
  );
}

const QUOTE = {
  vehicle: {
    vehicle_type: 'car',
    make: 'Toyota',
    model: 'Corolla Cross 1.8 XS',
    manufacturingYear: 2021,
    valuationId: null,
    estimatedRetailPrice: 38_500_000,
    isEstimatedRetailPrice: true,
    vehicleUsedFor: 'private',
    isEssentialPart: false,
  },
  previousInsuranceDetails: {
    totalConsecutiveYears: 3,
    totalClaims: 0,
    everCancelled: false,
    isConvicted: false,
  },
  extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] },
  performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
  finance: { payingOffLoan: false },
};

/** The motor quote endpoints against the framework floor, in the same run. */
async function benchEndpoints(): Promise<void> {
  const bare = await startBareFastify();
  const app = await startApp();
  try {
    const user = await signedInPoolUser(app.app, 'retail', '8001015009087', {
      email: 'bench.motor@example.com',
    });
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify(QUOTE);
    const rows = [
      await measure({ name: 'bare Fastify GET /api/health (floor)', url: `${bare.url}/api/health` }),
      await measure({
        name: 'GET preinspections/getSearchWorkRetailPrice?make=Toyota (public)',
        url: `${app.url}/api/retail/motor/preinspections/getSearchWorkRetailPrice?make=Toyota`,
      }),
      await measure({
        name: 'POST free/getVehicleQuote (public estimate)',
        url: `${app.url}/api/motoveys/motor/free/getVehicleQuote`,
        method: 'POST',
        headers: json,
        body,
      }),
      await measure({
        name: 'POST quote/getVehicleQuote (signed in, stores the quote)',
        url: `${app.url}/api/retail/motor/quote/getVehicleQuote`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${user.accessToken}` },
        body,
      }),
    ];
    printTable('API: motor quote endpoints against the framework floor (10 connections, 5 s each)', rows);
  } finally {
    await bare.app.close();
    await app.app.close();
  }
}

export async function benchMotorQuotes(): Promise<void> {
  benchInProcess();
  await benchEndpoints();
}
