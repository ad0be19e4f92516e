import { salaryDeductionConsentText } from '@cover/domain';
import { keepAmountsTogether } from '../components/money/format-money';

/** The salary deduction consent as a checkbox names it: the server's words, the amount's spaces no-break. */
export const salaryDeductionShown = (monthlyPremium: number) =>
  keepAmountsTogether(salaryDeductionConsentText(monthlyPremium));
