import { useCallback, useState } from 'react';
import { CLAIM_JSON_FIELD, UNABLE_TO, UPLOADING_DOCUMENTS_FAILED } from '@cover/domain';
import { uploadWithProgress, UploadError } from '../file-upload/upload-with-progress';
import { useNotify } from '../notifications/use-notify';
import { readApiError } from '../../lib/api-error';
import { createAttemptKeys } from '../../lib/idempotency-key';
import { getAccessToken, type Audience } from '../../lib/identity';
import type { DocumentFiles, UploadState, UploadStates } from './upload-state';

export interface ClaimWithDocumentsOptions {
  /** the line's one-call submission route (the claim's JSON in `claim`, one file part per kind) */
  url: string;
  /** whose bearer token the call carries */
  audience: Audience;
}

/** How the one call ended: the server's reply (the line parses it), or what went wrong. */
export type ClaimWithDocumentsOutcome =
  { ok: true; reply: unknown } | { ok: false; fields?: Record<string, string>; problem: string };

/**
 * Submits a claim of any line together with its documents in one multipart call (XHR, so the files show
 * their progress). A refusal keeps the server's words and field errors; a failed transfer says
 * 'Uploading Documents failed'. The same claim and files sent again reuse the attempt's idempotency key.
 */
export function useClaimWithDocuments<K extends string>({ url, audience }: ClaimWithDocumentsOptions) {
  const notify = useNotify();
  const [uploads, setUploads] = useState<UploadStates<K>>({});
  const [attempts] = useState(createAttemptKeys);

  const send = useCallback(
    async (claim: unknown, files: DocumentFiles<K>): Promise<ClaimWithDocumentsOutcome> => {
      const chosen = Object.entries(files) as [K, File][];
      const setAll = (state: UploadState) =>
        setUploads(Object.fromEntries(chosen.map(([kind]) => [kind, state])) as UploadStates<K>);
      const key = attempts.keyFor({
        claim,
        files: chosen.map(([kind, file]) => [kind, file.name, file.size]),
      });
      setAll({ status: 'uploading', progress: 0, error: null });
      try {
        const token = await getAccessToken(audience);
        const reply = await uploadWithProgress({
          url,
          fields: { [CLAIM_JSON_FIELD]: JSON.stringify(claim) },
          files: chosen.map(([kind, file]) => ({ field: kind, file })),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'idempotency-key': key },
          onProgress: (progress) => setAll({ status: 'uploading', progress, error: null }),
        });
        setAll({ status: 'done', progress: 1, error: null });
        attempts.complete();
        return { ok: true, reply };
      } catch (error) {
        const refused = error instanceof UploadError && error.status >= 400 && error.status !== 413;
        const readable =
          error instanceof UploadError ? readApiError({ data: error.body, status: error.status }) : null;
        setAll({ status: 'failed', progress: 0, error: refused ? null : UPLOADING_DOCUMENTS_FAILED });
        notify.error(refused ? UNABLE_TO.SUBMIT_CLAIM : UPLOADING_DOCUMENTS_FAILED);
        return {
          ok: false,
          fields: readable?.fields,
          problem: refused && readable ? readable.message : UPLOADING_DOCUMENTS_FAILED,
        };
      }
    },
    [attempts, audience, notify, url],
  );

  return { uploads, send };
}
