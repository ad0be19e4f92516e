import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import type { PreparedDocument, prepareDocumentPhoto } from './prepare-document';
import { fileProblem, notPreparedMessage, type FileRules } from './file-checks';

/**
 * How long a photo's preparation may take, from the choice to the file to upload: downloading its code
 * (loaded on demand, a few kilobytes) and decoding, shrinking and encoding the photo (a few seconds for a
 * 48-megapixel photo on a low-end phone). Past it something is stuck (a connection that stalled, a
 * broken image or a browser that never finishes decoding it), and the form would wait for ever.
 */
export const PREPARATION_TIME_LIMIT_MS = 20_000;

/** Downloads the preparation's code (a dynamic import, so that it is not in the page's first download). */
export type PreparationLoader = () => Promise<{ prepareDocumentPhoto: typeof prepareDocumentPhoto }>;

/**
 * The preparation's code, downloaded when a photo is first chosen (never on a page's first paint). Asked
 * for again with each photo: a download that failed (offline for a moment) is not kept as failed here.
 */
const loadPreparation: PreparationLoader = () => import('./prepare-document');

/**
 * `file` (a photo) as it should be uploaded (prepare-document.ts), within PREPARATION_TIME_LIMIT_MS. When
 * the code cannot be downloaded, the preparation fails or it takes longer: the photo as it was chosen where
 * the server takes it so (a JPEG or PNG within the limit), else refused saying what to choose instead.
 * A preparation that finishes after the time limit is dropped.
 */
export async function preparePhotoInTime(
  file: File,
  rules: FileRules,
  load: PreparationLoader = loadPreparation,
): Promise<PreparedDocument> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PREPARATION_TIME_LIMIT_MS);
  });
  const prepared = load()
    .then(({ prepareDocumentPhoto }) => prepareDocumentPhoto(file, rules))
    .catch(() => null);
  try {
    return (await Promise.race([prepared, timeUp])) ?? notPrepared(file, rules);
  } finally {
    clearTimeout(timer);
  }
}

function notPrepared(file: File, rules: FileRules): PreparedDocument {
  if (fileProblem(file, { ...rules, shrinksPhotos: false }) === null) return { ok: true, file };
  return { ok: false, message: notPreparedMessage(file, rules.maxBytes ?? MAX_DOCUMENT_BYTES) };
}
