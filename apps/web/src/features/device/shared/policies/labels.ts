import { DEVICE_CLAIM_TYPES, productName } from '@cover/domain';
import { DEVICE_CLAIM_DOCUMENT_KINDS } from '@cover/domain/device';

/** 'RETAIL_DEVICE_INSURANCE' → 'Device cover' (the one mapping, in the domain). */
export const packageLabel = productName;

/** 'SCREEN_DAMAGE' → 'Screen damage'. */
export const claimTypeText = (value: string) =>
  DEVICE_CLAIM_TYPES.find((type) => type.value === value)?.label ?? value;

/** 'damage_photo' → 'Photo of the damage'. */
export const deviceDocumentKindLabel = (value: string) =>
  DEVICE_CLAIM_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ?? value;

/** '128 GB', or '—' when the storage is not known. */
export const storageText = (storageGb: number | null) => (storageGb === null ? '—' : `${storageGb} GB`);
