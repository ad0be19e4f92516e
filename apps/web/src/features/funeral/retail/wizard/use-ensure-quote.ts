import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { UNABLE_TO } from '@cover/domain';
import { type QuotePackage } from '@cover/domain/funeral';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { formatMoney } from '../../../../components/money/format-money';
import { useNotify } from '../../../../components/notifications/use-notify';
import { readApiError, type ReadableApiError } from '../../../../lib/api-error';
import { useGetAQuoteMutation } from '../api/quote-api';
import { funeralQuoteActions, isQuoteCurrent } from '../state/funeral-quote-slice';
import { quoteInputKey, wizardQuoteInput } from '../state/wizard-payloads';
import type { FuneralQuoteState } from '../state/wizard-types';

/** A step's answers not saved yet, quoted with the rest of the draft. */
type QuoteChanges = Partial<Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4'>>;

export type EnsureQuoteResult =
  { ok: true; quote: QuotePackage; changed: boolean } | { ok: false; error: ReadableApiError };

/** How the notice of a new premium begins (step 6 shows it inline instead of in the snackbar). */
export const PREMIUM_NOTICE_PREFIX = 'Your monthly premium is now ';

/**
 * Makes sure the draft holds a stored quote (getAQuote) for exactly its current members: reuses the saved
 * quote package while it prices the same input and has not expired, otherwise asks for a new one and saves
 * it (a quote success stores the monthly premium). `changes` lets a step quote its own unsaved answers.
 */
export function useEnsureQuote() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const store = useStore<RootState>();
  const [getAQuote, status] = useGetAQuoteMutation();
  const ensure = useCallback(
    async (changes: QuoteChanges = {}): Promise<EnsureQuoteResult> => {
      const state = store.getState().funeralQuote;
      const input = wizardQuoteInput({ ...state, ...changes });
      const key = quoteInputKey(input);
      if (state.quote && isQuoteCurrent(state, key)) return { ok: true, quote: state.quote, changed: false };
      const result = await getAQuote(input);
      if ('error' in result) return { ok: false, error: readApiError(result.error) };
      const changed = state.monthlyPremium !== 0 && state.monthlyPremium !== result.data.suggestedPremium;
      dispatch(funeralQuoteActions.quoteSaved({ quote: result.data, key }));
      return { ok: true, quote: result.data, changed };
    },
    [dispatch, getAQuote, store],
  );
  /** Quotes a step's changes before they are saved, telling the person of a new premium; the problem, or null. */
  const requote = useCallback(
    async (changes: QuoteChanges): Promise<string | null> => {
      const quote = await ensure(changes);
      if (!quote.ok) {
        notify.error(UNABLE_TO.GET_QUOTE);
        return quote.error.message;
      }
      if (quote.changed) notify.info(`${PREMIUM_NOTICE_PREFIX}${formatMoney(quote.quote.suggestedPremium)}`);
      return null;
    },
    [ensure, notify],
  );
  return { ensure, requote, quoting: status.isLoading };
}
