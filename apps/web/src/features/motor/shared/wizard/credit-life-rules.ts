import {
  additionalPercentageField,
  CREDIT_LIFE_MESSAGES,
  parseSaIdNumber,
  type CreditLifeApplication,
} from '@cover/domain';
import {
  THE_EMPLOYEE_RESPONSIBLE,
  VEHICLE_CREDIT_LIFE_BALANCE_LIMITS,
  vehicleCreditLifeTotalInsured,
  vehicleOutstandingBalanceField,
  type OperatorCreditLifeDetailsDraft,
  type VehicleCreditLifeDetailsDraft,
  type VehicleCreditLifeQuoteInputDraft,
} from '@cover/domain/motor';
import { toDrafts } from '../../../../components/beneficiaries/beneficiary-rules';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { formatMoney } from '../../../../components/money/format-money';
import { creditLifeErrors, creditLifePayload } from '../../../credit-life/fields/credit-life-rules';
import { emptyMotorCreditLife, type MotorCreditLifeDraft } from './credit-life-draft';
import type { MotorRegistrationValues } from './registration-types';
import { problemOf } from './step-problems';

/** The screen of the wizard credit life's details are given on (step 3, history and extras: the finance). */
export const CREDIT_LIFE_SCREEN = 3;

/** A vehicle's outstanding settlement balance: R1 000 to R1 500 000. */
export const vehicleBalanceError = (cents: number | null) =>
  cents === null ? CREDIT_LIFE_MESSAGES.outstandingBalance : problemOf(vehicleOutstandingBalanceField, cents);

const BALANCE_LIMIT = formatMoney(VEHICLE_CREDIT_LIFE_BALANCE_LIMITS.maxCents, { whole: true });

/** The balance's hint, said to the customer, or about them by their first name ('What Nomvula still owes…'). */
export const vehicleBalanceHelp = (who = 'you') =>
  `What ${who} still owe${who === 'you' ? '' : 's'} on the vehicle, up to ${BALANCE_LIMIT}`;

export const VEHICLE_BALANCE_HELP = vehicleBalanceHelp();

/** Whether credit life is asked for: the vehicle is financed and optForTelkomCreditLife is ticked. */
export const creditLifeChosen = (values: Pick<MotorRegistrationValues, 'motorVehicleFinance'>) =>
  values.motorVehicleFinance.isPayingCarLoan === true && values.motorVehicleFinance.optForTelkomCreditLife;

/** The additional percentage's problem: a whole number from 0 to 25. */
export const additionalPercentageError = (value: number | null) =>
  value === null ? CREDIT_LIFE_MESSAGES.additionalPercentage : problemOf(additionalPercentageField, value);

/** The amount insured shown: the balance plus the additional percentage (cents), or null until both are valid. */
export function amountInsured(details: MotorCreditLifeDraft): number | null {
  const { outstandingBalance: balance, addtionalPercentage: extra } = details;
  if (vehicleBalanceError(balance) !== null || additionalPercentageError(extra) !== null) return null;
  return vehicleCreditLifeTotalInsured(balance ?? 0, extra ?? 0);
}

const PERSON_PATH = 'creditLifeDetails.personResponsibleForFinancing.';

/**
 * Whether the person responsible is the customer whom the server fills in (`selfOnFile`: the desk, never
 * shown the employee's ID number, sends THE_EMPLOYEE_RESPONSIBLE instead of their names and ID number).
 */
const selfFilledIn = (details: MotorCreditLifeDraft, selfOnFile: boolean) =>
  selfOnFile && details.responsible === 'me';

/**
 * creditLifeDetails' problems (form paths), when credit life is chosen; the person responsible's names and
 * ID number are not asked when the server fills in the customer (`selfOnFile`).
 */
export function motorCreditLifeErrors(
  values: Pick<MotorRegistrationValues, 'motorVehicleFinance' | 'creditLifeDetails'>,
  selfOnFile = false,
): FlatErrors {
  if (!creditLifeChosen(values)) return {};
  const details = values.creditLifeDetails;
  const errors = creditLifeErrors(details, vehicleBalanceError, 'creditLifeDetails');
  if (selfFilledIn(details, selfOnFile))
    for (const path of Object.keys(errors)) if (path.startsWith(PERSON_PATH)) delete errors[path];
  const extra = additionalPercentageError(details.addtionalPercentage);
  if (extra) errors['creditLifeDetails.addtionalPercentage'] = extra;
  return errors;
}

/**
 * creditLifeDetails as createApplication takes it (spec 001 §3 names); with `selfOnFile`, the customer as
 * the person responsible is sent as THE_EMPLOYEE_RESPONSIBLE for the server to fill in (the desk's call).
 */
export function creditLifeDetailsBody(
  details: MotorCreditLifeDraft,
  selfOnFile = false,
): VehicleCreditLifeDetailsDraft | OperatorCreditLifeDetailsDraft {
  const { issuedPercentage, ...shared } = creditLifePayload(details);
  const balance = details.outstandingBalance ?? 0;
  const extra = details.addtionalPercentage ?? 0;
  return {
    ...shared,
    outstandingBalance: balance,
    currentScreen: CREDIT_LIFE_SCREEN,
    addtionalPercentage: extra,
    totalAmountInsured: vehicleCreditLifeTotalInsured(balance, extra),
    issuedTotalPercentage: issuedPercentage,
    ...(selfFilledIn(details, selfOnFile) ? { personResponsibleForFinancing: THE_EMPLOYEE_RESPONSIBLE } : {}),
  } as VehicleCreditLifeDetailsDraft | OperatorCreditLifeDetailsDraft;
}

/**
 * getVehicleCreditLifeQuote's input for what is typed, or null until the balance and the additional
 * percentage can be priced. Citizenship comes from the person responsible's SA ID number (its 11th digit).
 */
export function vehicleCreditLifeQuoteInput(
  details: MotorCreditLifeDraft,
  vinNumber?: string,
): VehicleCreditLifeQuoteInputDraft | null {
  if (amountInsured(details) === null) return null;
  const person = parseSaIdNumber(details.personResponsibleForFinancing.idNumber);
  return {
    ...(vinNumber ? { vinNumber } : {}),
    citizenship: person.valid && !person.citizen ? 'permanent_resident' : 'citizen',
    outstandingSettlementBalanceAmount: details.outstandingBalance ?? 0,
    additionalPercentageInsured: details.addtionalPercentage ?? 0,
  };
}

/** A linked vehicle credit life application's details as the wizard's draft (when it is reopened). */
export function creditLifeOfApplication(application: CreditLifeApplication): MotorCreditLifeDraft {
  const { module } = application;
  return {
    ...emptyMotorCreditLife(),
    currentScreen: CREDIT_LIFE_SCREEN,
    outstandingBalance: module.outstandingBalance,
    addtionalPercentage: module.additionalPercentage,
    responsible: 'other',
    personResponsibleForFinancing: { ...module.personResponsibleForFinancing },
    beneficiariesDetails: toDrafts(module.beneficiariesDetails),
    issuedPercentage: module.issuedPercentage,
  };
}
