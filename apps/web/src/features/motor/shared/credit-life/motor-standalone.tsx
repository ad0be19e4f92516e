import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { CreditLifeApplication } from '@cover/domain';
import {
  manufacturingYearField,
  vehicleIndividualCreditLifeInputSchema,
  vehicleRegistrationNumberField,
  vinField,
} from '@cover/domain/motor';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import type { CreditLifeFamily } from '../../../credit-life/line';
import type {
  StandaloneCreditLifeProduct,
  StandaloneFormApi,
} from '../../../credit-life/standalone/standalone-credit-life';
import type { StandaloneItemRules } from '../../../credit-life/standalone/standalone-rules';
import { PremiumNotQuoted, type ServerPremium } from '../../../credit-life/standalone/standalone-premium';
import { VehicleCreditLifePremium } from '../wizard/credit-life-premium';
import {
  additionalPercentageError,
  vehicleBalanceError,
  VEHICLE_BALANCE_HELP,
} from '../wizard/credit-life-rules';
import { emptyMotorCreditLife } from '../wizard/credit-life-draft';
import { problemOf } from '../wizard/step-problems';
import { useVehicleCreditLifeQuote } from '../wizard/use-vehicle-credit-life-quote';
import { VIN_HELP, VIN_SLOT_PROPS, vinText } from '../vin-input';
import { motorCreditLifeLine } from './motor-credit-life-line';

/** The financed vehicle of standalone credit life (createIndividualCreditLife), with the additional percentage. */
export interface FinancedVehicleDraft {
  vinNumber: string;
  make: string;
  model: string;
  /** the year as typed */
  manufacturingYear: string;
  /** '' for a vehicle not yet registered */
  registrationNumber: string;
  /** whole percent 0 to 25 insured on top of the balance; null while empty */
  additionalPercentage: number | null;
}

const shape = vehicleIndividualCreditLifeInputSchema.shape;
const yearOf = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The vehicle's rules: the contract's fields (VIN, make, model, year, registration) and the percentage. */
export const vehicleRules: StandaloneItemRules<FinancedVehicleDraft> = {
  empty: () => ({
    vinNumber: '',
    make: '',
    model: '',
    manufacturingYear: '',
    registrationNumber: '',
    additionalPercentage: 0,
  }),
  errors: (vehicle) => {
    const errors: Record<string, string> = {};
    const put = (path: string, message: string | null) => {
      if (message) errors[path] = message;
    };
    put('vinNumber', problemOf(vinField, vehicle.vinNumber.trim().toUpperCase()));
    put('make', problemOf(shape.make, vehicle.make));
    put('model', problemOf(shape.model, vehicle.model));
    put('manufacturingYear', problemOf(manufacturingYearField, yearOf(vehicle.manufacturingYear)));
    if (vehicle.registrationNumber.trim())
      put('registrationNumber', problemOf(vehicleRegistrationNumberField, vehicle.registrationNumber.trim()));
    put('additionalPercentage', additionalPercentageError(vehicle.additionalPercentage));
    return errors;
  },
  body: (vehicle) => ({
    vinNumber: vehicle.vinNumber.trim().toUpperCase(),
    make: vehicle.make.trim(),
    model: vehicle.model.trim(),
    manufacturingYear: yearOf(vehicle.manufacturingYear),
    ...(vehicle.registrationNumber.trim() ? { registrationNumber: vehicle.registrationNumber.trim() } : {}),
    additionalPercentage: vehicle.additionalPercentage ?? 0,
  }),
  balanceError: vehicleBalanceError,
  serverFields: [
    'vinNumber',
    'make',
    'model',
    'manufacturingYear',
    'registrationNumber',
    'additionalPercentage',
  ],
};

const percent = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 3);
  return digits === '' ? null : Number(digits);
};

/**
 * The server's premium for the balance and percentage typed (getVehicleCreditLifeQuote, debounced); a
 * PENDING application's additional percentage as it holds it (its vehicle is not in the form).
 */
function useVehiclePremium(
  family: CreditLifeFamily,
  form: StandaloneFormApi<FinancedVehicleDraft>,
  application: CreditLifeApplication | null,
): ServerPremium {
  const [creditLife, vehicle] = useWatch({ control: form.control, name: ['creditLife', 'item'] });
  const details = {
    ...emptyMotorCreditLife(),
    ...creditLife,
    addtionalPercentage: application ? application.module.additionalPercentage : vehicle.additionalPercentage,
  };
  const priced = useVehicleCreditLifeQuote(family, details, {
    chosen: true,
    vin: application ? '' : vehicle.vinNumber,
  });
  // the hook keeps the last answer while the next is asked: only a quote of what is typed is named
  const asked = priced.quote?.inputData;
  const ofTyped =
    asked?.outstandingSettlementBalanceAmount === details.outstandingBalance &&
    asked.additionalPercentageInsured === (details.addtionalPercentage ?? 0);
  const premium = {
    priceable: priced.priceable,
    monthlyPremium: ofTyped ? priced.quote?.suggestedPremium : undefined,
    failed: priced.failed,
    retry: priced.retry,
  };
  return {
    ...premium,
    // the motor wizard's own failure wording speaks of its finance questions: this form says its own
    note: priced.failed ? (
      <Box sx={{ mt: 1.5 }}>
        <PremiumNotQuoted premium={{ ...premium, note: null }} />
      </Box>
    ) : (
      <VehicleCreditLifePremium priced={priced} />
    ),
  };
}

/** Standalone credit life on a financed vehicle (/<audience>/motor/credit-life/new). */
export const motorStandaloneProduct = (
  family: CreditLifeFamily,
): StandaloneCreditLifeProduct<FinancedVehicleDraft> => ({
  line: motorCreditLifeLine(family),
  rules: vehicleRules,
  intro:
    'Credit life settles what you still owe on your vehicle if the person responsible for the finance dies or becomes permanently disabled.',
  itemTitle: 'Your financed vehicle',
  itemFields: (form) => (
    <>
      <BoundTextField
        control={form.control}
        name="item.vinNumber"
        label="VIN"
        required
        parse={vinText}
        help={VIN_HELP}
        slotProps={VIN_SLOT_PROPS}
      />
      <BoundTextField control={form.control} name="item.make" label="Make" required />
      <BoundTextField control={form.control} name="item.model" label="Model" required />
      <BoundTextField
        control={form.control}
        name="item.manufacturingYear"
        label="Year"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <BoundTextField
        control={form.control}
        name="item.registrationNumber"
        label="Registration number (optional)"
        help="Leave empty if the vehicle is not registered yet"
      />
    </>
  ),
  balanceHelp: VEHICLE_BALANCE_HELP,
  afterBalance: (form) => (
    <BoundTextField
      control={form.control}
      name="item.additionalPercentage"
      label="Additional percentage insured"
      help="0 to 25% on top of the balance, e.g. for interest and fees"
      parse={percent}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      sx={{ maxWidth: 360 }}
    />
  ),
  usePremium: useVehiclePremium,
});
