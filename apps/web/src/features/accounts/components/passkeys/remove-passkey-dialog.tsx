import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Passkey } from './passkey-flows';
import type { PasskeyOutcome } from './use-passkeys';
import type { PasskeyProblem } from './passkey-messages';

export interface RemovePasskeyDialogProps {
  /** The passkey to remove; null keeps the dialog closed. */
  passkey: Passkey | null;
  onClose: () => void;
  /** Removes it; the dialog closes on success and shows the problem otherwise. */
  onConfirm: (passkey: Passkey) => Promise<PasskeyOutcome>;
}

/** "Remove this passkey?": what removing means, then Keep it / Remove. */
export function RemovePasskeyDialog({ passkey, onClose, onConfirm }: RemovePasskeyDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);
  // The name stays while the dialog fades out after a removal.
  const [shown, setShown] = useState<Passkey | null>(passkey);
  if (passkey && passkey !== shown) setShown(passkey);

  const close = () => {
    if (busy) return;
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    if (!passkey) return;
    setBusy(true);
    setProblem(null);
    const outcome = await onConfirm(passkey);
    setBusy(false);
    if (outcome.ok) onClose();
    else setProblem(outcome.problem);
  };

  return (
    <Dialog
      open={passkey !== null}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Remove this passkey?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {`You will no longer be able to sign in with “${shown?.name ?? ''}”. You can still sign in with your password or a code, and add a passkey again later.`}
        </DialogContentText>
        {problem ? (
          <Alert severity={problem.severity} sx={{ mt: 2 }}>
            {problem.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Keep it
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => void confirm()}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
