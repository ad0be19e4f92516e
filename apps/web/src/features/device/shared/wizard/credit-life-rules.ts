import { z } from 'zod';
import { DEVICE_CREDIT_LIFE_BALANCE_LIMITS } from '@cover/domain';
import { formatMoney } from '../../../../components/money/format-money';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import type { CreditLifeDraft } from '../../../credit-life/fields/credit-life-draft';
import { creditLifeErrors as sharedCreditLifeErrors } from '../../../credit-life/fields/credit-life-rules';
import { outstandingBalanceError } from '../quote/phone-choice';
import type { DeviceRegistrationValues } from './registration-types';

export type CreditLifeStepValues = Pick<DeviceRegistrationValues, 'isOptedforCreditLife' | 'creditLife'>;

/** A phone's outstanding balance: R100 to R100 000. */
export const deviceBalanceError = (cents: number | null) => outstandingBalanceError(true, cents);

/** The balance's hint on a phone. */
export const DEVICE_BALANCE_HELP = `What you still owe on the phone, up to ${formatMoney(DEVICE_CREDIT_LIFE_BALANCE_LIMITS.maxCents, { whole: true })}`;

/** Field → message (dotted form paths) for credit life on a phone; empty when they may be sent. */
export const creditLifeErrors = (creditLife: CreditLifeDraft) =>
  sharedCreditLifeErrors(creditLife, deviceBalanceError);

/** Step 2, credit life (optional): nothing to check unless it is chosen. */
export const creditLifeStepSchema = z
  .object({ isOptedforCreditLife: z.boolean(), creditLife: z.custom<CreditLifeDraft>() })
  .superRefine((values, ctx) => {
    if (values.isOptedforCreditLife) addIssues(ctx, creditLifeErrors(values.creditLife));
  }) satisfies z.ZodType<CreditLifeStepValues>;

/** The signed-in customer as the person responsible for the finance, from their profile. */
export { personFromProfile } from '../../../../components/person/person-from-profile';

export { creditLifePayload } from '../../../credit-life/fields/credit-life-rules';
