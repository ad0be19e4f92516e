import { quoteDevice } from '@cover/domain/device';
import { priceFuneralQuote } from '@cover/domain/funeral';
import { quoteMotor } from '@cover/domain/motor';
import { FUNERAL_FAMILY } from './support/quote-bodies';

const today = new Date();

/** Microseconds per call of `run`, after a warm-up. */
function perQuoteMicros(run: () => void): number {
  for (let i = 0; i < 5_000; i += 1) run(); // warm-up
  const iterations = 200_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) run();
  return (Number(process.hrtime.bigint() - started) / 1e9 / iterations) * 1e6;
}

/**
 * Each line's rating in process, no server around it: what a quote endpoint must add as little as possible
 * to. Goals: device no slower than funeral (main member only), motor within a few µs of device.
 */
export function benchRatingInProcess(): void {
  const funeralFamily = perQuoteMicros(() => priceFuneralQuote(FUNERAL_FAMILY, { today }));
  const funeralMain = perQuoteMicros(() =>
    priceFuneralQuote({ coverOption: 'C', mainMember: { idNumber: '8001015009087' } }, { today }),
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
      creditLifeBalanceCents: 300_000,
      today,
    }),
  );
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
  console.log('\nRating in process (µs per quote)');
  console.table([
    { quote: 'funeral, family of five (funeral-2026-01)', µs: +funeralFamily.toFixed(1), goal: '' },
    { quote: 'funeral, main member only', µs: +funeralMain.toFixed(1), goal: '' },
    {
      quote: 'device with credit life (device-2026-01)',
      µs: +device.toFixed(1),
      goal: `≤ funeral main member: ${device <= funeralMain ? 'met' : 'MISSED'}`,
    },
    {
      quote: 'motor, car with extras (motor-2026-01)',
      µs: +motor.toFixed(1),
      goal: `within 5 µs of device: ${motor - device <= 5 ? 'met' : 'MISSED'}`,
    },
  ]);
}
