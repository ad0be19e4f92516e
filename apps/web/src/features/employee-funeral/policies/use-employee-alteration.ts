import { useState } from 'react';
import { UNABLE_TO, type AlterationChangeDraft, type AlterationPackage } from '@cover/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import {
  useApplyAlterationPackageMutation,
  useCreateAlterationPackageMutation,
} from '../api/employee-funeral-api';

/** An employee policy change: createAlterationPackage (the priced preview), then applyAlterationPackage. */
export function useEmployeeAlteration(policyId: string, onApplied: () => void) {
  const notify = useNotify();
  const [create, creating] = useCreateAlterationPackageMutation();
  const [apply, applying] = useApplyAlterationPackageMutation();
  const [attempts] = useState(createAttemptKeys);
  const [preview, setPreview] = useState<AlterationPackage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return {
    preview,
    problem,
    busy: creating.isLoading || applying.isLoading,
    clear: () => {
      setPreview(null);
      setProblem(null);
    },
    async requestPreview(change: AlterationChangeDraft) {
      setProblem(null);
      const body = { policyId, change };
      const result = await create({ body, idempotencyKey: attempts.keyFor(body) });
      if ('error' in result) {
        setProblem(readApiError(result.error).message);
        notify.error(UNABLE_TO.UPDATE_POLICY);
        return;
      }
      attempts.complete();
      setPreview(result.data.alterationPackage);
    },
    async confirm() {
      if (!preview) return;
      const body = { policyId, alterationPackageId: preview.alterationPackageId };
      const result = await apply({ body, idempotencyKey: attempts.keyFor(body) });
      if ('error' in result) {
        setProblem(readApiError(result.error).message);
        notify.error(UNABLE_TO.UPDATE_POLICY);
        return;
      }
      attempts.complete();
      notify.success(result.data.message);
      setPreview(null);
      onApplied();
    },
  };
}
