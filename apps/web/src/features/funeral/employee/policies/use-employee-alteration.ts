import type { AlterationChangeDraft, AlterationReply } from '@cover/domain/funeral';
import { usePricedChange } from '../../../../components/policies/use-priced-change';
import {
  useApplyAlterationPackageMutation,
  useCreateAlterationPackageMutation,
} from '../api/employee-funeral-api';

/** An employee policy change: createAlterationPackage (the priced preview), then applyAlterationPackage. */
export function useEmployeeAlteration(policyId: string, onApplied: () => void) {
  const [create] = useCreateAlterationPackageMutation();
  const [apply] = useApplyAlterationPackageMutation();
  return usePricedChange<AlterationChangeDraft, AlterationReply>({
    price: (change, idempotencyKey) => create({ body: { policyId, change }, idempotencyKey }),
    apply: (alterationPackageId, idempotencyKey) =>
      apply({ body: { policyId, alterationPackageId }, idempotencyKey }),
    onApplied,
  });
}
