import { useCallback, useRef } from 'react';
import type { PolicyHolderCreate } from '@cover/domain';
import { usePolicyHolderFirst } from '../../../../components/person/use-policy-holder-first';
import { readApiError, type ReadableApiError } from '../../../../lib/api-error';
import { useCreateMotorPolicyholderMutation, type MotorFamily } from '../api/purchase-api';
import { useMotorWizardAgent } from './wizard-agent';

const HOLDER_REQUIRED = 'POLICY_HOLDER_REQUIRED';

/** An RTK Query call's result: its data, or its error. */
type CallResult = { data?: unknown; error?: unknown };
export type CallOutcome<T> = { ok: true; data: T } | { ok: false; error: ReadableApiError };

/**
 * Runs a call that needs the customer's policy holder (a pre-inspection, an application): a customer who has
 * none yet has it registered from their profile before the call (asked with getOwnPolicyholder, once), so a
 * first inspection link is not refused for it; should the call be refused all the same, the holder is
 * registered and the call made once more. An agent (the operator desk) registered its customer's holder
 * itself: nothing is asked or registered from the signed-in profile.
 */
export function usePolicyHolderCall(family: MotorFamily) {
  const [createHolder, registering] = useCreateMotorPolicyholderMutation();
  const agent = useMotorWizardAgent();
  const createHolderOf = useCallback(
    (body: PolicyHolderCreate) => createHolder({ family, body }),
    [createHolder, family],
  );
  const { ensureHolder, registerHolder } = usePolicyHolderFirst(family, createHolderOf);
  /** the holder is known to be there: not asked again by this wizard step */
  const holderKnown = useRef(false);

  const withHolder = useCallback(
    async <R extends CallResult>(
      attempt: () => PromiseLike<R>,
    ): Promise<CallOutcome<NonNullable<R['data']>>> => {
      const outcome = (result: R): CallOutcome<NonNullable<R['data']>> =>
        result.error === undefined
          ? { ok: true, data: result.data as NonNullable<R['data']> }
          : { ok: false, error: readApiError(result.error) };
      const readiness = agent || holderKnown.current ? 'ready' : await ensureHolder();
      if (readiness === 'ready') holderKnown.current = true;
      const first = outcome(await attempt());
      if (first.ok || first.error.code !== HOLDER_REQUIRED || agent || readiness === 'failed') return first;
      holderKnown.current = false;
      const problem = await registerHolder();
      if (problem) return first;
      return outcome(await attempt());
    },
    [agent, ensureHolder, registerHolder],
  );

  return { withHolder, registering: registering.isLoading };
}
