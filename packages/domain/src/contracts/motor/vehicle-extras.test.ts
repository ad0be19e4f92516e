import { describe, expect, it } from 'vitest';
import { extrasNotFor, extrasVehicleProblem, MOTOR_EXTRAS, motorExtrasFor } from './vehicle-extras.js';

const values = (list: readonly { value: string }[]) => list.map((extra) => extra.value);

describe('the extras a kind of vehicle may have', () => {
  it.each([
    [
      'car',
      [
        'mag_wheels',
        'sound_system',
        'canopy',
        'tow_bar',
        'roof_rack',
        'nudge_bar',
        'tracking_device',
        'other',
      ],
    ],
    ['motorcycle', ['mag_wheels', 'sound_system', 'tracking_device', 'other']],
  ] as const)('a %s is offered %j', (vehicleType, offered) => {
    expect(values(motorExtrasFor(vehicleType))).toEqual(offered);
  });

  it('offers every extra for some kind of vehicle', () => {
    const offered = new Set([...values(motorExtrasFor('car')), ...values(motorExtrasFor('motorcycle'))]);
    expect([...offered].sort()).toEqual(values(MOTOR_EXTRAS).sort());
  });

  it.each([
    ['motorcycle', ['canopy', 'mag_wheels', 'tow_bar'], ['canopy', 'tow_bar']],
    ['motorcycle', ['roof_rack', 'nudge_bar'], ['roof_rack', 'nudge_bar']],
    ['motorcycle', ['mag_wheels', 'tracking_device', 'other'], []],
    ['car', ['canopy', 'tow_bar', 'roof_rack', 'nudge_bar'], []],
    ['motorcycle', ['not_an_extra'], []],
  ] as const)('on a %s, %j are not fitted: %j', (vehicleType, details, wrong) => {
    expect(values(extrasNotFor(vehicleType, details))).toEqual(wrong);
  });
});

describe('declared extras that do not fit the vehicle', () => {
  it.each([
    [
      'motorcycle',
      true,
      ['tow_bar'],
      'Tow bar is not covered as an extra on a motorcycle. Please remove it.',
    ],
    [
      'motorcycle',
      true,
      ['mag_wheels', 'canopy', 'tow_bar'],
      'Canopy and tow bar are not covered as extras on a motorcycle. Please remove them.',
    ],
    [
      'motorcycle',
      true,
      ['canopy', 'tow_bar', 'roof_rack'],
      'Canopy, tow bar and roof rack are not covered as extras on a motorcycle. Please remove them.',
    ],
    ['motorcycle', true, ['mag_wheels', 'tracking_device'], null],
    // nothing declared: the items left in the draft are not sent
    ['motorcycle', false, ['canopy'], null],
    ['motorcycle', null, ['canopy'], null],
    ['car', true, ['canopy', 'tow_bar', 'nudge_bar'], null],
  ] as const)('a %s with anyExtra %s and %j → %s', (vehicleType, anyExtra, details, message) => {
    expect(extrasVehicleProblem(vehicleType, { anyExtra, details })).toBe(message);
  });
});
