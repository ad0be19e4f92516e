/**
 * The vehicle licence disc's PDF417 barcode (issue 11; REFERENCE "Devices and vehicles"). It is not
 * encrypted and holds %-separated fields. The commonly documented layout, after a leading empty field, is:
 *
 *   disc type (`MVL1CC..`), control, control, flag, disc number, licence (plate) number, vehicle register
 *   number, description, make, model, colour, VIN, engine number, expiry date (YYYY-MM-DD)
 *
 * That order is hearsay, so the text is read defensively: the disc type and the VIN are found by what they
 * look like, not where they stand; the fields around the disc type are read from it and the fields around
 * the VIN from the VIN, so an extra or a missing field in between does not shift make, model and colour;
 * where the two readings claim the same field, neither gets it (an empty field the user types is better
 * than a wrong one). Only shapes are checked: the user confirms every value.
 */
import { formatIsoDate, parseIsoDate } from './calendar.js';
import { isPlausibleRegistrationNumber, normaliseRegistrationNumber } from './registration-number.js';
import { isValidVin, normaliseVin } from './vin.js';

export interface LicenceDiscFields {
  /** The plate (the disc's licence number), normalised; '' when absent or not plate-shaped. */
  registrationNumber: string;
  /** In capitals; '' when absent. */
  vin: string;
  engineNumber: string;
  make: string;
  model: string;
  /** As printed, often in two languages ("White / Wit"). */
  colour: string;
  /** The vehicle description ("Motor car / Motorkar", "LDV / Bakkie"...). */
  description: string;
  /** The disc's licence number as printed (the plate, before normalisation). */
  licenceNumber: string;
  /** The national register's own number for the vehicle, which is not the plate. */
  vehicleRegisterNumber: string;
  discNumber: string;
  /** The licence's expiry date, 'YYYY-MM-DD', or null when absent or not a real date. */
  expiryDate: string | null;
}

/** A PDF417 symbol holds at most about 1 850 characters; anything longer is not a disc. */
const MAX_TEXT_LENGTH = 2000;
const DISC_TYPE = /^MVL[A-Z0-9]*$/i;
const DISC_DATE = /^(\d{4})[-/.](\d{2})[-/.](\d{2})$/;
/** The expected distance from the disc type to the VIN in the documented layout. */
const VIN_OFFSET = 11;

/** Fields read from the disc type's position (offset after it). */
const HEAD = { discNumber: 4, licenceNumber: 5, vehicleRegisterNumber: 6 } as const;
/** Fields read from the VIN's position (offset from it). */
const TAIL = { description: -4, make: -3, model: -2, colour: -1, engineNumber: 1, expiryDate: 2 } as const;
type FieldName = keyof typeof HEAD | keyof typeof TAIL;

// Control characters, which a scanner can leave in the text, are never part of a field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const clean = (field: string) => field.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();

function discDate(value: string): string | null {
  const match = DISC_DATE.exec(value);
  if (!match) return null;
  const date = parseIsoDate(`${match[1]}-${match[2]}-${match[3]}`);
  return date ? formatIsoDate(date) : null;
}

/** The fields between the separators, without the leading and trailing empty fields. */
function splitFields(text: string): string[] {
  const fields = text.split('%').map(clean);
  while (fields.length > 0 && fields[0] === '') fields.shift();
  while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
  return fields;
}

/** The VIN's index: the documented position when it holds a VIN, else the VIN-shaped field nearest to it. */
function findVin(fields: string[], discType: number | null): number | null {
  const candidates = fields.flatMap((field, index) => (isValidVin(field) ? [index] : []));
  if (candidates.length === 0) return null;
  if (discType === null) return candidates[0] ?? null;
  const expected = discType + VIN_OFFSET;
  return candidates.reduce((best, index) =>
    Math.abs(index - expected) < Math.abs(best - expected) ? index : best,
  );
}

/**
 * Reads the text of a licence disc's barcode, or returns null when the text is not a disc (no `%`
 * separators, or neither an `MVL` disc type nor a valid VIN).
 */
export function parseLicenceDisc(text: string): LicenceDiscFields | null {
  if (text.length > MAX_TEXT_LENGTH || !text.includes('%')) return null;
  const fields = splitFields(text);
  const found = fields.findIndex((field) => DISC_TYPE.test(field));
  const discType = found === -1 ? null : found;
  const vin = findVin(fields, discType);
  if (discType === null && vin === null) return null;

  const headBase = discType ?? (vin ?? 0) - VIN_OFFSET;
  const tailBase = vin ?? headBase + VIN_OFFSET;
  const reserved = new Set([discType, vin].filter((index) => index !== null));
  const positions = new Map<FieldName, number>([
    ...Object.entries(HEAD).map(([name, offset]) => [name as FieldName, headBase + offset] as const),
    ...Object.entries(TAIL).map(([name, offset]) => [name as FieldName, tailBase + offset] as const),
  ]);
  const claims = new Map<number, number>();
  for (const index of positions.values()) claims.set(index, (claims.get(index) ?? 0) + 1);

  const read = (name: FieldName): string => {
    const index = positions.get(name);
    if (index === undefined || reserved.has(index) || claims.get(index) !== 1) return '';
    return fields[index] ?? '';
  };

  const licenceNumber = read('licenceNumber').toUpperCase();
  const plate = normaliseRegistrationNumber(licenceNumber);
  const expiry = read('expiryDate');
  const engineNumber = read('engineNumber').toUpperCase();
  return {
    registrationNumber: isPlausibleRegistrationNumber(plate) ? plate : '',
    vin: vin === null ? '' : normaliseVin(fields[vin] ?? ''),
    // With the engine number missing, the expiry date moves up into its place.
    engineNumber: discDate(engineNumber) === null ? engineNumber : '',
    make: read('make'),
    model: read('model'),
    colour: read('colour'),
    description: read('description'),
    licenceNumber,
    vehicleRegisterNumber: read('vehicleRegisterNumber').toUpperCase(),
    discNumber: read('discNumber').toUpperCase(),
    expiryDate:
      discDate(expiry) ??
      fields
        .slice(tailBase + 1)
        .map(discDate)
        .find(Boolean) ??
      null,
  };
}
