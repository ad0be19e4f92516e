/**
 * How a funeral policy is sold and paid (docs/decisions/0005-funeral-lifecycle.md):
 * - retail: RETAIL_FUNERAL_INSURANCE for retail customers, by debit order;
 * - employee: EMPLOYEE_FUNERAL_INSURANCE by salary deduction, or the free TELKOM_FREE_BENEFIT;
 * - employee_paid (the "paid funeral"): an employee buys retail-priced cover paid by debit order.
 */
import { PACKAGE_NAMES, RETAIL_FUNERAL_PACKAGE_NAME, type FuneralPackageName } from '@cover/domain/funeral';

export type FuneralChannel = 'retail' | 'employee' | 'employee_paid';

export interface ChannelRules {
  audience: 'retail' | 'employee';
  packages: readonly FuneralPackageName[];
  paymentMethods: readonly ('debit_order' | 'deduct_from_salary')[];
}

export const CHANNEL_RULES: Readonly<Record<FuneralChannel, ChannelRules>> = {
  retail: { audience: 'retail', packages: [RETAIL_FUNERAL_PACKAGE_NAME], paymentMethods: ['debit_order'] },
  employee: {
    audience: 'employee',
    packages: [PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE, PACKAGE_NAMES.TELKOM_FREE_BENEFIT],
    paymentMethods: ['deduct_from_salary'],
  },
  employee_paid: {
    audience: 'employee',
    packages: [RETAIL_FUNERAL_PACKAGE_NAME],
    paymentMethods: ['debit_order'],
  },
};

export const isFreeBenefit = (packageName: string) => packageName === PACKAGE_NAMES.TELKOM_FREE_BENEFIT;

export { SALARY_DEDUCTION_BILLING_DAY } from '../insurance-core/holder-payment.js';
/** The free benefit is never billed; its billing day is only a placeholder. */
export const FREE_BENEFIT_BILLING_DAY = 31;
