import { MOTOR_SCHEMES, PROVINCES, VEHICLE_OWNER_RELATIONS } from '@cover/domain';
import {
  MOTOR_APPLICATION_DOCUMENT_KINDS,
  MOTOR_CLAIM_DOCUMENT_KINDS,
  MOTOR_PACKAGES,
  VEHICLE_USES,
  type MotorProductScheme,
} from '@cover/domain/motor';

/** The retail motor product has no scheme of its own: it is simply motor cover. */
const RETAIL_MOTOR_COVER = 'Motor cover';

/** 'management' → 'Management scheme'; 'retail' → 'Motor cover'. */
export function schemeLabel(scheme: string): string {
  if (scheme === 'retail') return RETAIL_MOTOR_COVER;
  return MOTOR_SCHEMES.find((entry) => entry.value === scheme)?.label ?? scheme;
}

/** 'MANAGEMENT_MOTOR_SCHEME' → 'Management scheme' (a package of the motor line, by its scheme). */
export function motorPackageLabel(packageName: string): string {
  const scheme = (Object.keys(MOTOR_PACKAGES) as MotorProductScheme[]).find(
    (key) => MOTOR_PACKAGES[key] === packageName,
  );
  return scheme ? schemeLabel(scheme) : packageName;
}

/** 'car' → 'Car'; 'motorcycle' → 'Motorcycle'. */
export const vehicleTypeLabel = (type: string) => (type === 'motorcycle' ? 'Motorcycle' : 'Car');

/** 'private' → 'Private use (including to and from work)'. */
export const vehicleUseLabel = (use: string) =>
  VEHICLE_USES.find((entry) => entry.value === use)?.label ?? use;

/** 'spouse' → 'Spouse'. */
export const relationLabel = (value: string) =>
  VEHICLE_OWNER_RELATIONS.find((relation) => relation.value === value)?.label ?? value;

/** 'saps_case_slip' → 'SAPS case slip'. */
export const motorDocumentKindLabel = (value: string) =>
  MOTOR_CLAIM_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ?? value;

/** An application's document as the wizard asked for it: 'finance_agreement' → 'Finance agreement or settlement letter'. */
export const motorApplicationDocumentLabel = (value: string) =>
  MOTOR_APPLICATION_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ??
  motorDocumentKindLabel(value);

/** Yes or No, as a fact list shows a true/false answer. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Where the vehicle is kept at night, as the address was given: the picked address, else the typed one. */
export function vehicleKeptAt(address: {
  address: string;
  googleAddress: { formattedAddress: string; city: string; provience: string; code: string };
}): string {
  const { googleAddress } = address;
  const province = PROVINCES.find((entry) => entry.value === googleAddress.provience)?.label;
  const place = [googleAddress.formattedAddress, googleAddress.city, province, googleAddress.code]
    .filter(Boolean)
    .join(', ');
  return place || address.address;
}
