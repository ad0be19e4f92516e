import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../../app/hooks';
import { isNotFoundError, readApiError } from '../../../../lib/api-error';
import { useGetPurchaseApplicationQuery, type MotorFamily } from '../api/purchase-api';
import { useGetCreditLifeApplicationsQuery } from '../../../credit-life/api/credit-life-api';
import { reopenedDraft } from './reopen-application';
import { motorRegistrationActions } from './registration-slice';
import { useMotorDraft } from './use-motor-draft';

const PARAM = 'applicationId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the wizard says about a PENDING application continued from the policies page (?applicationId=). */
export const MOTOR_REOPEN_MESSAGES = {
  notFound: 'We could not find this application on your account.',
  notPending: (status: string) => `This application can no longer be changed here. Its status is ${status}.`,
  filledIn:
    'We filled in the answers of your application. Check them, give what we ask for again and submit it to update it.',
} as const;

export type OpenApplication =
  | { state: 'none' }
  | { state: 'loading' }
  /** not the customer's, or no longer PENDING: the draft is left as it was */
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string; retry: () => void };

/**
 * `?applicationId=` (the policies page's link to a PENDING application): once the draft is the signed-in
 * customer's (`ready`), an application that is not the draft's is read (getApplicationbyApplicationId of
 * the page's family) and, when PENDING, becomes the draft (reopenedDraft); the parameter is then dropped,
 * so that starting again starts empty. Another customer's application (404) or one no longer PENDING is
 * refused.
 */
export function useOpenApplication(family: MotorFamily, ready: boolean): OpenApplication {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PARAM);
  const current = useMotorDraft().application?.applicationId ?? null;
  const needed = ready && wanted !== null && wanted !== current;
  const valid = wanted !== null && UUID.test(wanted);
  const query = useGetPurchaseApplicationQuery(
    { family, applicationId: wanted ?? '' },
    { skip: !needed || !valid },
  );
  const application = needed && query.data?.applicationId === wanted ? query.data : undefined;
  const pending = application?.status === 'PENDING' ? application : undefined;
  // its linked vehicle credit life application holds the credit life details (balance, beneficiaries)
  const linkedId = pending?.module.creditLife?.applicationId ?? null;
  const creditLives = useGetCreditLifeApplicationsQuery(
    { scope: { line: 'vehicle', family } },
    { skip: linkedId === null },
  );
  const creditLifeSettled = linkedId === null || creditLives.isSuccess || creditLives.isError;
  const creditLife = creditLives.data?.data.find((entry) => entry.applicationId === linkedId) ?? null;

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
    if (pending && creditLifeSettled)
      dispatch(motorRegistrationActions.applicationReopened(reopenedDraft(pending, family, creditLife)));
  }, [creditLife, creditLifeSettled, dispatch, family, pending]);

  if (!needed) return { state: 'none' };
  if (!valid) return { state: 'refused', message: MOTOR_REOPEN_MESSAGES.notFound };
  if (application && !pending)
    return { state: 'refused', message: MOTOR_REOPEN_MESSAGES.notPending(application.statusDisplayValue) };
  if (query.isError && !query.isFetching) {
    if (isNotFoundError(query.error)) return { state: 'refused', message: MOTOR_REOPEN_MESSAGES.notFound };
    return { state: 'failed', message: readApiError(query.error).message, retry: () => void query.refetch() };
  }
  return { state: 'loading' };
}
