import { useState } from 'react';
import { UNABLE_TO } from '@cover/domain';
import type { MotorAlteration, MotorPolicy } from '@cover/domain/motor';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import {
  useConfirmMotorChangeMutation,
  usePriceMotorChangeMutation,
  useResetMotorChangeMutation,
  type MotorChangeDraft,
  type MotorFamily,
} from '../api/servicing-api';
import { confirmCallFor, resetCallFor, toPreview } from './change-calls';

export interface MotorChangeOptions {
  family: MotorFamily;
  policy: Pick<MotorPolicy, 'policyId' | 'module'>;
  /** a change already priced and waiting on the policy (its pending alteration) */
  pending?: MotorAlteration | null;
  /** after the change is confirmed (the server's message is already shown) */
  onConfirmed?: () => void;
  /** after the pending change is dropped */
  onReset?: () => void;
}

/**
 * A motor policy change: priced first (createAlterationPackage: an edit, or a swap to another vehicle), then
 * confirmed with the call its kind and the vehicle need, or dropped (reset). One call at a time; a refusal is
 * kept as `problem` (its message and field errors) and announced as 'Unable to update your policy'.
 */
export function useMotorChange({ family, policy, pending = null, onConfirmed, onReset }: MotorChangeOptions) {
  const notify = useNotify();
  const call = useKeyedCall(UNABLE_TO.UPDATE_POLICY);
  const [priced, setPriced] = useState<MotorAlteration | null>(null);
  const [price] = usePriceMotorChangeMutation();
  const [confirmChange] = useConfirmMotorChangeMutation();
  const [resetChange] = useResetMotorChangeMutation();
  const alteration = priced ?? pending;
  const vehicleType = policy.module.vehicle.vehicle_type;
  const { policyId } = policy;

  return {
    alteration,
    preview: alteration ? toPreview(alteration) : null,
    busy: call.busy,
    problem: call.problem,
    /** back to the form, keeping the priced change on the policy */
    clearPreview: () => setPriced(null),
    async requestPreview(change: MotorChangeDraft) {
      const outcome = await call.run(change, (idempotencyKey) =>
        price({ family, body: change, idempotencyKey }),
      );
      if (outcome.ok) setPriced(outcome.data);
      return outcome;
    },
    async confirm() {
      if (!alteration) return null;
      const body = { policyId, alterationPackageId: alteration.alterationPackageId };
      const outcome = await call.run({ confirm: body }, (idempotencyKey) =>
        confirmChange({
          family,
          call: confirmCallFor(vehicleType, alteration.changeType),
          body,
          idempotencyKey,
        }),
      );
      if (outcome.ok) {
        notify.success(outcome.data.message);
        setPriced(null);
        onConfirmed?.();
      }
      return outcome;
    },
    async reset() {
      const body = { policyId };
      const outcome = await call.run({ reset: body }, (idempotencyKey) =>
        resetChange({ family, call: resetCallFor(vehicleType), body, idempotencyKey }),
      );
      if (outcome.ok) {
        notify.success(outcome.data.message);
        setPriced(null);
        onReset?.();
      }
      return outcome;
    },
  };
}

export type MotorChange = ReturnType<typeof useMotorChange>;
