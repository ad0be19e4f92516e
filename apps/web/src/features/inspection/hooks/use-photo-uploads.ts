import { useCallback, useEffect, useRef, useState } from 'react';
import type { InspectionPagePhoto, InspectionPhotoKind } from '@cover/domain/motor';
import { isInspectionApiError, type InspectionApi } from '../api/inspection-api';
import { readApiError } from '../../../lib/api-error';
import { preparePhoto } from '../lib/prepare-photo';
import { uploadResumable } from '../lib/resumable-upload';
import { createSerialQueue } from '../lib/serial-queue';
import type { UploadJournal } from '../lib/upload-journal';

/** One photo's upload as the checklist shows it. */
/** The chunk the page sends: 64 KiB, about a second each on a slow 3G uplink. */
export const PROGRESS_CHUNK_BYTES = 64 * 1024;

export type PhotoUpload =
  | { phase: 'preparing' }
  | { phase: 'uploading'; sent: number; size: number; waiting: 'network' | 'server' | null }
  | { phase: 'done'; thumbnail: Blob | null }
  | { phase: 'failed'; message: string };

export type PhotoUploads = Partial<Record<InspectionPhotoKind, PhotoUpload>>;

export interface PhotoUploadsOptions {
  api: InspectionApi | null;
  journal: UploadJournal | null;
  /** the page's limits; null until the page has loaded */
  maxPhotoBytes: number | null;
  chunkBytes: number | null;
  /** whether photos may be taken (the inspection waits for photos or was rejected) */
  editable: boolean;
  kinds: readonly InspectionPhotoKind[];
  /** a photo is stored; null when its last reply was lost (the page should be fetched again) */
  onUploaded: (kind: InspectionPhotoKind, photo: InspectionPagePhoto | null) => void;
  onLinkInvalid: () => void;
}

export interface PhotoUploadsState {
  uploads: PhotoUploads;
  /** whether any photo is being prepared or sent */
  busy: boolean;
  takePhoto: (kind: InspectionPhotoKind, file: File) => void;
  cancel: (kind: InspectionPhotoKind) => void;
}

const UNEXPECTED = () => readApiError(null).message;

/**
 * The uploads of the checklist: each taken photo is shrunk (one at a time), then sent with the resumable
 * upload; uploads begun before a reload resume by themselves when the page loads.
 */
export function usePhotoUploads({
  api,
  journal,
  maxPhotoBytes,
  chunkBytes,
  editable,
  kinds,
  onUploaded,
  onLinkInvalid,
}: PhotoUploadsOptions): PhotoUploadsState {
  const [uploads, setUploads] = useState<PhotoUploads>({});
  const controllers = useRef(new Map<InspectionPhotoKind, AbortController>());
  const [shrinkQueue] = useState(createSerialQueue);
  const callbacks = useRef({ onUploaded, onLinkInvalid });
  useEffect(() => {
    callbacks.current = { onUploaded, onLinkInvalid };
  });

  const set = useCallback((kind: InspectionPhotoKind, upload: PhotoUpload | null) => {
    setUploads((current) => {
      const next = { ...current };
      if (upload) next[kind] = upload;
      else delete next[kind];
      return next;
    });
  }, []);

  /** A fresh controller for `kind`, aborting the upload it replaces. */
  const claim = useCallback((kind: InspectionPhotoKind) => {
    controllers.current.get(kind)?.abort();
    const controller = new AbortController();
    controllers.current.set(kind, controller);
    return controller;
  }, []);

  const send = useCallback(
    async (
      kind: InspectionPhotoKind,
      photo: Blob,
      thumbnail: Blob | null,
      controller: AbortController,
      resumeUploadId?: string,
    ) => {
      if (!api || chunkBytes === null) return;
      const { signal } = controller;
      const update = (upload: PhotoUpload) => {
        if (!signal.aborted) set(kind, upload);
      };
      let progress = { sent: 0, size: photo.size, waiting: null as 'network' | 'server' | null };
      update({ phase: 'uploading', ...progress });
      try {
        const result = await uploadResumable({
          client: api,
          kind,
          photo,
          // smaller than the server's limit, so the bar moves while a shrunk photo (often one
          // limit's worth) goes up on a slow network
          chunkBytes: Math.min(chunkBytes, PROGRESS_CHUNK_BYTES),
          resumeUploadId,
          journal: journal ?? undefined,
          signal,
          onProgress: (sent, size) => {
            progress = { ...progress, sent, size };
            update({ phase: 'uploading', ...progress });
          },
          onActivity: (activity) => {
            progress = { ...progress, waiting: activity.state === 'waiting' ? activity.reason : null };
            update({ phase: 'uploading', ...progress });
          },
        });
        if (signal.aborted) return;
        update({ phase: 'done', thumbnail });
        callbacks.current.onUploaded(kind, result.photo);
      } catch (error) {
        if (signal.aborted) return;
        if (isInspectionApiError(error) && error.linkInvalid) {
          callbacks.current.onLinkInvalid();
          return;
        }
        update({ phase: 'failed', message: isInspectionApiError(error) ? error.message : UNEXPECTED() });
      } finally {
        if (controllers.current.get(kind) === controller) controllers.current.delete(kind);
      }
    },
    [api, journal, chunkBytes, set],
  );

  const takePhoto = useCallback(
    (kind: InspectionPhotoKind, file: File) => {
      if (maxPhotoBytes === null) return;
      const controller = claim(kind);
      set(kind, { phase: 'preparing' });
      void (async () => {
        const prepared = await shrinkQueue(() => preparePhoto(file, maxPhotoBytes)).catch(() => ({
          ok: false as const,
          message: UNEXPECTED(),
        }));
        if (controller.signal.aborted) return;
        if (!prepared.ok) {
          set(kind, { phase: 'failed', message: prepared.message });
          controllers.current.delete(kind);
          return;
        }
        await send(kind, prepared.photo, prepared.thumbnail, controller);
      })();
    },
    [claim, maxPhotoBytes, send, set, shrinkQueue],
  );

  const cancel = useCallback(
    (kind: InspectionPhotoKind) => {
      controllers.current.get(kind)?.abort();
      controllers.current.delete(kind);
      set(kind, null);
      void journal?.clear(kind);
    },
    [journal, set],
  );

  // After a reload: resume the uploads the journal remembers, once the page says photos may be taken.
  const kindsKey = kinds.join(',');
  const ready = chunkBytes !== null;
  useEffect(() => {
    if (!journal || !ready) return undefined;
    const pageKinds = kindsKey.split(',').filter(Boolean) as InspectionPhotoKind[];
    if (!editable) {
      for (const kind of pageKinds) void journal.clear(kind);
      return undefined;
    }
    let active = true;
    void (async () => {
      for (const kind of pageKinds) {
        if (controllers.current.has(kind)) continue;
        const found = await journal.load(kind);
        if (!active || !found || controllers.current.has(kind)) continue;
        void send(kind, found.photo, null, claim(kind), found.record.uploadId);
      }
    })();
    return () => {
      active = false;
    };
  }, [journal, ready, editable, kindsKey, send, claim]);

  // Leaving the page stops the uploads (the journal keeps them for the next visit).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const busy = Object.values(uploads).some(
    (upload) => upload.phase === 'preparing' || upload.phase === 'uploading',
  );
  return { uploads, busy, takePhoto, cancel };
}
