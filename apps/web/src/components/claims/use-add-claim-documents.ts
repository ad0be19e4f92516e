import { useState } from 'react';
import { CLAIM_SUBMITTED_SUCCESSFULLY } from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import type { CallResult } from '../policies/use-keyed-call';
import { readApiError } from '../../lib/api-error';
import type { Audience } from '../../lib/identity';
import type { ClaimHoldTarget } from './claim-hold-answer';
import { withFile, type DocumentFiles } from './upload-state';
import { useDocumentUploads } from './use-document-uploads';

interface Refetchable {
  refetch: () => unknown;
}

export interface AddClaimDocumentsOptions {
  /** the line's upload route (fields claimId and kind, the file in `file`) */
  url: string;
  /** whose bearer token the uploads carry */
  audience: Audience;
  /** the line's submitClaimByID: the claim confirmed again for assessment */
  confirm: (claimId: string, idempotencyKey: string) => PromiseLike<CallResult>;
}

/**
 * More documents for a claim of any line: the chosen files, their uploads (each with its progress), then
 * the claim confirmed again for assessment; the claim and its documents are reloaded afterwards.
 */
export function useAddClaimDocuments<K extends string>(
  claim: Refetchable,
  documents: Refetchable,
  { url, audience, confirm }: AddClaimDocumentsOptions,
) {
  const notify = useNotify();
  const { uploads, uploadAll, reset } = useDocumentUploads<K>({ url, audience });
  const [files, setFiles] = useState<DocumentFiles<K>>({});
  const [busy, setBusy] = useState(false);

  const upload = async (claimId: string) => {
    setBusy(true);
    const ok = await uploadAll(claimId, files);
    await documents.refetch();
    if (ok) {
      const confirmed = await confirm(claimId, `${claimId}:confirm:${Object.keys(files).join(',')}`);
      if (confirmed.error !== undefined) notify.error(readApiError(confirmed.error).message);
      else notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
      setFiles({});
      reset();
    }
    await claim.refetch();
    setBusy(false);
  };

  const onFile = (kind: K, file: File | null, problem: string | null) =>
    setFiles((current) => withFile(current, kind, file, problem));

  /** the upload section's own props: the chosen files, their uploads and the choice of a file */
  const fields = { files, uploads, onFile };
  /** where the document a hold asks for goes (ClaimSummaryPanel's `hold`): then both are reloaded */
  const hold: ClaimHoldTarget = {
    url,
    audience,
    onSent: () => Promise.all([claim.refetch(), documents.refetch()]),
  };
  return { files, uploads, busy, upload, onFile, fields, hold };
}
