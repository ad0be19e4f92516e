import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { QuotePackage } from '@cover/domain/funeral';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { isServiceFailure } from '../../../../components/policies/use-keyed-call';
import { isStoredQuoteCurrent } from '../../../../components/wizard/stored-quote';
import { readApiError, type ReadableApiError } from '../../../../lib/api-error';
import { useGetEmployeeQuoteMutation, useGetPaidQuoteMutation } from '../api/employee-funeral-api';
import { employeeQuoteInput, employeeQuoteKey } from '../state/register-payloads';
import { employeeRegisterActions } from '../state/register-slice';

/** A quote not given: `refused` when the server refused it for a rule (a 4xx with its message), not a failure. */
export interface EmployeeQuoteFailure {
  ok: false;
  error: ReadableApiError;
  refused: boolean;
}
export type EmployeeQuoteResult = { ok: true; quote: QuotePackage } | EmployeeQuoteFailure;

/** The draft's quote: the employee quote (salary, free benefit) or the paid quote, reused while current. */
export function useEmployeeQuote() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [getQuote, employeeStatus] = useGetEmployeeQuoteMutation();
  const [getPaidQuote, paidStatus] = useGetPaidQuoteMutation();
  const ensure = useCallback(async (): Promise<EmployeeQuoteResult> => {
    const state = store.getState().employeeFuneralRegister;
    const key = employeeQuoteKey(state.values);
    if (state.quote && isStoredQuoteCurrent(state, key)) return { ok: true, quote: state.quote };
    const input = employeeQuoteInput(state.values);
    const result = state.values.variant === 'paid' ? await getPaidQuote(input) : await getQuote(input);
    if ('error' in result)
      return { ok: false, error: readApiError(result.error), refused: !isServiceFailure(result.error) };
    dispatch(employeeRegisterActions.quoteSaved({ quote: result.data, key }));
    return { ok: true, quote: result.data };
  }, [dispatch, getPaidQuote, getQuote, store]);
  return { ensure, quoting: employeeStatus.isLoading || paidStatus.isLoading };
}
