import { useCallback, useState } from 'react';
import { UNABLE_TO } from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import type { CallResult } from '../policies/use-keyed-call';
import { readApiError } from '../../lib/api-error';
import { createAttemptKeys } from '../../lib/idempotency-key';
import type { Audience } from '../../lib/identity';
import type { DocumentFiles } from './upload-state';
import { useDocumentUploads } from './use-document-uploads';

/** What a line's claim submission replies, as far as this sequence needs it. */
export interface CreatedClaim {
  claimId: string;
  claimNumber?: string;
}

export interface ClaimThenDocumentsOptions {
  /** the line's multipart upload route (fields claimId and kind, the file in `file`) */
  url: string;
  /** whose bearer token the uploads carry */
  audience: Audience;
  /** the line's submitClaim (an RTK Query mutation fits) */
  submit: (body: unknown, idempotencyKey: string) => PromiseLike<CallResult>;
  /** the line's submitClaimByID: the claim confirmed for assessment once its documents are in */
  confirm: (claimId: string, idempotencyKey: string) => PromiseLike<CallResult>;
}

/** How the sequence ended: the confirmed claim, or what went wrong (with the claim, once it exists). */
export type ClaimThenDocumentsOutcome<R> =
  { ok: true; reply: R } | { ok: false; fields?: Record<string, string>; problem: string; created?: R };

export const DOCUMENTS_NOT_UPLOADED =
  'Some documents did not upload. Try again, or add them later on the claim page.';

/** The claim is made but a document is not in: its number first, so the customer knows it exists. */
export const documentsNotUploaded = (claim: CreatedClaim) =>
  claim.claimNumber
    ? `Your claim ${claim.claimNumber} is made. ${DOCUMENTS_NOT_UPLOADED}`
    : DOCUMENTS_NOT_UPLOADED;

/**
 * A claim of any line sent as its JSON submission, then its documents uploaded one by one (each with its
 * progress), then confirmed for assessment. A refused claim keeps the server's words and field errors; a
 * retry after failed uploads sends only the documents not yet in, to the claim already made.
 */
export function useClaimThenDocuments<K extends string, R extends CreatedClaim>({
  url,
  audience,
  submit,
  confirm,
}: ClaimThenDocumentsOptions) {
  const notify = useNotify();
  const [attempts] = useState(createAttemptKeys);
  const { uploads, uploadAll } = useDocumentUploads<K>({ url, audience });
  const [created, setCreated] = useState<R | null>(null);

  const send = useCallback(
    async (body: unknown, files: DocumentFiles<K>): Promise<ClaimThenDocumentsOutcome<R>> => {
      let claim = created;
      if (!claim) {
        const submitted = await submit(body, attempts.keyFor(body));
        if (submitted.error !== undefined || submitted.data === undefined) {
          const readable = readApiError(submitted.error);
          notify.error(UNABLE_TO.SUBMIT_CLAIM);
          return { ok: false, fields: readable.fields, problem: readable.message };
        }
        attempts.complete();
        claim = submitted.data as R;
        setCreated(claim);
      }
      if (!(await uploadAll(claim.claimId, files)))
        return { ok: false, problem: documentsNotUploaded(claim) };
      const confirmed = await confirm(claim.claimId, `${claim.claimId}:confirm`);
      if (confirmed.error !== undefined || confirmed.data === undefined)
        return { ok: false, created: claim, problem: readApiError(confirmed.error).message };
      return { ok: true, reply: confirmed.data as R };
    },
    [attempts, confirm, created, notify, submit, uploadAll],
  );

  return { uploads, send };
}
