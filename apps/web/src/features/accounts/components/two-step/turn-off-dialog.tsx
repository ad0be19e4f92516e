import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';

export interface TurnOffDialogProps {
  open: boolean;
  onClose: () => void;
  /** Turns it off; resolves to null when done (the dialog closes) or the problem to show. */
  onConfirm: () => Promise<string | null>;
}

/** "Turn off two-step sign-in?": what it means, then Keep it on / Turn off. */
export function TurnOffDialog({ open, onClose, onConfirm }: TurnOffDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await onConfirm();
    setBusy(false);
    if (outcome === null) onClose();
    else setProblem(outcome);
  };

  return (
    <ConfirmDialog
      open={open}
      title="Turn off two-step sign-in?"
      text="Signing in will ask only for your password, so anyone who learns it could get into your account. You can turn two-step sign-in on again at any time."
      problem={problem ? { message: problem } : null}
      cancelLabel="Keep it on"
      confirmLabel="Turn off"
      destructive
      busy={busy}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      onConfirm={() => void confirm()}
    />
  );
}
