/** A motor claim in words: what happened to the vehicle, as a noun phrase (not the type's bare label). */
import type { MotorClaimType } from '../../constants/claim-types.js';

const WHAT: Readonly<Record<MotorClaimType, (vehicle: string) => string>> = {
  STOLEN: (vehicle) => `Theft of the ${vehicle}`,
  HIJACKED: (vehicle) => `Hijacking of the ${vehicle}`,
  GLASS: (vehicle) => `Glass damage to the ${vehicle}`,
  ACCESSORIES: (vehicle) => `Loss of or damage to accessories of the ${vehicle}`,
  ACCIDENT_SCRATCHES_DENTS: (vehicle) => `Accident damage (scratches and dents) to the ${vehicle}`,
  TOWING: (vehicle) => `Towing of the ${vehicle}`,
};

/** 'Theft of the Toyota Corolla (CA 123-456)', 'Glass damage to the …': the claim's type with its vehicle. */
export const motorClaimOf = (type: MotorClaimType, vehicle: string): string => WHAT[type](vehicle);
