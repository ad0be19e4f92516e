import { formatFileSize } from '@cover/domain';
import { PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';
import { sniffPhotoType } from './photo-type';
import { shrinkPhoto } from './shrink-photo';

export type PreparedPhoto =
  { ok: true; photo: Blob; thumbnail: Blob | null } | { ok: false; message: string };

/**
 * A camera file made ready to upload: shrunk on the phone when the browser can decode it, recognised by
 * its content (JPEG, PNG, WebP or HEIC), labelled with that type and within the server's size limit.
 */
export async function preparePhoto(file: Blob, maxBytes: number): Promise<PreparedPhoto> {
  if (file.size === 0) return { ok: false, message: 'This photo is empty. Please take it again.' };
  const { photo, shrunk, thumbnail } = await shrinkPhoto(file);
  const type = shrunk ? 'image/jpeg' : await sniffPhotoType(photo);
  if (!type) return { ok: false, message: PRE_INSPECTION_MESSAGES.notAPhoto };
  if (photo.size > maxBytes) {
    return {
      ok: false,
      message: `This photo is too large (${formatFileSize(photo.size)}). A photo may be at most ${formatFileSize(maxBytes)}.`,
    };
  }
  return { ok: true, photo: photo.type === type ? photo : new Blob([photo], { type }), thumbnail };
}
