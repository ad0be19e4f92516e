import { useMemo } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { CoverCalculatorInputDraft, CoverOptionCode } from '@cover/domain/funeral';
import { useAppSelector } from '../../../../app/hooks';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { Money } from '../../../../components/money/money-display';
import { useAuthSession } from '../../../../lib/identity';
import { useGetCoverCalculateQuery } from '../../retail/api/quote-api';
import { useGetEmployeeProfileQuery } from '../api/employee-funeral-api';
import type { EmployeeCover, EmployeeVariant } from '../state/register-types';
import { optionPremiumInput } from './option-premiums';

type PremiumBase = Omit<CoverCalculatorInputDraft, 'coverOption'>;

/**
 * What the cover options are priced from (optionPremiumInput), once it has stopped changing: the main
 * member's ID number from the details (or the profile, before step 2), the cover's family as typed.
 */
export function usePremiumBase(cover: EmployeeCover, variant: EmployeeVariant): PremiumBase | null {
  const saved = useAppSelector((state) => state.employeeFuneralRegister.values.details.idNumber);
  const session = useAuthSession('employee');
  const profile = useGetEmployeeProfileQuery(session.user?.username ?? '', {
    skip: !session.user || !!saved,
  });
  const idNumber = saved || profile.data?.saIdNumber || '';
  // settled as text: a new object each render would never settle
  const key = useDebouncedValue(JSON.stringify(optionPremiumInput(cover, variant, idNumber)));
  return useMemo(() => JSON.parse(key) as PremiumBase | null, [key]);
}

/**
 * One option's premium a month, as the server's cover calculator (getCoverCalculate) gives it for the
 * cover as chosen so far; nothing when it cannot say (the quote at step 4 is the one applied for).
 */
export function OptionPremium({ base, option }: { base: PremiumBase; option: CoverOptionCode }) {
  const priced = useGetCoverCalculateQuery({ ...base, coverOption: option });
  if (priced.isFetching) return <Skeleton width="7em" aria-label="Working out the premium" />;
  if (!priced.data) return null;
  return (
    <>
      <Money cents={priced.data.totalPremium} /> a month
    </>
  );
}
