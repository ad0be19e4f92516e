import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { UNABLE_TO, type PolicyHolderCreate } from '@cover/domain';
import type { DeviceApplication, DeviceQuotePackage } from '@cover/domain/device';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { formatMoney } from '../../../../components/money/format-money';
import { useNotify } from '../../../../components/notifications/use-notify';
import { usePolicyHolderFirst } from '../../../../components/person/use-policy-holder-first';
import { isStoredQuoteCurrent } from '../../../../components/wizard/stored-quote';
import { readApiError, type ReadableApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import {
  useCreateDeviceApplicationMutation,
  useCreateDevicePolicyholderMutation,
  useGetDeviceQuotePackageMutation,
  type DeviceFamily,
} from '../api/purchase-api';
import { deviceQuoteInput, deviceQuoteKey, registrationBody, registrationKey } from './registration-payloads';
import { deviceRegistrationActions, normaliseDeviceDraft } from './registration-slice';
import type { DeviceRegistrationValues } from './registration-types';
import { saidAtCreditLife } from '../../../credit-life/exists/refusal';

/** The quote can no longer become an application: a new one is fetched and the application sent again. */
const QUOTE_GONE = new Set(['QUOTE_EXPIRED', 'QUOTE_USED']);
const HOLDER_REQUIRED = 'POLICY_HOLDER_REQUIRED';

/** What the customer is told when their quote was replaced. */
export const NEW_QUOTE_NOTICE = 'Your quote had expired, so we got you a new one';

export type SendOutcome =
  { ok: true; application: DeviceApplication } | { ok: false; error: ReadableApiError };

type QuoteOutcome = { ok: true; quote: DeviceQuotePackage } | { ok: false; error: ReadableApiError };

/**
 * Leaving the Payment step: makes sure the draft holds a usable quote package for its phone and credit
 * life (getAQuote when there is none, it priced other answers or it expired), then sends the application
 * (createApplication with an idempotency key; with the pending applicationId when changing it). A quote
 * that expired or was used meanwhile is replaced and the application sent again, saying so; a customer
 * without policy holder details has them registered from their profile first (asked with
 * getOwnPolicyholder, so the application is not refused for it), and again should it be refused all the same.
 */
export function useSendApplication(family: DeviceFamily) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const store = useStore<RootState>();
  const [attempts] = useState(createAttemptKeys);
  const [getQuote, quoting] = useGetDeviceQuotePackageMutation();
  const [createApplication, creating] = useCreateDeviceApplicationMutation();
  const [createHolder, registering] = useCreateDevicePolicyholderMutation();

  const ensureQuote = useCallback(
    async (values: DeviceRegistrationValues, force: boolean): Promise<QuoteOutcome> => {
      const draft = normaliseDeviceDraft(store.getState().deviceInsuranceRegistration);
      const input = deviceQuoteInput(values);
      const key = deviceQuoteKey(input);
      if (!force && draft.quote && isStoredQuoteCurrent(draft, key)) return { ok: true, quote: draft.quote };
      const result = await getQuote({ family, input });
      if ('error' in result) return { ok: false, error: readApiError(result.error) };
      dispatch(deviceRegistrationActions.quoteSaved({ quote: result.data, key }));
      return { ok: true, quote: result.data };
    },
    [dispatch, family, getQuote, store],
  );

  const createHolderOf = useCallback(
    (body: PolicyHolderCreate) => createHolder({ family, body }),
    [createHolder, family],
  );
  const { ensureHolder, registerHolder } = usePolicyHolderFirst(family, createHolderOf);

  const send = useCallback(
    async (values: DeviceRegistrationValues): Promise<SendOutcome> => {
      let renewed = false;
      // A first purchase registers the holder before the application, not after a refusal (an application
      // already made has its holder).
      const made = normaliseDeviceDraft(store.getState().deviceInsuranceRegistration).application;
      let holderTried = (made ? 'ready' : await ensureHolder()) === 'failed';
      for (let round = 0; round < 3; round += 1) {
        const quote = await ensureQuote(values, false);
        if (!quote.ok) {
          notify.error(UNABLE_TO.GET_QUOTE);
          return quote;
        }
        const draft = normaliseDeviceDraft(store.getState().deviceInsuranceRegistration);
        const body = registrationBody(
          values,
          quote.quote.quotePackageId,
          draft.application?.applicationId ?? null,
        );
        const result = await createApplication({ family, body, idempotencyKey: attempts.keyFor(body) });
        if (!('error' in result)) {
          attempts.complete();
          dispatch(deviceRegistrationActions.quoteUsed());
          dispatch(
            deviceRegistrationActions.applicationSaved({
              application: result.data.application,
              sentKey: registrationKey(values),
            }),
          );
          return { ok: true, application: result.data.application };
        }
        const error = readApiError(result.error);
        if (QUOTE_GONE.has(error.code) && !renewed) {
          renewed = true;
          const again = await ensureQuote(values, true);
          if (!again.ok) {
            notify.error(UNABLE_TO.GET_QUOTE);
            return again;
          }
          notify.info(`${NEW_QUOTE_NOTICE}: ${formatMoney(again.quote.totalMonthlyPremium)} a month.`);
          continue;
        }
        if (error.code === HOLDER_REQUIRED && !holderTried) {
          holderTried = true;
          const problem = await registerHolder();
          if (problem) return { ok: false, error };
          continue;
        }
        if (!saidAtCreditLife(error)) notify.error(UNABLE_TO.CREATE_APPLICATION);
        return { ok: false, error };
      }
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return { ok: false, error: readApiError(null) };
    },
    [attempts, createApplication, dispatch, ensureHolder, ensureQuote, family, notify, registerHolder, store],
  );

  return { send, sending: quoting.isLoading || creating.isLoading || registering.isLoading };
}
