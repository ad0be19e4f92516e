import { unableTo } from '@cover/domain';
import type { PreInspection } from '@cover/domain/motor';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      title="Remove this inspection?"
      text={`The inspection of the ${inspectedVehicle(inspection)} is taken off your list and its photo link stops working. To insure the vehicle later you would start a new inspection.`}
      problem={call.problem}
      cancelLabel="Keep it"
      confirmLabel="Remove"
      destructive
      busy={call.busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
