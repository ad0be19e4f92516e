import type { UploadStatus } from '../file-upload/file-upload-field';

/** How the upload of one document is going. */
export interface UploadState {
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  error: string | null;
}

/** Upload states by document kind. */
export type UploadStates<K extends string = string> = Partial<Record<K, UploadState>>;

/** Chosen files by document kind. */
export type DocumentFiles<K extends string = string> = Partial<Record<K, File>>;

/** Files to upload by document kind: one, or several sent together as one upload of that kind. */
export type DocumentFileSets<K extends string = string> = Partial<Record<K, File | readonly File[]>>;

/** The files with `kind` set to `file`, or without it when the file is cleared or was refused. */
export function withFile<K extends string>(
  files: DocumentFiles<K>,
  kind: K,
  file: File | null,
  problem: string | null,
): DocumentFiles<K> {
  const next = { ...files };
  if (file && !problem) next[kind] = file;
  else delete next[kind];
  return next;
}
