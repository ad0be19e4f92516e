import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { unableTo } from '@cover/domain';
import type { PreInspection } from '@cover/domain/motor';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import { useRemoveMotorPreInspectionMutation, type MotorFamily } from '../api/servicing-api';
import { inspectedVehicle } from './labels';

const UNABLE_TO_REMOVE = unableTo('remove this inspection');

export interface RemoveInspectionDialogProps {
  family: MotorFamily;
  inspection: PreInspection;
  open: boolean;
  onClose: () => void;
}

/** Removing an inspection from the list (removePreinspectionByPreinspectionId), after a plain question. */
export function RemoveInspectionDialog({ family, inspection, open, onClose }: RemoveInspectionDialogProps) {
  const id = useId();
  const notify = useNotify();
  const [remove] = useRemoveMotorPreInspectionMutation();
  const call = useKeyedCall(UNABLE_TO_REMOVE);

  const confirm = async () => {
    const body = { preInspectionId: inspection.preInspectionId };
    const outcome = await call.run(body, (idempotencyKey) => remove({ family, body, idempotencyKey }));
    if (!outcome.ok) return;
    notify.success(outcome.data.message);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={call.busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Remove this inspection?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {`The inspection of the ${inspectedVehicle(inspection)} is taken off your list and its photo link stops working. To insure the vehicle later you would start a new inspection.`}
        </DialogContentText>
        {call.problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {call.problem.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={call.busy}>
          Keep it
        </Button>
        <Button variant="contained" color="error" loading={call.busy} onClick={() => void confirm()}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
