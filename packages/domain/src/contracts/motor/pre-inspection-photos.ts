/**
 * The photos of a motor pre-inspection and the link they are taken with (decision 0019): the seven guided
 * photos with what the page says of each, the upload's limits and headers, and the address of the
 * inspection page the SMS link opens.
 */

/** The seven guided photos of a pre-inspection, in the order the page asks for them. */
export const INSPECTION_PHOTO_KINDS = [
  'front',
  'rear',
  'left',
  'right',
  'odometer',
  'licence_disc',
  'windscreen',
] as const;

/**
 * The photos of a claim's inspection (CLAIM_SUBMISSION): the damage first, from a step back and up close,
 * then the vehicle around it, its odometer and licence disc.
 */
export const CLAIM_INSPECTION_PHOTO_KINDS = [
  'damage',
  'damage_close_up',
  'front',
  'rear',
  'left',
  'right',
  'odometer',
  'licence_disc',
] as const;

/** Every kind of photo any inspection takes. */
export const ALL_INSPECTION_PHOTO_KINDS = [...INSPECTION_PHOTO_KINDS, 'damage', 'damage_close_up'] as const;
export type InspectionPhotoKind = (typeof ALL_INSPECTION_PHOTO_KINDS)[number];

/** The photos an inspection of this type asks for, in order (spec 001 §4 inspection types). */
export const inspectionPhotoKindsOf = (
  assessmentType: 'PRE_INSPECTION' | 'CLAIM_SUBMISSION',
): readonly InspectionPhotoKind[] =>
  assessmentType === 'CLAIM_SUBMISSION' ? CLAIM_INSPECTION_PHOTO_KINDS : INSPECTION_PHOTO_KINDS;

/** What the page shows for each photo: a plain label and one line of guidance. */
export const INSPECTION_PHOTO_GUIDES: Readonly<
  Record<InspectionPhotoKind, { readonly label: string; readonly guidance: string }>
> = {
  front: {
    label: 'Front of the car',
    guidance: 'Stand 3 m in front of the car so the whole front and the number plate show',
  },
  rear: {
    label: 'Back of the car',
    guidance: 'Stand 3 m behind the car so the whole back and the number plate show',
  },
  left: {
    label: 'Left side',
    guidance: 'Stand 4 m from the left side so the car shows from bumper to bumper',
  },
  right: {
    label: 'Right side',
    guidance: 'Stand 4 m from the right side so the car shows from bumper to bumper',
  },
  odometer: {
    label: 'Odometer',
    guidance: 'Switch the ignition on and photograph the dashboard so the kilometres can be read',
  },
  licence_disc: {
    label: 'Licence disc',
    guidance: 'Photograph the licence disc on the windscreen up close so its text can be read',
  },
  windscreen: {
    label: 'Windscreen',
    guidance: 'Stand at the front corner so the whole windscreen shows, with any chips or cracks',
  },
  damage: {
    label: 'The damage',
    guidance: 'Stand 2 m back so all of the damage shows with the part of the car around it',
  },
  damage_close_up: {
    label: 'The damage up close',
    guidance: 'Photograph the worst of the damage up close so dents, scratches or cracks can be seen',
  },
};

export const inspectionPhotoLabel = (kind: InspectionPhotoKind) => INSPECTION_PHOTO_GUIDES[kind].label;

const MiB = 1024 * 1024;
/** The largest photo the page may send (decision 0019). */
export const INSPECTION_MAX_PHOTO_BYTES = 15 * MiB;
/** One PATCH carries at most this many bytes (decision 0019). */
export const INSPECTION_CHUNK_BYTES = 512 * 1024;
/** The longest edge of a preview, in pixels. */
export const INSPECTION_PREVIEW_MAX_EDGE = 480;
/** An SMS link works this many days; a new SMS replaces the old link. */
export const INSPECTION_LINK_DAYS = 7;
/**
 * An approved pre-inspection that no policy has started from is given back for a new application of the same
 * vehicle for this many days after its approval (decision 0019, second addendum): no photos to take again.
 */
export const APPROVED_INSPECTION_REUSE_DAYS = 14;

/** The page's credential header, and the resumable upload's offset header. */
export const INSPECTION_TOKEN_HEADER = 'x-inspection-token';
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export const UPLOAD_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

/** The page's address: the token sits in the fragment so it never reaches a server log or a Referer. */
export const INSPECTION_PAGE_ROUTE = '/inspection';
export const inspectionLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}${INSPECTION_PAGE_ROUTE}#t=${token}`;
