import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOADING_DOCUMENTS_FAILED } from '@cover/domain';
import { uploadWithProgress, UploadError } from '../file-upload/upload-with-progress';
import { useNotify } from '../notifications/use-notify';
import { readApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { getAccessToken, type Audience } from '../../lib/identity';
import type { DocumentFileSets, UploadState, UploadStates } from './upload-state';

export interface DocumentUploadsOptions<K extends string = string> {
  /** the multipart upload route (fields claimId and kind, the file in `file`) */
  url: string;
  /** whose bearer token the upload carries; null: none (the operator's cookie session) */
  audience: Audience | null;
  /** the field naming what the documents belong to: 'claimId' (default), or e.g. 'applicationId' */
  idField?: string;
  /** the server's reply to each upload that succeeded */
  onUploaded?: (kind: K, reply: unknown) => void;
}

/**
 * Uploads a claim's documents one kind at a time (multipart through XHR, so each shows its progress; the
 * files of one kind go together in one upload). A failed
 * upload shows 'Uploading Documents failed' (with the server's reason when it refused the file); the
 * others carry on, and a retry sends only the ones not yet done.
 */
export function useDocumentUploads<K extends string>({
  url,
  audience,
  idField = 'claimId',
  onUploaded,
}: DocumentUploadsOptions<K>) {
  const notify = useNotify();
  const [uploads, setUploads] = useState<UploadStates<K>>({});
  const done = useRef(new Set<K>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const update = useCallback(
    (kind: K, patch: Partial<UploadState>) =>
      setUploads((current) => ({
        ...current,
        [kind]: { status: 'idle', progress: 0, error: null, ...current[kind], ...patch },
      })),
    [],
  );

  const uploadAll = useCallback(
    async (ownerId: string, files: DocumentFileSets<K>): Promise<boolean> => {
      const token = audience === null ? null : await getAccessToken(audience);
      let allOk = true;
      for (const [kind, chosen] of Object.entries(files) as [K, File | readonly File[]][]) {
        if (done.current.has(kind)) continue;
        update(kind, { status: 'uploading', progress: 0, error: null });
        try {
          const reply = await uploadWithProgress({
            url,
            fields: { [idField]: ownerId, kind },
            files: (chosen instanceof File ? [chosen] : chosen).map((file) => ({ field: 'file', file })),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              'idempotency-key': newIdempotencyKey(),
            },
            onProgress: (progress) => update(kind, { progress }),
          });
          done.current.add(kind);
          update(kind, { status: 'done', progress: 1 });
          uploaded.current?.(kind, reply);
        } catch (error) {
          allOk = false;
          const refused = error instanceof UploadError && error.status >= 400;
          const detail = refused ? readApiError({ data: error.body, status: error.status }).message : null;
          update(kind, {
            status: 'failed',
            error: detail ? `${UPLOADING_DOCUMENTS_FAILED}: ${detail}` : UPLOADING_DOCUMENTS_FAILED,
          });
        }
      }
      if (!allOk) notify.error(UPLOADING_DOCUMENTS_FAILED);
      return allOk;
    },
    [audience, idField, notify, update, url],
  );

  const reset = useCallback(() => {
    done.current.clear();
    setUploads({});
  }, []);
  return { uploads, uploadAll, reset };
}
