import { describe, expect, it } from 'vitest';
import { confirmCallFor, resetCallFor, toPreview } from './change-calls';
import { motorAlteration } from './test-motor-policy';

describe('the calls of a priced motor change', () => {
  it.each([
    ['car', 'edit', 'applyAlteration'],
    ['car', 'swap', 'swapPolicy'],
    ['motorcycle', 'edit', 'applyAlteration'],
    ['motorcycle', 'swap', 'motorcycleSwap'],
  ] as const)('a %s %s is confirmed through %s', (vehicle, change, call) => {
    expect(confirmCallFor(vehicle, change)).toBe(call);
  });

  it.each([
    ['car', 'resetPolicy'],
    ['motorcycle', 'motorcycleReset'],
  ] as const)('a %s change is dropped through %s', (vehicle, call) => {
    expect(resetCallFor(vehicle)).toBe(call);
  });

  it('previews the premium now, after, and the difference', () => {
    expect(toPreview(motorAlteration({ currentPremium: 145_000, newPremium: 120_000 }))).toMatchObject({
      currentPremium: 145_000,
      newPremium: 120_000,
      premiumDifference: -25_000,
    });
  });
});
