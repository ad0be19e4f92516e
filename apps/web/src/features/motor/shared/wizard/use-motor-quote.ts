import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { MotorQuotePackage } from '@cover/domain/motor';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { isStoredQuoteCurrent } from '../../../../components/wizard/stored-quote';
import { readApiError, type ReadableApiError } from '../../../../lib/api-error';
import { useGetMotorQuotePackageMutation, type MotorFamily } from '../api/purchase-api';
import { motorQuoteInput, motorQuoteKey } from './registration-payloads';
import { motorRegistrationActions, normaliseMotorDraft } from './registration-slice';
import { useMotorWizardAgent } from './wizard-agent';

export type QuoteOutcome = { ok: true; quote: MotorQuotePackage } | { ok: false; error: ReadableApiError };

/**
 * The draft's quote package (getVehicleQuote): the stored one while it priced the same answers and has not
 * expired, otherwise a new one (always a new one when `force`), saved in the draft with its key. An agent
 * gets it for the customer.
 */
export function useMotorQuote(family: MotorFamily) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const agent = useMotorWizardAgent();
  const [getQuote, quoting] = useGetMotorQuotePackageMutation();
  const ensureQuote = useCallback(
    async (force = false): Promise<QuoteOutcome> => {
      const draft = normaliseMotorDraft(store.getState().motorInsuranceRegistration);
      const input = motorQuoteInput(draft.values, family);
      const key = motorQuoteKey(input);
      if (!force && draft.quote && isStoredQuoteCurrent(draft, key)) return { ok: true, quote: draft.quote };
      const result = agent ? await agent.quote(input) : await getQuote({ family, input });
      if ('error' in result) return { ok: false, error: readApiError(result.error) };
      dispatch(motorRegistrationActions.quoteSaved({ quote: result.data, key }));
      return { ok: true, quote: result.data };
    },
    [agent, dispatch, family, getQuote, store],
  );
  return { ensureQuote, quoting: quoting.isLoading };
}
