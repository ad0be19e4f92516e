import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UNABLE_TO, type AlterationPackage, type AlterationReply } from '@cover/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError, type ReadableApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { useChangePolicyMutation, type PolicyChangeCall } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';

export interface PolicyChangeCalls {
  /** the call that prices the change (with preview: true, unless it is a quote call that only previews) */
  preview: PolicyChangeCall;
  /** the call that applies a stored preview ({ policyId, alterationPackageId }) */
  apply: PolicyChangeCall;
}

/**
 * A policy change in two steps (priced preview → applied) or one (applied at once). Shows loading,
 * success (the server's message) or failure ('Unable to update your policy'), then returns to the policy.
 */
export function usePolicyChange(policyId: string, calls: PolicyChangeCalls) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [change, status] = useChangePolicyMutation();
  const [attempts] = useState(createAttemptKeys);
  const [preview, setPreview] = useState<AlterationPackage | null>(null);
  const [problem, setProblem] = useState<ReadableApiError | null>(null);

  const send = async (
    call: PolicyChangeCall,
    body: Record<string, unknown> & { policyId: string },
  ): Promise<AlterationReply | null> => {
    setProblem(null);
    const result = await change({ call, body, idempotencyKey: attempts.keyFor({ call, body }) });
    if ('error' in result) {
      const readable = readApiError(result.error);
      setProblem(readable);
      notify.error(UNABLE_TO.UPDATE_POLICY);
      return null;
    }
    attempts.complete();
    return result.data;
  };

  const done = (reply: AlterationReply) => {
    notify.success(reply.message);
    void navigate(FUNERAL_PATHS_WEB.policy(policyId));
  };

  return {
    preview,
    problem,
    busy: status.isLoading,
    clearPreview: () => setPreview(null),
    /** prices the change and keeps the preview to show */
    async requestPreview(body: Record<string, unknown>) {
      const isQuoteCall = calls.preview === 'getAddExtendedFamilyQuote';
      const reply = await send(calls.preview, {
        ...body,
        policyId,
        ...(isQuoteCall ? {} : { preview: true }),
      });
      if (reply) setPreview(reply.alterationPackage);
      return reply;
    },
    /** applies the previewed change */
    async confirm() {
      if (!preview) return null;
      const reply = await send(calls.apply, { policyId, alterationPackageId: preview.alterationPackageId });
      if (reply) done(reply);
      return reply;
    },
    /** prices and applies in one call (changes without a premium effect) */
    async applyNow(body: Record<string, unknown>) {
      const reply = await send(calls.apply, { ...body, policyId });
      if (reply) done(reply);
      return reply;
    },
  };
}
