import type { MotorClaimType } from '@cover/domain';
import { MOTOR_CLAIM_DOCUMENT_KINDS, type MotorClaimDocumentKind } from '@cover/domain/motor';
import type { DocumentFiles } from '../../../../components/claims/upload-state';

/**
 * The documents each claim type can carry: those it needs (requiredMotorClaimDocuments) and those that help
 * (the driver's licence of a stolen car, a police case of an accident, photos of a towed vehicle).
 */
const KINDS_BY_TYPE: Readonly<Record<MotorClaimType, readonly MotorClaimDocumentKind[]>> = {
  STOLEN: ['saps_case_slip', 'affidavit', 'registration_certificate', 'drivers_licence'],
  HIJACKED: ['saps_case_slip', 'affidavit', 'drivers_licence', 'registration_certificate'],
  GLASS: ['damage_photo', 'glass_quote'],
  ACCESSORIES: ['damage_photo', 'repair_quote', 'accessory_proof_of_purchase'],
  ACCIDENT_SCRATCHES_DENTS: [
    'damage_photo',
    'repair_quote',
    'drivers_licence',
    'saps_case_slip',
    'affidavit',
  ],
  TOWING: ['towing_invoice', 'damage_photo'],
};

/** The document kinds (value and label) a claim of this type can carry, in the table's order. */
export const motorClaimDocumentKinds = (claimType: MotorClaimType) =>
  MOTOR_CLAIM_DOCUMENT_KINDS.filter((kind) => KINDS_BY_TYPE[claimType].includes(kind.value)).sort(
    (a, b) => KINDS_BY_TYPE[claimType].indexOf(a.value) - KINDS_BY_TYPE[claimType].indexOf(b.value),
  );

/** The chosen files the claim type can carry (a file chosen before the type changed is left out). */
export function motorClaimFiles(
  claimType: MotorClaimType | '',
  files: DocumentFiles<MotorClaimDocumentKind>,
): DocumentFiles<MotorClaimDocumentKind> {
  if (claimType === '') return {};
  const kinds = new Set<string>(KINDS_BY_TYPE[claimType]);
  return Object.fromEntries(
    Object.entries(files).filter(([kind]) => kinds.has(kind)),
  ) as DocumentFiles<MotorClaimDocumentKind>;
}
