/**
 * Shrinks a camera photo on the phone before it is uploaded, so that an inspection costs little data
 * (issue 11): decoded the right way up, drawn at most 1600 px on its long edge (never enlarged) and encoded
 * as a JPEG of quality 0.8. A small thumbnail for the checklist comes from the same decoded image, so the
 * page need not download a preview of a photo it has just sent. When the browser cannot decode the photo
 * (HEIC on Android Chrome) the original is sent unchanged: the server accepts it and makes the copies.
 * The decoding and drawing are the shared ones of lib/images/shrink-image (the document upload uses them too).
 */
import {
  browserCodec,
  fitWithin,
  withDecodedImage,
  type Dimensions,
  type ImageCodec,
} from '../../../lib/images/shrink-image';

export { fitWithin, type Dimensions };

export const MAX_EDGE_PX = 1600;
export const JPEG_QUALITY = 0.8;
export const THUMBNAIL_EDGE_PX = 240;
const THUMBNAIL_QUALITY = 0.7;

export interface ShrunkPhoto {
  /** what to upload: the shrunk JPEG, or the original when that is smaller or could not be made */
  photo: Blob;
  shrunk: boolean;
  /** the size of the shrunk JPEG; null when the original is sent */
  dimensions: Dimensions | null;
  /** a small JPEG to show in the checklist; null when the photo could not be decoded */
  thumbnail: Blob | null;
}

const original = (file: Blob): ShrunkPhoto => ({
  photo: file,
  shrunk: false,
  dimensions: null,
  thumbnail: null,
});

export async function shrinkPhoto(file: Blob, codec: ImageCodec = browserCodec): Promise<ShrunkPhoto> {
  const result = await withDecodedImage(file, codec, async (image): Promise<ShrunkPhoto> => {
    const dimensions = fitWithin(image, MAX_EDGE_PX);
    const shrunk = await codec.encodeJpeg(image, dimensions, JPEG_QUALITY);
    const thumbnail = await codec.encodeJpeg(image, fitWithin(image, THUMBNAIL_EDGE_PX), THUMBNAIL_QUALITY);
    if (shrunk && shrunk.size < file.size) return { photo: shrunk, shrunk: true, dimensions, thumbnail };
    return { ...original(file), thumbnail };
  });
  return result ?? original(file);
}
