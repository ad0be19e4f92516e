import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import {
  HOLD_DOCUMENT_KIND,
  HOLD_DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from '@cover/domain';
import { DocumentsSubmitButton } from '../file-upload/documents-submit-button';
import { FileUploadField } from '../file-upload/file-upload-field';
import { useDocumentUploads } from '../claims/use-document-uploads';
import { useNotify } from '../notifications/use-notify';
import type { Audience } from '../../lib/identity';

type HoldKind = typeof HOLD_DOCUMENT_KIND.value;

/** One file of the answer: the file chosen, or why the one chosen was refused. */
interface Slot {
  file: File | null;
  problem: string | null;
}
const EMPTY_SLOT: Slot = { file: null, problem: null };
const ANOTHER_FILE = 'Another page or photo';

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
 * The customer's answer to an application on hold, on every line (docs/decisions/0025, addendum): a file,
 * or several when more than one page or photo was asked for (each checked by type and size before it is
 * sent, then by the server), sent together in one upload to the underwriter, who gets the application back
 * (a second upload would find it no longer on hold: QA walk 16 no. 10). Shown under the hold's reason, which says what is needed. A claim on hold takes its
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
  /** a slot per page or photo: the first is the document asked for, the others added by the customer */
  const [slots, setSlots] = useState<readonly Slot[]>([EMPTY_SLOT]);
  const [busy, setBusy] = useState(false);
  const { uploads, uploadAll, reset } = useDocumentUploads<HoldKind>({
    url: target.url,
    audience: target.audience,
    idField: target.idField ?? 'applicationId',
  });
  const words = target.words ?? UNDERWRITING_WORDS;
  const upload = uploads[HOLD_DOCUMENT_KIND.value];

  const files = slots.flatMap((slot) => (slot.file ? [slot.file] : []));
  const setSlot = (index: number, slot: Slot) =>
    setSlots((current) => current.map((each, at) => (at === index ? slot : each)));
  /** an added page or photo taken away, or its empty slot not wanted: the numbers close up */
  const dropSlot = (index: number) => setSlots((current) => current.filter((_, at) => at !== index));

  const send = async () => {
    if (files.length === 0) {
      setSlot(0, { file: null, problem: 'Please choose the document to send.' });
      return;
    }
    setBusy(true);
    const ok = await uploadAll(applicationId, { [HOLD_DOCUMENT_KIND.value]: files });
    setBusy(false);
    if (!ok) return;
    notify.success(words.sent);
    setSlots([EMPTY_SLOT]);
    reset();
    await target.onSent?.();
  };
  // another page or photo: once every slot has its file, up to what one upload takes
  const canAdd = !busy && slots.length < MAX_FILES_PER_UPLOAD && slots.every((slot) => slot.file !== null);

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
      <Stack spacing={1.5}>
        {slots.map((slot, index) => (
          <Box key={index}>
            <FileUploadField
              label={index === 0 ? HOLD_DOCUMENT_KIND.label : `${ANOTHER_FILE} (${index + 1})`}
              required={index === 0 && !optional}
              file={slot.file}
              onChange={(chosen, reason) => {
                // an added page or photo taken away takes its slot with it
                if (index > 0 && !chosen && !reason) dropSlot(index);
                else setSlot(index, { file: reason ? null : chosen, problem: reason });
              }}
              maxBytes={MAX_DOCUMENT_BYTES}
              status={upload?.status}
              progress={upload?.progress}
              // the files go in one upload: its failure is said once, on the first
              error={slot.problem ?? (index === 0 ? upload?.error : null) ?? null}
              disabled={busy}
            />
            {index > 0 && !slot.file && !busy ? (
              <Button size="small" sx={{ mt: 0.5 }} onClick={() => dropSlot(index)}>
                {`Don’t add ${ANOTHER_FILE.toLowerCase()} (${index + 1})`}
              </Button>
            ) : null}
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <DocumentsSubmitButton type="submit" variant="contained" size="small" disabled={busy}>
          {busy ? 'Sending…' : files.length > 1 ? `Send ${files.length} files` : 'Send document'}
        </DocumentsSubmitButton>
        {canAdd ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setSlots((current) => [...current, EMPTY_SLOT])}
          >
            Add another page or photo
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
