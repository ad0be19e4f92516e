import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { useNotify } from '../../../../components/notifications/use-notify';
import type { Audience } from '../../../../lib/identity';
import { FormAlert } from '../form-alert';
import { PasskeyList } from './passkey-list';
import { browserSupportsPasskeys, type Passkey } from './passkey-flows';
import type { PasskeyProblem } from './passkey-messages';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { usePasskeys } from './use-passkeys';

export const PASSKEY_ADDED = 'Passkey added. Next time, choose “Use a passkey” when you sign in.';
export const PASSKEY_REMOVED = 'Passkey removed';

/**
 * The profile page's passkeys: what they are, the user's list with remove (after a confirmation), and
 * "Add a passkey on this device" where the browser can store one.
 */
export function PasskeysSection({ audience }: { audience: Audience }) {
  const notify = useNotify();
  const { list, reload, add, remove } = usePasskeys(audience);
  const [supported] = useState(browserSupportsPasskeys);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const onAdd = async () => {
    setAdding(true);
    setProblem(null);
    const outcome = await add();
    setAdding(false);
    if (outcome.ok) {
      notify.success(PASSKEY_ADDED);
      return;
    }
    setProblem(outcome.problem);
    if (outcome.problem.severity === 'error') notify.error(outcome.problem.message);
  };

  const onRemove = async (passkey: Passkey) => {
    const outcome = await remove(passkey.id);
    if (outcome.ok) notify.success(PASSKEY_REMOVED);
    return outcome;
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on your
        device, and nobody can guess it.
      </Typography>
      <FormAlert message={problem?.message} severity={problem?.severity} />
      {list.status === 'loading' ? <LoadingState label="Loading your passkeys" lines={1} /> : null}
      {list.status === 'failed' ? (
        <ErrorState message={list.problem.message} onRetry={() => void reload()} />
      ) : null}
      {list.status === 'ready' ? <PasskeyList passkeys={list.passkeys} onRemove={setRemoving} /> : null}
      {supported ? (
        <Button
          variant="outlined"
          loading={adding}
          onClick={() => void onAdd()}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Add a passkey on this device
        </Button>
      ) : (
        <Alert severity="info">
          This browser cannot store passkeys. To add one, open this page in your phone’s own browser, such as
          Chrome or Safari.
        </Alert>
      )}
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} onConfirm={onRemove} />
    </Stack>
  );
}
