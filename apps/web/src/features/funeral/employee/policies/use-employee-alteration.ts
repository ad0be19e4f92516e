import type { AlterationChangeDraft, AlterationReply } from '@cover/domain/funeral';
import { usePricedChange } from '../../../../components/policies/use-priced-change';
import {
  useApplyAlterationPackageMutation,
  useCreateAlterationPackageMutation,
} from '../api/employee-funeral-api';

/**
 * An employee policy change: createAlterationPackage (the priced preview), then applyAlterationPackage;
 * `toChange` turns what a form gives into the typed change (a removal's memberIds, say).
 */
export function useEmployeeChange<Change>(
  policyId: string,
  toChange: (change: Change) => AlterationChangeDraft,
  onApplied: () => void,
) {
  const [create] = useCreateAlterationPackageMutation();
  const [apply] = useApplyAlterationPackageMutation();
  return usePricedChange<Change, AlterationReply>({
    price: (change, idempotencyKey) =>
      create({ body: { policyId, change: toChange(change) }, idempotencyKey }),
    apply: (alterationPackageId, idempotencyKey, consents) =>
      apply({ body: { policyId, alterationPackageId, ...(consents ? { consents } : {}) }, idempotencyKey }),
    onApplied,
  });
}

const asIs = (change: AlterationChangeDraft) => change;

/** An employee policy change given as the typed change itself. */
export const useEmployeeAlteration = (policyId: string, onApplied: () => void) =>
  useEmployeeChange(policyId, asIs, onApplied);
