import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { UNABLE_TO } from '@cover/domain';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { formatMoney } from '../../../../components/money/format-money';
import { useNotify } from '../../../../components/notifications/use-notify';
import type { ReadableApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { saidAtCreditLife } from '../../../credit-life/exists/refusal';
import { useCreateMotorApplicationMutation, type MotorFamily } from '../api/purchase-api';
import { isApplicationStale } from './registration-progress';
import { registrationBody, registrationKey, stepOfField } from './registration-payloads';
import { MOTOR_STEP, type MotorApplicationDraft } from './registration-types';
import { motorRegistrationActions, normaliseMotorDraft } from './registration-slice';
import { routeServerErrors } from './server-error-routing';
import { useMotorQuote } from './use-motor-quote';
import { usePolicyHolderCall } from './use-policy-holder';
import { useMotorWizardAgent } from './wizard-agent';

/** The quote can no longer become an application: a new one is fetched and the application sent again. */
const QUOTE_GONE = new Set(['QUOTE_EXPIRED', 'QUOTE_USED']);

/** What the customer is told when their quote was replaced. */
export const NEW_QUOTE_NOTICE = 'Your quote had expired, so we got you a new one';

export type SendOutcome =
  | { ok: true; application: MotorApplicationDraft }
  /** `here`: the problems of the last step's own fields (by the form's paths); the others were sent back */
  | { ok: false; error: ReadableApiError; here: Record<string, string> };

/**
 * The application behind the last step: the pending one while the answers are those it was made from,
 * otherwise createApplication (with an idempotency key; with the pending applicationId when changing it)
 * on a usable quote package. A quote that expired or was used meanwhile is replaced and the application
 * sent again, saying so; a customer without policy holder details has them registered from their profile.
 * The server's field problems of earlier steps open the first of them, at their fields.
 */
export function useSendMotorApplication(family: MotorFamily) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const store = useStore<RootState>();
  const [attempts] = useState(createAttemptKeys);
  const { ensureQuote, quoting } = useMotorQuote(family);
  const { withHolder, registering } = usePolicyHolderCall(family);
  const [createApplication, creating] = useCreateMotorApplicationMutation();
  const agent = useMotorWizardAgent();

  const send = useCallback(async (): Promise<SendOutcome> => {
    const fail = (error: ReadableApiError, here: Record<string, string> = {}): SendOutcome => {
      if (!saidAtCreditLife(error)) notify.error(UNABLE_TO.CREATE_APPLICATION);
      return { ok: false, error, here };
    };
    const start = normaliseMotorDraft(store.getState().motorInsuranceRegistration);
    if (start.application && !isApplicationStale(start, family))
      return { ok: true, application: start.application };
    const preInspectionId = start.preInspection?.preInspectionId;
    if (!preInspectionId) {
      dispatch(motorRegistrationActions.stepOpened(MOTOR_STEP.inspection));
      return fail({
        code: 'INSPECTION_NEEDED',
        message: 'Please send yourself the inspection link first.',
        fields: {},
      });
    }
    let renewed = false;
    for (let round = 0; round < 2; round += 1) {
      const quote = await ensureQuote();
      if (!quote.ok) {
        notify.error(UNABLE_TO.GET_QUOTE);
        return { ok: false, error: quote.error, here: {} };
      }
      const draft = normaliseMotorDraft(store.getState().motorInsuranceRegistration);
      // an agent (the desk) has the server fill in the customer as credit life's person responsible
      const body = registrationBody(
        draft.values,
        {
          quotePackageId: quote.quote.quotePackageId,
          preInspectionId,
          applicationId: draft.application?.applicationId ?? null,
        },
        agent !== null,
      );
      const idempotencyKey = attempts.keyFor(body);
      const result = await withHolder(() =>
        agent ? agent.register(body, idempotencyKey) : createApplication({ family, body, idempotencyKey }),
      );
      if (result.ok) {
        attempts.complete();
        dispatch(motorRegistrationActions.quoteUsed());
        dispatch(
          motorRegistrationActions.applicationSaved({
            application: result.data.application,
            sentKey: registrationKey(draft.values, family, preInspectionId),
          }),
        );
        const saved = normaliseMotorDraft(store.getState().motorInsuranceRegistration).application;
        if (saved) return { ok: true, application: saved };
      } else if (QUOTE_GONE.has(result.error.code) && !renewed) {
        renewed = true;
        const again = await ensureQuote(true);
        if (!again.ok) {
          notify.error(UNABLE_TO.GET_QUOTE);
          return { ok: false, error: again.error, here: {} };
        }
        notify.info(`${NEW_QUOTE_NOTICE}: ${formatMoney(again.quote.suggestedPremium)} a month.`);
        continue;
      } else {
        // Problems of the answers of earlier steps open the first of them; the rest are this step's.
        const routed = routeServerErrors(result.error.fields);
        const here: Record<string, string> = {};
        const earlier: Record<string, string> = {};
        for (const [path, message] of Object.entries(routed.errors)) {
          const step = stepOfField(path);
          (step < MOTOR_STEP.submit && step !== MOTOR_STEP.quote ? earlier : here)[path] = message;
        }
        const first = Math.min(...Object.keys(earlier).map(stepOfField));
        if (Number.isFinite(first))
          dispatch(motorRegistrationActions.serverErrorsReceived({ errors: earlier, step: first }));
        return fail(result.error, here);
      }
    }
    return fail({ code: 'UNKNOWN', message: UNABLE_TO.CREATE_APPLICATION, fields: {} });
  }, [agent, attempts, createApplication, dispatch, ensureQuote, family, notify, store, withHolder]);

  return { send, sending: quoting || creating.isLoading || registering };
}
