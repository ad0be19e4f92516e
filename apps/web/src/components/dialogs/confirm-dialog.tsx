import { useId, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  /** the question, e.g. 'Remove this passkey?' */
  title: string;
  /** what confirming means, read out with the title */
  text: ReactNode;
  /** facts shown above the text (whose record it is), if any */
  subject?: ReactNode;
  /** the refusal of the last try, shown under the text */
  problem?: { message: string; severity?: AlertColor } | null;
  cancelLabel: string;
  confirmLabel: string;
  /** red confirm button: the step removes or turns something off */
  destructive?: boolean;
  busy: boolean;
  /** closing is refused while busy */
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A question before a step that cannot simply be undone (turn off two-step sign-in, remove a passkey or an
 * inspection, archive an application): its title and what it means, the problem of a failed try, then the
 * way back and the step itself. One dialog for every such question.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  subject,
  problem,
  cancelLabel,
  confirmLabel,
  destructive = false,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const id = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {subject ? (
          <DialogContentText sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
            {subject}
          </DialogContentText>
        ) : null}
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {problem ? (
          <Alert severity={problem.severity ?? 'error'} sx={{ mt: 2 }}>
            {problem.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
