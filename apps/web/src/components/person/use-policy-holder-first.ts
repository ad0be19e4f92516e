import { useCallback } from 'react';
import type { OwnPolicyHolderReply, PolicyHolderCreate } from '@cover/domain';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { useAuthSession } from '../../lib/identity';
import { accountProfileApi } from '../../lib/identity/account-api';
import { personFromProfile } from './person-from-profile';
import { registerPolicyHolder } from './policy-holder';

/** The signed-in families that buy cover and own a policy holder. */
export type HolderFamily = 'retail' | 'employee';

/** GET api/{family}/getOwnPolicyholder: the caller's own holder, or null while they have none (never an error). */
export const ownPolicyHolderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnPolicyHolder: build.query<OwnPolicyHolderReply, { family: HolderFamily }>({
      query: ({ family }) => `${family}/getOwnPolicyholder`,
      providesTags: ['PolicyHolder'],
    }),
  }),
});

/**
 * How getting the holder ready before a first application went: 'ready' (there was one, or it was just
 * registered), 'failed' (there was none and registering it was refused: the call will be refused too), or
 * 'unknown' (the server could not be asked: the call answers for itself).
 */
export type HolderReadiness = 'ready' | 'failed' | 'unknown';

/**
 * A purchase call (an application, a pre-inspection) needs the customer's policy holder. `ensureHolder` asks
 * whether there is one and, when there is none, registers it from the customer's profile first, so a first
 * purchase is not refused POLICY_HOLDER_REQUIRED (walk 7/8). `registerHolder` registers it when a call is
 * refused all the same (a holder removed meanwhile, or the question unanswered). `create` is the family's
 * createPolicyholder call.
 */
export function usePolicyHolderFirst(
  family: HolderFamily,
  create: (body: PolicyHolderCreate) => PromiseLike<{ error?: unknown }>,
) {
  const dispatch = useAppDispatch();
  const session = useAuthSession(family);

  const registerHolder = useCallback(async (): Promise<ReadableApiError | null> => {
    const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
    const profile = await dispatch(
      accountProfileApi.endpoints.getAdminUser.initiate({ audience: family, userName }, { subscribe: false }),
    );
    const person = personFromProfile(profile.data);
    if (!profile.data || !person) return readApiError(profile.error);
    return registerPolicyHolder(create, {
      ...person,
      email: profile.data.email ?? '',
      mobile: profile.data.phoneNumber ?? '',
    });
  }, [create, dispatch, family, session]);

  const ensureHolder = useCallback(async (): Promise<HolderReadiness> => {
    const own = await dispatch(
      ownPolicyHolderApi.endpoints.getOwnPolicyHolder.initiate(
        { family },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (!own.data) return 'unknown';
    if (own.data.policyHolder) return 'ready';
    return (await registerHolder()) ? 'failed' : 'ready';
  }, [dispatch, family, registerHolder]);

  return { ensureHolder, registerHolder };
}
