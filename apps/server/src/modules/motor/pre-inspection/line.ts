/** The product line pre-inspections belong to, and the folders of their blobs. */
import { MOTOR_LINE } from '@cover/domain/motor';

export const PRE_INSPECTION_LINE = MOTOR_LINE;
/** The stored photos (full size and preview). */
export const PHOTO_BLOB_FOLDER = 'inspection-photos';
/** The chunks of uploads still in progress. */
export const UPLOAD_BLOB_FOLDER = 'inspection-uploads';
