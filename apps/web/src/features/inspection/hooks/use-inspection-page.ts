import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AssessmentStatus,
  InspectionPage,
  InspectionPagePhoto,
  InspectionPhotoKind,
} from '@cover/domain/motor';
import { isInspectionApiError, type InspectionApi } from '../api/inspection-api';
import { readApiError } from '../../../lib/api-error';

export type PageLoad =
  | { state: 'loading' }
  /** no token, or the server does not know it (expired, replaced by a newer link) */
  | { state: 'link-invalid' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; page: InspectionPage };

export interface InspectionPageState {
  load: PageLoad;
  /** Loads the page again, showing the loading state (after a failure). */
  retry: () => void;
  /** Fetches the page again quietly, keeping what is shown until the answer arrives. */
  refresh: () => void;
  /** Puts a photo the server has just stored into the checklist. */
  showPhoto: (photo: InspectionPagePhoto) => void;
  /** Marks a photo as stored before the server's copy of it is known. */
  markUploaded: (kind: InspectionPhotoKind) => void;
  showStatus: (status: AssessmentStatus) => void;
  showLinkInvalid: () => void;
}

function failure(error: unknown): PageLoad {
  if (isInspectionApiError(error))
    return error.linkInvalid ? { state: 'link-invalid' } : { state: 'failed', message: error.message };
  return { state: 'failed', message: readApiError(error).message };
}

/** GET /api/inspection for the link's token, and the page's local updates after uploads and submitting. */
export function useInspectionPage(api: InspectionApi | null): InspectionPageState {
  const [load, setLoad] = useState<PageLoad>(api ? { state: 'loading' } : { state: 'link-invalid' });
  const [attempt, setAttempt] = useState(0);
  const refreshing = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!api) {
      setLoad({ state: 'link-invalid' });
      return undefined;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api.getPage(controller.signal).then(
      (page) => setLoad({ state: 'ready', page }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad(failure(error));
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  useEffect(() => () => refreshing.current?.abort(), []);

  // A page that could not be loaded without network loads by itself once the phone is back online.
  const failed = load.state === 'failed';
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => setAttempt((value) => value + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);

  const refresh = useCallback(() => {
    if (!api) return;
    refreshing.current?.abort();
    const controller = new AbortController();
    refreshing.current = controller;
    api.getPage(controller.signal).then(
      (page) => setLoad({ state: 'ready', page }),
      (error: unknown) => {
        // A failed quiet refresh keeps the page as it is, unless the link stopped working.
        if (!controller.signal.aborted && isInspectionApiError(error) && error.linkInvalid)
          setLoad({ state: 'link-invalid' });
      },
    );
  }, [api]);

  const update = useCallback((change: (page: InspectionPage) => InspectionPage) => {
    setLoad((current) =>
      current.state === 'ready' ? { state: 'ready', page: change(current.page) } : current,
    );
  }, []);

  const showPhoto = useCallback(
    (photo: InspectionPagePhoto) =>
      update((page) => ({
        ...page,
        photos: page.photos.map((shown) => (shown.kind === photo.kind ? photo : shown)),
      })),
    [update],
  );

  const markUploaded = useCallback(
    (kind: InspectionPhotoKind) =>
      update((page) => ({
        ...page,
        photos: page.photos.map((shown) => (shown.kind === kind ? { ...shown, status: 'uploaded' } : shown)),
      })),
    [update],
  );

  const showStatus = useCallback(
    (status: AssessmentStatus) => update((page) => ({ ...page, assessmentStatus: status })),
    [update],
  );

  return {
    load,
    retry: useCallback(() => setAttempt((value) => value + 1), []),
    refresh,
    showPhoto,
    markUploaded,
    showStatus,
    showLinkInvalid: useCallback(() => setLoad({ state: 'link-invalid' }), []),
  };
}
