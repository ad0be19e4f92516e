import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { archiveInputSchema, unableTo, type ArchiveInput, type PolicyStatus } from '@cover/domain';
import { BoundTextField } from '../form-fields/bound-text-field';
import { useNotify } from '../notifications/use-notify';
import { readApiError } from '../../lib/api-error';
import { createAttemptKeys } from '../../lib/idempotency-key';
import type { CallResult } from './use-keyed-call';

export const ARCHIVE_TITLE_MAX = 100;
export const ARCHIVE_DESCRIPTION_MAX = 1000;
export const REMOVED_MESSAGE = 'Removed from your list';
const UNABLE_TO_REMOVE = unableTo('remove this from your list');

/** The visible fields of the archive note: the domain's archive payload without policyId. */
export const archiveNoteFormSchema = archiveInputSchema.omit({ policyId: true }).extend({
  title: archiveInputSchema.shape.title.max(
    ARCHIVE_TITLE_MAX,
    `Please keep the title to ${ARCHIVE_TITLE_MAX} characters`,
  ),
  description: archiveInputSchema.shape.description.max(
    ARCHIVE_DESCRIPTION_MAX,
    `Please keep the description to ${ARCHIVE_DESCRIPTION_MAX} characters`,
  ),
});

/** Ended policies can be archived; the server refuses an ACTIVE policy (409 POLICY_ACTIVE). */
export const isRemovablePolicy = (policy: { status: PolicyStatus }) =>
  policy.status === 'CANCELLED' || policy.status === 'LAPSED';

type NoteField = Exclude<keyof ArchiveInput, 'policyId'>;
const isNoteField = (field: string): field is NoteField => field === 'title' || field === 'description';

/** The line's archive call (an RTK Query mutation fits); on success it reloads the line's lists. */
export type ArchiveCall = (body: ArchiveInput, idempotencyKey: string) => PromiseLike<CallResult>;

export interface RemoveFromListDialogProps {
  open: boolean;
  archive: ArchiveCall;
  /** the policy or application being archived (the payload's policyId) */
  policyId: string;
  /** what is removed, for the dialog text, e.g. "policy FUN-000123" */
  subject: string;
  onClose: () => void;
  onRemoved?: () => void;
}

/**
 * Archive with a note (spec 002 §3, every line): a title and a description, checked with the domain's
 * archiveInputSchema; on success the lists reload (the mutation invalidates their tags).
 */
export function RemoveFromListDialog({
  open,
  archive,
  policyId,
  subject,
  onClose,
  onRemoved,
}: RemoveFromListDialogProps) {
  const notify = useNotify();
  const formId = useId();
  const [attempts] = useState(createAttemptKeys);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(archiveNoteFormSchema),
    defaultValues: { title: '', description: '' },
  });

  const close = () => {
    if (isSubmitting) return;
    setProblem(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const body: ArchiveInput = { policyId, ...values };
    const reply = await archive(body, attempts.keyFor(body));
    if (reply.data) {
      attempts.complete();
      notify.success(REMOVED_MESSAGE);
      reset();
      onClose();
      onRemoved?.();
      return;
    }
    const readable = readApiError(reply.error);
    const message = readable.code === 'UNKNOWN' ? UNABLE_TO_REMOVE : readable.message;
    for (const [field, fieldMessage] of Object.entries(readable.fields)) {
      if (isNoteField(field)) setError(field, { type: 'server', message: fieldMessage });
    }
    setProblem(message);
    notify.error(message);
  });

  const noteField = (name: NoteField, label: string, max: number) => ({
    control,
    name,
    label,
    id: `${formId}-note-${name}`,
    required: true,
    help: `Up to ${max} characters`,
    slotProps: { htmlInput: { maxLength: max } },
  });
  const titleId = `${formId}-title`;
  const textId = `${formId}-text`;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>Remove from my list</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {`Remove ${subject} from your list. Tell us why in a short note.`}
          </DialogContentText>
          <Stack spacing={2}>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <BoundTextField {...noteField('title', 'Title', ARCHIVE_TITLE_MAX)} autoFocus />
            <BoundTextField
              {...noteField('description', 'Description', ARCHIVE_DESCRIPTION_MAX)}
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Keep it
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            Remove
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export interface RemoveFromListButtonProps extends Pick<
  RemoveFromListDialogProps,
  'archive' | 'policyId' | 'subject' | 'onRemoved'
> {
  size?: 'small' | 'medium';
}

/** "Remove from my list" for an ended policy or an application not yet issued (never an ACTIVE policy). */
export function RemoveFromListButton({
  archive,
  policyId,
  subject,
  onRemoved,
  size = 'medium',
}: RemoveFromListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={`Remove from my list: ${subject}`}
        aria-haspopup="dialog"
      >
        Remove from my list
      </Button>
      <RemoveFromListDialog
        open={open}
        archive={archive}
        policyId={policyId}
        subject={subject}
        onClose={() => setOpen(false)}
        onRemoved={onRemoved}
      />
    </>
  );
}
