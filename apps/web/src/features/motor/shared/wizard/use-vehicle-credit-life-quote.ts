import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { vinField } from '@cover/domain/motor';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { useGetVehicleCreditLifeQuoteQuery } from '../api/credit-life-quote-api';
import type { MotorFamily } from '../api/valuation-api';
import type { MotorCreditLifeDraft } from './credit-life-draft';
import { vehicleCreditLifeQuoteInput } from './credit-life-rules';
import { problemOf } from './step-problems';
import { useMotorWizardAgent } from './wizard-agent';

/**
 * Vehicle credit life's premium for the details typed (getVehicleCreditLifeQuote, debounced 300 ms;
 * nothing is asked until the balance and the additional percentage can be priced, or when not chosen).
 * Inside a wizard agent (the operator desk) the agent's call prices it for the customer.
 */
export function useVehicleCreditLifeQuote(
  family: MotorFamily,
  details: MotorCreditLifeDraft,
  { chosen, vin }: { chosen: boolean; vin: string },
) {
  const vinNumber = problemOf(vinField, vin.trim()) === null ? vin.trim() : undefined;
  const input = useMemo(
    () => (chosen ? vehicleCreditLifeQuoteInput(details, vinNumber) : null),
    [chosen, details, vinNumber],
  );
  const key = input ? JSON.stringify(input) : null;
  const settledKey = useDebouncedValue(key);
  const settled = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as NonNullable<typeof input>) : null),
    [settledKey],
  );
  const caller = useMotorWizardAgent()?.creditLifeQuoteCaller ?? { family };
  const query = useGetVehicleCreditLifeQuoteQuery(settled ? { ...caller, input: settled } : skipToken);
  // a quote of other details than the ones shown is not theirs
  const current = settled !== null && key === settledKey;
  return {
    quote: current ? query.data : undefined,
    pricing: key !== null && (!current || query.isFetching),
    failed: current && query.isError && !query.isFetching,
    /** whether what is typed can be priced */
    priceable: key !== null,
    /** asks again after a failure */
    retry: () => void query.refetch(),
  };
}
