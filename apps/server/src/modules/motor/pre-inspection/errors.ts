/** The expected failures of pre-inspections, with stable codes and user-facing messages. */
import {
  INSPECTION_PHOTO_GUIDES,
  PRE_INSPECTION_MESSAGES,
  type InspectionPhotoKind,
} from '@cover/domain/motor';
import { AppError } from '../../../platform/errors.js';

export const PRE_INSPECTION_ERRORS = {
  notFound: 'Pre-inspection not found',
  noneForIdNumber: 'We could not find pre-inspections for this ID number.',
  uploadNotFound: 'This upload was not found. Please start the photo again.',
  removeApproved: 'An approved pre-inspection cannot be removed: cover depends on it.',
  removed: 'This pre-inspection has been removed.',
  photosLocked: 'The photos have been sent for assessment and can no longer be changed.',
  notSubmitted: 'Only an inspection whose photos were sent for assessment can be assessed.',
  linkForDecided: 'The photos of this inspection are being assessed or were approved: no new link is needed.',
  linkForCancelled:
    'This inspection is no longer needed: the application for this vehicle was declined or withdrawn. No new link is sent.',
  offsetMismatch: 'The upload is at another position. Continue from the position given.',
  chunkTooLarge: 'This part of the photo is larger than allowed, or runs past the photo’s size.',
  chunkType: 'Send the photo’s bytes as application/offset+octet-stream.',
  emptyChunk: 'This part of the photo is empty.',
} as const;

export const preInspectionNotFound = () =>
  new AppError(404, 'PRE_INSPECTION_NOT_FOUND', PRE_INSPECTION_ERRORS.notFound);
export const noPreInspectionsForIdNumber = () =>
  new AppError(404, 'PRE_INSPECTION_NOT_FOUND', PRE_INSPECTION_ERRORS.noneForIdNumber);
export const inspectionLinkInvalid = () =>
  new AppError(404, 'INSPECTION_LINK_INVALID', PRE_INSPECTION_MESSAGES.linkInvalid);
export const uploadNotFound = () =>
  new AppError(404, 'UPLOAD_NOT_FOUND', PRE_INSPECTION_ERRORS.uploadNotFound);
export const removeApprovedRefused = () =>
  new AppError(409, 'PRE_INSPECTION_APPROVED', PRE_INSPECTION_ERRORS.removeApproved);
/** A kind of photo this inspection does not ask for (a windscreen of a claim, the damage of a pre-inspection). */
export const photoNotAsked = () =>
  new AppError(404, 'PHOTO_NOT_ASKED', 'This inspection does not ask for this photo.');
export const photosLocked = () => new AppError(409, 'PHOTOS_LOCKED', PRE_INSPECTION_ERRORS.photosLocked);
export const notSubmitted = () =>
  new AppError(409, 'PRE_INSPECTION_NOT_SUBMITTED', PRE_INSPECTION_ERRORS.notSubmitted);
export const linkForDecided = () =>
  new AppError(409, 'PRE_INSPECTION_ASSESSED', PRE_INSPECTION_ERRORS.linkForDecided);
export const linkForCancelled = () =>
  new AppError(409, 'PRE_INSPECTION_CANCELLED', PRE_INSPECTION_ERRORS.linkForCancelled);
export const preInspectionNotApproved = () =>
  new AppError(422, 'PRE_INSPECTION_NOT_APPROVED', PRE_INSPECTION_MESSAGES.notApproved, {
    preInspectionId: PRE_INSPECTION_MESSAGES.notApproved,
  });
export const chunkTooLarge = () => new AppError(413, 'UPLOAD_TOO_LARGE', PRE_INSPECTION_ERRORS.chunkTooLarge);
export const photoTooLarge = () => new AppError(413, 'PHOTO_TOO_LARGE', PRE_INSPECTION_MESSAGES.uploadSize);
export const chunkContentType = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', PRE_INSPECTION_ERRORS.chunkType);
export const emptyChunk = () => new AppError(400, 'EMPTY_CHUNK', PRE_INSPECTION_ERRORS.emptyChunk);
export const declaredTypeNotAPhoto = () =>
  new AppError(415, 'NOT_A_PHOTO', PRE_INSPECTION_MESSAGES.contentType, {
    contentType: PRE_INSPECTION_MESSAGES.contentType,
  });
export const notAPhoto = () => new AppError(415, 'NOT_A_PHOTO', PRE_INSPECTION_MESSAGES.notAPhoto);

/** 422 naming the photos still to take, by label. */
export function photosMissing(kinds: readonly InspectionPhotoKind[]): AppError {
  const labels = kinds.map((kind) => INSPECTION_PHOTO_GUIDES[kind].label);
  return new AppError(
    422,
    'PHOTOS_MISSING',
    `Please take the remaining photos first: ${labels.join(', ')}.`,
    Object.fromEntries(
      kinds.map((kind) => [`photos.${kind}`, `${INSPECTION_PHOTO_GUIDES[kind].label} is missing`]),
    ),
  );
}
