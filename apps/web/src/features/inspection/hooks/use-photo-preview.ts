import { useEffect, useState } from 'react';
import type { InspectionApi } from '../api/inspection-api';
import { useObjectUrl } from '../../../components/pdf-preview/use-object-url';

/**
 * An object URL for a photo's thumbnail: the small JPEG made on the phone when there is one (no download),
 * otherwise the server's preview (`previewUrl` needs the token header, so it is fetched as a Blob). Null
 * while loading, or when there is nothing to show or the preview could not be fetched.
 */
export function usePhotoPreview(
  api: InspectionApi | null,
  local: Blob | null,
  previewUrl: string | null,
  /** changes when the stored photo changes (a retake keeps the same preview address) */
  revision: unknown,
): string | null {
  const [fetched, setFetched] = useState<{ url: string; blob: Blob } | null>(null);
  const remoteUrl = local ? null : previewUrl;

  useEffect(() => {
    if (!api || !remoteUrl) return undefined;
    const controller = new AbortController();
    api.getPreview(remoteUrl, controller.signal).then(
      (blob) => setFetched({ url: remoteUrl, blob }),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, remoteUrl, revision]);

  return useObjectUrl(local ?? (fetched && fetched.url === remoteUrl ? fetched.blob : null));
}
