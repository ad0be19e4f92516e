import { useCallback, useRef, useState } from 'react';
import { UPLOADING_DOCUMENTS_FAILED, type FuneralClaimDocumentKind } from '@cover/domain';
import type { UploadStates } from '../../../components/funeral/claim-form/claim-documents-section';
import { uploadWithProgress, UploadError } from '../../../components/file-upload/upload-with-progress';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { getAccessToken } from '../../../lib/identity';
import { useRetailFamily } from './use-retail-family';

/**
 * Uploads a claim's documents one by one to policy/uploadDocuments (multipart through XHR, so each shows
 * its progress). A failed upload shows 'Uploading Documents failed'; the others carry on.
 */
export function useClaimUploads() {
  const notify = useNotify();
  const { family } = useRetailFamily();
  const [uploads, setUploads] = useState<UploadStates>({});
  const done = useRef(new Set<FuneralClaimDocumentKind>());

  const update = useCallback(
    (kind: FuneralClaimDocumentKind, patch: Partial<NonNullable<UploadStates[FuneralClaimDocumentKind]>>) =>
      setUploads((current) => ({
        ...current,
        [kind]: { status: 'idle', progress: 0, error: null, ...current[kind], ...patch },
      })),
    [],
  );

  const uploadAll = useCallback(
    async (claimId: string, files: Partial<Record<FuneralClaimDocumentKind, File>>): Promise<boolean> => {
      const token = await getAccessToken('retail');
      let allOk = true;
      for (const [kind, file] of Object.entries(files) as [FuneralClaimDocumentKind, File][]) {
        if (done.current.has(kind)) continue;
        update(kind, { status: 'uploading', progress: 0, error: null });
        try {
          await uploadWithProgress({
            url: family.uploadDocuments.path,
            fields: { claimId, kind },
            files: [{ field: 'file', file }],
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              'idempotency-key': newIdempotencyKey(),
            },
            onProgress: (progress) => update(kind, { progress }),
          });
          done.current.add(kind);
          update(kind, { status: 'done', progress: 1 });
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
    [family, notify, update],
  );

  const reset = useCallback(() => {
    done.current.clear();
    setUploads({});
  }, []);
  return { uploads, uploadAll, reset };
}
