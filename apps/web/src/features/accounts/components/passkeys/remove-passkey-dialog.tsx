import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);
  // The name stays while the dialog fades out after a removal.
  const [shown, setShown] = useState<Passkey | null>(passkey);
  if (passkey && passkey !== shown) setShown(passkey);

  const close = () => {
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
    <ConfirmDialog
      open={passkey !== null}
      title="Remove this passkey?"
      text={`You will no longer be able to sign in with “${shown?.name ?? ''}”. You can still sign in with your password or a code, and add a passkey again later.`}
      problem={problem}
      cancelLabel="Keep it"
      confirmLabel="Remove"
      destructive
      busy={busy}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );
}
