import { useState } from 'react';
import { CLAIM_SUBMITTED_SUCCESSFULLY } from '@cover/domain';
import { type FuneralClaimDocumentKind } from '@cover/domain/funeral';
import { withFile, type DocumentFiles } from '../../../../components/claims/upload-state';
import { useNotify } from '../../../../components/notifications/use-notify';
import { readApiError } from '../../../../lib/api-error';
import { useSubmitClaimByIdMutation } from '../api/claims-api';
import { useClaimUploads } from './use-claim-uploads';

interface Refetchable {
  refetch: () => unknown;
}

/**
 * More documents for a claim: the chosen files, their uploads, then the claim confirmed again for
 * assessment; the claim and its documents are reloaded afterwards.
 */
export function useAddClaimDocuments(claim: Refetchable, documents: Refetchable) {
  const notify = useNotify();
  const { uploads, uploadAll, reset } = useClaimUploads();
  const [files, setFiles] = useState<DocumentFiles<FuneralClaimDocumentKind>>({});
  const [busy, setBusy] = useState(false);
  const [submitById] = useSubmitClaimByIdMutation();

  const upload = async (claimId: string) => {
    setBusy(true);
    const ok = await uploadAll(claimId, files);
    await documents.refetch();
    if (ok) {
      const confirmed = await submitById({
        body: { claimId },
        idempotencyKey: `${claimId}:confirm:${Object.keys(files).join(',')}`,
      });
      if ('error' in confirmed) notify.error(readApiError(confirmed.error).message);
      else notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
      setFiles({});
      reset();
    }
    await claim.refetch();
    setBusy(false);
  };

  const onFile = (kind: FuneralClaimDocumentKind, file: File | null, problem: string | null) =>
    setFiles((current) => withFile(current, kind, file, problem));

  return { files, uploads, busy, upload, onFile };
}
