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
import type { CreditLifeFamily } from '../../../credit-life/line';
import { useGetCreditLifeQuoteQuery } from '../api/credit-life-quote-api';
import { DEVICE_BALANCE_HELP, deviceBalanceError } from '../wizard/credit-life-rules';
import { ImeiField } from '../wizard/imei-field';
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

/** The monthly premium for the balance typed, from the public estimate, with the regulated cap. */
function LivePremium({
  family,
  form,
}: {
  family: CreditLifeFamily;
  form: StandaloneFormApi<FinancedPhoneDraft>;
}) {
  const balance = useWatch({ control: form.control, name: 'creditLife.outstandingBalance' });
  const settled = useDebouncedValue(balance);
  const priced = settled !== null && settled >= minCents && settled <= maxCents;
  const quote = useGetCreditLifeQuoteQuery({ family, outstandingBalance: settled ?? 0 }, { skip: !priced });
  if (!priced || (!quote.currentData && !quote.isFetching)) return null;
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
      {quote.currentData ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            Monthly premium: <Money cents={quote.currentData.creditLifeMonthlyPremium} />
          </Typography>
          <PremiumCap capCents={quote.currentData.maximumMonthlyPremium} />
          <CreditLifeCoolingOff />
        </>
      ) : (
        <Typography color="text.secondary">Working out the premium…</Typography>
      )}
    </Box>
  );
}

/** Standalone credit life on a financed phone (employees: /employee/device/credit-life/new). */
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
    </>
  ),
  balanceHelp: DEVICE_BALANCE_HELP,
  Premium: LivePremium,
});
