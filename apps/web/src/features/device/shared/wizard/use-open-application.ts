import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../../app/hooks';
import { isNotFoundError, readApiError } from '../../../../lib/api-error';
import { useAuthSession } from '../../../../lib/identity';
import { accountProfileApi } from '../../../../lib/identity/account-api';
import { useGetDeviceApplicationQuery, type DeviceFamily } from '../api/purchase-api';
import { personFromProfile } from './credit-life-rules';
import { reopenedDraft } from './reopen-application';
import { REOPEN_MESSAGES } from './reopen-messages';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';

const PARAM = 'applicationId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OpenApplication =
  | { state: 'none' }
  | { state: 'loading' }
  /** not the customer's, or no longer PENDING: the draft is left as it was */
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string; retry: () => void };

/**
 * `?applicationId=` (the policies page's link to a PENDING application): once the draft is the signed-in
 * customer's (`ready`), an application that is not the draft's is read (getApplicationById of the page's
 * family) and, when PENDING, becomes the draft (reopenedDraft); the parameter is then dropped, so that
 * starting again starts empty. Another customer's application (404) or one no longer PENDING is refused.
 */
export function useOpenApplication(family: DeviceFamily, ready: boolean): OpenApplication {
  const dispatch = useAppDispatch();
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PARAM);
  const current = useDeviceDraft().application?.applicationId ?? null;
  const needed = ready && wanted !== null && wanted !== current;
  const valid = wanted !== null && UUID.test(wanted);
  const query = useGetDeviceApplicationQuery(
    { family, applicationId: wanted ?? '' },
    { skip: !needed || !valid },
  );
  const application = needed && query.data?.applicationId === wanted ? query.data : undefined;
  const pending = application?.status === 'PENDING' ? application : undefined;

  // The draft holds the asked application: the parameter has done its work.
  useEffect(() => {
    if (wanted === null || wanted !== current) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [current, setParams, wanted]);

  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    const reopen = async () => {
      // Credit life's person responsible is the customer ("Me") when the profile names them.
      const profile =
        pending.module.creditLife && userName
          ? await dispatch(
              accountProfileApi.endpoints.getAdminUser.initiate(
                { audience: family, userName },
                { subscribe: false },
              ),
            )
          : null;
      if (cancelled) return;
      dispatch(
        deviceRegistrationActions.applicationReopened(
          reopenedDraft(pending, family, personFromProfile(profile?.data)),
        ),
      );
    };
    void reopen();
    return () => {
      cancelled = true;
    };
  }, [dispatch, family, pending, userName]);

  if (!needed) return { state: 'none' };
  if (!valid) return { state: 'refused', message: REOPEN_MESSAGES.notFound };
  if (application && !pending)
    return { state: 'refused', message: REOPEN_MESSAGES.notPending(application.statusDisplayValue) };
  if (query.isError && !query.isFetching) {
    if (isNotFoundError(query.error)) return { state: 'refused', message: REOPEN_MESSAGES.notFound };
    return { state: 'failed', message: readApiError(query.error).message, retry: () => void query.refetch() };
  }
  return { state: 'loading' };
}
