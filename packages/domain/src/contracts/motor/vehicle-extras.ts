/**
 * The extras and enhancements a vehicle may declare (spec 001 §3, extraVehicleDetails and enhancements), and
 * which extras fit which kind of vehicle (decision 0021, addendum): the lists the forms offer and the quote
 * checks a declaration against.
 */
import { formatRand } from '../../format/money.js';
import type { VehicleType } from './valuation.js';

const CARS_AND_MOTORCYCLES = ['car', 'motorcycle'] as const satisfies readonly VehicleType[];
const CARS_ONLY = ['car'] as const satisfies readonly VehicleType[];

/**
 * The extras a vehicle may have covered, each with the kinds of vehicle it is fitted to (decision 0021,
 * addendum): a canopy, a tow bar, a roof rack and a nudge bar are a car's (or a bakkie's), never a
 * motorcycle's; wheels, a sound system, a tracking device and anything else ('Other') may be on either.
 */
export const MOTOR_EXTRAS = [
  { value: 'mag_wheels', label: 'Mag wheels', vehicleTypes: CARS_AND_MOTORCYCLES },
  { value: 'sound_system', label: 'Sound system', vehicleTypes: CARS_AND_MOTORCYCLES },
  { value: 'canopy', label: 'Canopy', vehicleTypes: CARS_ONLY },
  { value: 'tow_bar', label: 'Tow bar', vehicleTypes: CARS_ONLY },
  { value: 'roof_rack', label: 'Roof rack', vehicleTypes: CARS_ONLY },
  { value: 'nudge_bar', label: 'Nudge bar', vehicleTypes: CARS_ONLY },
  { value: 'tracking_device', label: 'Tracking device', vehicleTypes: CARS_AND_MOTORCYCLES },
  { value: 'other', label: 'Other', vehicleTypes: CARS_AND_MOTORCYCLES },
] as const;
export type MotorExtraOption = (typeof MOTOR_EXTRAS)[number];

const fitsVehicle = (extra: MotorExtraOption, vehicleType: VehicleType) =>
  (extra.vehicleTypes as readonly VehicleType[]).includes(vehicleType);

/** The extras offered for a kind of vehicle, in the list's order. */
export const motorExtrasFor = (vehicleType: VehicleType): MotorExtraOption[] =>
  MOTOR_EXTRAS.filter((extra) => fitsVehicle(extra, vehicleType));

/** The extras among `details` that a vehicle of this kind cannot have (unknown values are the schema's). */
export const extrasNotFor = (vehicleType: VehicleType, details: readonly string[]): MotorExtraOption[] =>
  MOTOR_EXTRAS.filter((extra) => details.includes(extra.value) && !fitsVehicle(extra, vehicleType));

const VEHICLE_NOUN: Record<VehicleType, string> = { car: 'a car', motorcycle: 'a motorcycle' };

/**
 * Why declared extras do not fit the vehicle ('Canopy and tow bar are not covered as extras on a
 * motorcycle. Please remove them.'), or null when they all do (or none are declared).
 */
export function extrasVehicleProblem(
  vehicleType: VehicleType,
  extras: { anyExtra: boolean | null; details: readonly string[] },
): string | null {
  if (extras.anyExtra !== true) return null;
  const wrong = extrasNotFor(vehicleType, extras.details);
  if (wrong.length === 0) return null;
  const names = wrong.map((extra, index) => (index === 0 ? extra.label : extra.label.toLowerCase()));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const one = names.length === 1;
  return `${list} ${one ? 'is' : 'are'} not covered as ${one ? 'an extra' : 'extras'} on ${VEHICLE_NOUN[vehicleType]}. Please remove ${one ? 'it' : 'them'}.`;
}

/** Changes to a vehicle's performance or looks that are declared (they affect the risk). */
export const MOTOR_ENHANCEMENTS = [
  { value: 'engine_remap', label: 'Engine remap or chip' },
  { value: 'turbo', label: 'Turbo or supercharger' },
  { value: 'exhaust', label: 'Performance exhaust' },
  { value: 'suspension', label: 'Lowered or sports suspension' },
  { value: 'body_kit', label: 'Body kit' },
  { value: 'other', label: 'Other' },
] as const;

/**
 * Declared extras or enhancements as the policy and its schedule list them, with their value: 'Tow bar,
 * Tracking device (R 12 500,00)' (an unknown value as it is); null when none are declared.
 */
export function declaredItemsText(
  group: 'extras' | 'enhancements',
  declared: { items: readonly string[]; totalValue: number },
): string | null {
  if (declared.items.length === 0 && declared.totalValue === 0) return null;
  const options: readonly { value: string; label: string }[] =
    group === 'extras' ? MOTOR_EXTRAS : MOTOR_ENHANCEMENTS;
  const names = declared.items.map((item) => options.find((option) => option.value === item)?.label ?? item);
  return `${names.join(', ')} (${formatRand(declared.totalValue)})`;
}
