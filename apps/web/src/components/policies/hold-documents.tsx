import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOLD_DOCUMENT_KIND, HOLD_DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@cover/domain';
import { DocumentsSubmitButton } from '../file-upload/documents-submit-button';
import { FileUploadField } from '../file-upload/file-upload-field';
import { useDocumentUploads } from '../claims/use-document-uploads';
import { useNotify } from '../notifications/use-notify';
import type { Audience } from '../../lib/identity';

type HoldKind = typeof HOLD_DOCUMENT_KIND.value;

/** Where a line takes the documents of an application (or a claim) on hold. */
export interface HoldDocumentsTarget {
  /** the line family's sendHoldDocuments route (fields applicationId and kind, the file in `file`) */
  url: string;
  /** whose bearer token the upload carries */
  audience: Audience;
  /** after the document arrived: reload the application (it is back with the underwriter) */
  onSent?: () => unknown;
  /** the upload's id field: 'applicationId' (the default), or 'claimId' for a claim on hold */
  idField?: 'applicationId' | 'claimId';
  /** what is said above the field and once the document is sent (the default speaks of the underwriters) */
  words?: { intro: string; sent: string };
}

const UNDERWRITING_WORDS = {
  intro: 'Send us what we asked for here. Our underwriters will then look at your application again.',
  sent: HOLD_DOCUMENT_MESSAGES.sent,
};

/**
 * The customer's answer to an application on hold, on every line (docs/decisions/0025, addendum): a file
 * (checked by type and size before it is sent, then by the server) sent to the underwriter, who gets the
 * application back. Shown under the hold's reason, which says what is needed. A claim on hold takes its
 * answer the same way (`target.idField` 'claimId', with the claim's words).
 */
export function HoldDocuments({
  applicationId,
  target,
  subject,
  optional = false,
}: {
  /** the application's id, or the claim's with `target.idField` 'claimId' */
  applicationId: string;
  target: HoldDocumentsTarget;
  /** what the application is for, e.g. 'the application for the Samsung Galaxy Z Fold7' */
  subject: string;
  /** the hold is answered already: a further document may be sent, but none is asked for */
  optional?: boolean;
}) {
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploads, uploadAll, reset } = useDocumentUploads<HoldKind>({
    url: target.url,
    audience: target.audience,
    idField: target.idField ?? 'applicationId',
  });
  const words = target.words ?? UNDERWRITING_WORDS;
  const upload = uploads[HOLD_DOCUMENT_KIND.value];

  const send = async () => {
    if (!file) {
      setProblem('Please choose the document to send.');
      return;
    }
    setBusy(true);
    const ok = await uploadAll(applicationId, { [HOLD_DOCUMENT_KIND.value]: file });
    setBusy(false);
    if (!ok) return;
    notify.success(words.sent);
    setFile(null);
    reset();
    await target.onSent?.();
  };

  return (
    <Box
      component="form"
      aria-label={`Send the documents for ${subject}`}
      sx={{ width: '100%', mt: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {words.intro}
      </Typography>
      <FileUploadField
        label={HOLD_DOCUMENT_KIND.label}
        required={!optional}
        file={file}
        onChange={(chosen, reason) => {
          setFile(reason ? null : chosen);
          setProblem(reason);
        }}
        maxBytes={MAX_DOCUMENT_BYTES}
        status={upload?.status}
        progress={upload?.progress}
        error={problem ?? upload?.error ?? null}
        disabled={busy}
      />
      <DocumentsSubmitButton type="submit" variant="contained" size="small" sx={{ mt: 1.5 }} disabled={busy}>
        {busy ? 'Sending…' : 'Send document'}
      </DocumentsSubmitButton>
    </Box>
  );
}
