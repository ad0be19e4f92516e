/** Pre-inspection rows as their three audiences see them: the holder, the inspection page, the back office. */
import { mobileEnding as lastDigits } from '@cover/domain';
import {
  BACKOFFICE_PRE_INSPECTION_PATHS,
  INSPECTION_CHUNK_BYTES,
  INSPECTION_MAX_PHOTO_BYTES,
  INSPECTION_PAGE_PATHS,
  INSPECTION_PHOTO_GUIDES,
  inspectionPhotoKindsOf,
  PRE_INSPECTION_PHOTO_PREVIEW_ROUTES,
  type BackofficePreInspection,
  type InspectionPage,
  type InspectionPagePhoto,
  type InspectionPhotoKind,
  type PreInspection,
} from '@cover/domain/motor';
import { fillPath } from '@cover/domain';
import type { EventRow, InspectionPhotoRow, PreInspectionRow } from '../../../db/schema/index.js';
import type { PreInspectionOwner } from './backoffice-owners.js';

export type HolderFamily = keyof typeof PRE_INSPECTION_PHOTO_PREVIEW_ROUTES;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const photoOfKind = (photos: readonly InspectionPhotoRow[], kind: InspectionPhotoKind) =>
  photos.find((photo) => photo.kind === kind) ?? null;

/** The photos an inspection of this row's type asks for (a claim's inspection: the damage first). */
export const kindsOf = (row: Pick<PreInspectionRow, 'assessmentType'>) =>
  inspectionPhotoKindsOf(row.assessmentType);

/** The kinds still to take. */
export const missingKinds = (
  row: Pick<PreInspectionRow, 'assessmentType'>,
  photos: readonly InspectionPhotoRow[],
): InspectionPhotoKind[] => kindsOf(row).filter((kind) => !photoOfKind(photos, kind));

/** A pre-inspection as its holder sees it; preview links go to the family's own photo route. */
export function toPreInspection(
  row: PreInspectionRow,
  photos: readonly InspectionPhotoRow[],
  family: HolderFamily,
): PreInspection {
  return {
    preInspectionId: row.id,
    assessmentType: row.assessmentType,
    assessmentStatus: row.assessmentStatus,
    rejectionReason: row.rejectionReason,
    odometerValue: row.odometerValue,
    color: row.color,
    licenceNo: row.licenceNo,
    make: row.make,
    model: row.model,
    registrationNo: row.registrationNo,
    vinNo: row.vinNo,
    engineNo: row.engineNo,
    manufacturingYear: row.manufacturingYear,
    vehicleRegistrationYear: row.vehicleRegistrationYear,
    vehicleRegistrationMonth: row.vehicleRegistrationMonth,
    estimatedRetailPrice: row.estimatedRetailPriceCents,
    isDeleted: row.isDeleted,
    photos: kindsOf(row).map((kind) => {
      const photo = photoOfKind(photos, kind);
      return {
        kind,
        status: photo ? 'uploaded' : 'missing',
        previewUrl: photo
          ? fillPath(PRE_INSPECTION_PHOTO_PREVIEW_ROUTES[family], { preInspectionId: row.id, kind })
          : null,
      };
    }),
    mobileEnding: row.mobile ? lastDigits(row.mobile) : null,
    smsSentAt: iso(row.smsSentAt),
    linkExpiresAt: iso(row.tokenExpiresAt),
    claimId: row.claimId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One photo as the inspection page shows it. */
export function toPagePhoto(kind: InspectionPhotoKind, uploaded: boolean): InspectionPagePhoto {
  return {
    kind,
    label: INSPECTION_PHOTO_GUIDES[kind].label,
    guidance: INSPECTION_PHOTO_GUIDES[kind].guidance,
    status: uploaded ? 'uploaded' : 'missing',
    previewUrl: uploaded ? fillPath(INSPECTION_PAGE_PATHS.preview, { kind }) : null,
  };
}

/** GET /api/inspection: what the page needs, and nothing of the holder beyond the vehicle (and a claim's number). */
export function toInspectionPage(
  row: PreInspectionRow,
  photos: readonly InspectionPhotoRow[],
  claimNumber: string | null,
): InspectionPage {
  if (!row.tokenExpiresAt) throw new Error('an inspection page needs a link');
  return {
    vehicle: { make: row.make, model: row.model, registrationNo: row.registrationNo },
    assessmentType: row.assessmentType,
    claimNumber,
    assessmentStatus: row.assessmentStatus,
    rejectionReason: row.rejectionReason,
    photos: kindsOf(row).map((kind) => toPagePhoto(kind, photoOfKind(photos, kind) !== null)),
    maxPhotoBytes: INSPECTION_MAX_PHOTO_BYTES,
    chunkBytes: INSPECTION_CHUNK_BYTES,
    linkExpiresAt: row.tokenExpiresAt.toISOString(),
  };
}

const backofficePhotoUrl = (id: string, kind: InspectionPhotoKind, size: 'full' | 'preview') =>
  `${fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.photo, { id, kind })}?size=${size}`;

/**
 * A pre-inspection as the back office sees it: the holder's view, whose it is (the holder's name, the
 * applications made with it, a claim inspection's claim), who assessed it, the photos' details.
 */
export function toBackofficePreInspection(
  row: PreInspectionRow,
  photos: readonly InspectionPhotoRow[],
  owner: PreInspectionOwner,
): BackofficePreInspection {
  const base = toPreInspection(row, photos, 'retail');
  return {
    ...base,
    policyHolderId: row.policyHolderId,
    holderName: owner.holderName,
    applications: owner.applications,
    claim: owner.claim,
    assessedBy: row.assessedBy,
    assessedAt: iso(row.assessedAt),
    photos: kindsOf(row).map((kind) => {
      const photo = photoOfKind(photos, kind);
      return {
        kind,
        status: photo ? 'uploaded' : 'missing',
        previewUrl: photo ? backofficePhotoUrl(row.id, kind, 'preview') : null,
        fullUrl: photo ? backofficePhotoUrl(row.id, kind, 'full') : null,
        contentType: photo?.contentType ?? null,
        size: photo?.size ?? null,
        uploadedAt: iso(photo?.uploadedAt ?? null),
      };
    }),
  };
}

/** One history entry (the event's data without its summary, which is the type in words). */
export const toHistoryEntry = (event: EventRow) => ({
  type: event.type,
  actor: event.actor ?? 'system',
  data: event.data,
  createdAt: event.createdAt.toISOString(),
});
