import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEVICE_CREDIT_LIFE_BALANCE_LIMITS } from '@cover/domain';
import { deviceBrandField, deviceModelField, imeiProblem } from '@cover/domain/device';
import type { z } from 'zod';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { Money } from '../../../../components/money/money-display';
import { CreditLifeCoolingOff, PremiumCap } from '../../../credit-life/policies/credit-life-facts';
import type {
  StandaloneCreditLifeProduct,
  StandaloneFormApi,
} from '../../../credit-life/standalone/standalone-credit-life';
import type { StandaloneItemRules } from '../../../credit-life/standalone/standalone-rules';
import { PremiumNotQuoted, type ServerPremium } from '../../../credit-life/standalone/standalone-premium';
import type { CreditLifeFamily } from '../../../credit-life/line';
import { useGetCreditLifeQuoteQuery } from '../api/credit-life-quote-api';
import { DEVICE_BALANCE_HELP, deviceBalanceError } from '../wizard/credit-life-rules';
import { ImeiField } from '../wizard/imei-field';
import { ImeiFieldRefusal } from '../wizard/imei-refusal';
import { deviceCreditLifeLine } from './device-credit-life-line';

/** The financed phone of standalone credit life (spec 002 §7 createIndividualCreditLife). */
export interface FinancedPhoneDraft {
  deviceBrand: string;
  deviceModel: string;
  deviceIMEINumber: string;
}

const first = (rule: z.ZodType, value: unknown) => {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/** The phone's rules: brand and model by the contract's fields, the IMEI by imeiProblem. */
export const phoneRules: StandaloneItemRules<FinancedPhoneDraft> = {
  empty: () => ({ deviceBrand: '', deviceModel: '', deviceIMEINumber: '' }),
  errors: (phone) => {
    const errors: Record<string, string> = {};
    const brand = first(deviceBrandField, phone.deviceBrand);
    const model = first(deviceModelField, phone.deviceModel);
    if (brand) errors.deviceBrand = brand;
    if (model) errors.deviceModel = model;
    const imei = imeiProblem(phone.deviceIMEINumber);
    if (imei) errors.deviceIMEINumber = imei;
    return errors;
  },
  body: (phone) => ({
    deviceBrand: phone.deviceBrand.trim(),
    deviceModel: phone.deviceModel.trim(),
    deviceIMEINumber: phone.deviceIMEINumber.trim(),
  }),
  balanceError: deviceBalanceError,
  serverFields: ['deviceBrand', 'deviceModel', 'deviceIMEINumber'],
};

const { minCents, maxCents } = DEVICE_CREDIT_LIFE_BALANCE_LIMITS;

/** The refusal's next step on a row of its own under the phone's fields (a two-column grid). */
const ACROSS = { gridColumn: '1 / -1', justifySelf: 'start' } as const;

/**
 * The server's premium for the balance typed (the public estimate getCreditLifeQuote, debounced; a phone
 * has no additional percentage), with the regulated cap under the balance. A quote of another balance than
 * the one typed is not this one's.
 */
function usePhonePremium(
  family: CreditLifeFamily,
  form: StandaloneFormApi<FinancedPhoneDraft>,
): ServerPremium {
  const balance = useWatch({ control: form.control, name: 'creditLife.outstandingBalance' });
  const settled = useDebouncedValue(balance);
  const priceable = balance !== null && balance >= minCents && balance <= maxCents;
  const current = priceable && settled === balance;
  const quote = useGetCreditLifeQuoteQuery({ family, outstandingBalance: settled ?? 0 }, { skip: !current });
  const priced = current && !quote.isFetching ? quote.currentData : undefined;
  const failed = current && quote.isError && !quote.isFetching;
  const premium = { priceable, monthlyPremium: priced?.creditLifeMonthlyPremium, failed };
  const retry = () => void quote.refetch();
  return {
    ...premium,
    retry,
    note: !priceable ? null : failed ? (
      <Box sx={{ mt: 1.5 }}>
        <PremiumNotQuoted premium={{ ...premium, retry, note: null }} />
      </Box>
    ) : (
      <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
        {priced ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              Monthly premium: <Money cents={priced.creditLifeMonthlyPremium} />
            </Typography>
            <PremiumCap capCents={priced.maximumMonthlyPremium} />
            <CreditLifeCoolingOff />
          </>
        ) : (
          <Typography color="text.secondary">Working out the premium…</Typography>
        )}
      </Box>
    ),
  };
}

/**
 * Standalone credit life on a financed phone (employees: /employee/device/credit-life/new). The server's
 * refusal of the phone (claimed as lost or stolen, insured by someone else) is said at the IMEI field with
 * the device wizard's next step (imei-refusal.tsx).
 */
export const deviceStandaloneProduct = (
  family: CreditLifeFamily,
): StandaloneCreditLifeProduct<FinancedPhoneDraft> => ({
  line: deviceCreditLifeLine(family),
  rules: phoneRules,
  intro:
    'Credit life settles what you still owe on your phone if the person responsible for the finance dies or becomes permanently disabled.',
  itemTitle: 'Your financed phone',
  itemFields: (form) => (
    <>
      <BoundTextField control={form.control} name="item.deviceBrand" label="Phone brand" required />
      <BoundTextField control={form.control} name="item.deviceModel" label="Phone model" required />
      <ImeiField form={form} name="item.deviceIMEINumber" />
      <ImeiFieldRefusal family={family} form={form} name="item.deviceIMEINumber" placed={ACROSS} />
    </>
  ),
  balanceHelp: DEVICE_BALANCE_HELP,
  usePremium: usePhonePremium,
});
