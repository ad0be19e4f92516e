import { useCallback } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { personFromProfile } from '../../../../components/person/person-from-profile';
import { registerPolicyHolder } from '../../../../components/person/policy-holder';
import { readApiError, type ReadableApiError } from '../../../../lib/api-error';
import { useAuthSession } from '../../../../lib/identity';
import { accountProfileApi } from '../../../../lib/identity/account-api';
import { useCreateMotorPolicyholderMutation, type MotorFamily } from '../api/purchase-api';
import { useMotorWizardAgent } from './wizard-agent';

const HOLDER_REQUIRED = 'POLICY_HOLDER_REQUIRED';

/** An RTK Query call's result: its data, or its error. */
type CallResult = { data?: unknown; error?: unknown };
export type CallOutcome<T> = { ok: true; data: T } | { ok: false; error: ReadableApiError };

/**
 * Runs a call that needs the customer's policy holder (a pre-inspection, an application): when the server
 * says there is none yet, the holder is registered from the customer's profile and the call made once more.
 */
export function usePolicyHolderCall(family: MotorFamily) {
  const dispatch = useAppDispatch();
  const session = useAuthSession(family);
  const [createHolder, registering] = useCreateMotorPolicyholderMutation();
  const agent = useMotorWizardAgent();

  const registerHolder = useCallback(async (): Promise<ReadableApiError | null> => {
    const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
    const profile = await dispatch(
      accountProfileApi.endpoints.getAdminUser.initiate({ audience: family, userName }, { subscribe: false }),
    );
    const person = personFromProfile(profile.data);
    if (!profile.data || !person) return readApiError(profile.error);
    return registerPolicyHolder((body) => createHolder({ family, body }), {
      ...person,
      email: profile.data.email ?? '',
      mobile: profile.data.phoneNumber ?? '',
    });
  }, [createHolder, dispatch, family, session]);

  const withHolder = useCallback(
    async <R extends CallResult>(
      attempt: () => PromiseLike<R>,
    ): Promise<CallOutcome<NonNullable<R['data']>>> => {
      const outcome = (result: R): CallOutcome<NonNullable<R['data']>> =>
        result.error === undefined
          ? { ok: true, data: result.data as NonNullable<R['data']> }
          : { ok: false, error: readApiError(result.error) };
      const first = outcome(await attempt());
      // An agent acts for a customer whose holder it registered: never from the signed-in profile.
      if (first.ok || first.error.code !== HOLDER_REQUIRED || agent) return first;
      const problem = await registerHolder();
      if (problem) return first;
      return outcome(await attempt());
    },
    [agent, registerHolder],
  );

  return { withHolder, registering: registering.isLoading };
}
