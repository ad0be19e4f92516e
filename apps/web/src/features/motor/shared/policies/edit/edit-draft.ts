import { z } from 'zod';
import { DEFAULT_TOTAL_ESTIMATED_VALUE } from '@cover/domain';
import {
  editNeedsOdometer,
  MOTOR_POLICY_MESSAGES,
  motorPolicyEditSchema,
  VEHICLE_MESSAGES,
  type MotorApplication,
  type MotorPolicy,
} from '@cover/domain/motor';
import { contractErrors } from '../../../../../components/claims/claim-draft-rules';
import type { EnhancementsDraft, ExtrasDraft, PreviousInsuranceDraft } from '../../wizard/registration-types';
import { wholeNumber } from '../number-text';

type EditBody = z.input<typeof motorPolicyEditSchema>;

/** A yes/no question as the form holds it: null until it is answered. */
export type Answer = boolean | null;

/**
 * The edit form of spec 001 §3 as typed on screen, shaped like the contract (so its field errors and the
 * server's land on the fields): the odometer as typed text, money in cents, unanswered questions null. The
 * address where the vehicle is kept is typed once (googleAddress); its `address` line is the street. The
 * extras, enhancements and insurance history are the registration wizard's own field groups (the history
 * under the wizard's name, `previousInsuranceDetails`; the edit sends it as `previousInsurance`).
 */
export interface MotorEditDraft {
  sumAssured: number | null;
  finance: { payingOffLoan: Answer };
  vehicleDetails: { odometer: string; colour: string };
  permanentDriver: {
    isPermanent: Answer;
    /** the named driver stays as the policy has them (their ID and licence numbers are not sent back) */
    keepDriver: boolean;
    relationShip: string;
    idNumber: string;
    fullName: string;
    licenceNumber: string;
  };
  isEssentialPart: Answer;
  vehicleUsedFor: string;
  address: { googleAddress: { formattedAddress: string; city: string; provience: string; code: string } };
  extraVehicleDetails: ExtrasDraft;
  performanceEnhancementDetails: EnhancementsDraft;
  previousInsuranceDetails: PreviousInsuranceDraft;
}

/** The form's own words where the contract has none that fit the screen. */
export const EDIT_FORM_MESSAGES = {
  sumAssured: 'Please enter the sum insured in rand',
  payingOffLoan: 'Please tell us whether you are paying off a loan on the vehicle',
  isPermanent: 'Please tell us whether you are the permanent driver',
  isEssentialPart: 'Please tell us whether the vehicle is essential for your work',
  anyExtra: 'Please tell us whether the vehicle has extras fitted',
  anyEnhancement: 'Please tell us whether the vehicle has performance enhancements',
  everCancelled: 'Please tell us whether an insurer ever cancelled your cover',
  isConvicted: 'Please tell us whether you were convicted of drunk or reckless driving',
  /** under the odometer field: why it is (or is not) asked */
  odometerOptional: 'Only needed if you change the sum insured',
  odometerNeeded: 'Needed because you changed the sum insured: a vehicle’s value depends on its mileage',
} as const;

/** Field path → message for the contract's checks that carry no words of their own. */
const FALLBACKS: Readonly<Record<string, string>> = {
  sumAssured: EDIT_FORM_MESSAGES.sumAssured,
  'finance.payingOffLoan': EDIT_FORM_MESSAGES.payingOffLoan,
  'vehicleDetails.odometer': VEHICLE_MESSAGES.odometer,
  'vehicleDetails.colour': VEHICLE_MESSAGES.colour,
  'permanentDriver.isPermanent': EDIT_FORM_MESSAGES.isPermanent,
  isEssentialPart: EDIT_FORM_MESSAGES.isEssentialPart,
  'extraVehicleDetails.anyExtra': EDIT_FORM_MESSAGES.anyExtra,
  'performanceEnhancementDetails.anyEnhancement': EDIT_FORM_MESSAGES.anyEnhancement,
  'previousInsurance.everCancelled': EDIT_FORM_MESSAGES.everCancelled,
  'previousInsurance.isConvicted': EDIT_FORM_MESSAGES.isConvicted,
  'previousInsurance.cancellationReason': VEHICLE_MESSAGES.cancellationReason,
};

/** Where the contract's (and the server's) paths differ from the form's fields. */
const ALIASES: Readonly<Record<string, string>> = {
  'address.address': 'address.googleAddress.formattedAddress',
};

/** An unanswered question goes as null: the contract refuses it with the question's message. */
const answered = (answer: Answer) => answer as boolean;

/** Cents as the contract's rand text with two decimals ('12500.00'); nothing is '00.00'. */
export const randText = (cents: number): string =>
  cents === 0 ? DEFAULT_TOTAL_ESTIMATED_VALUE : (cents / 100).toFixed(2);

/** Declared extras or enhancements as sent: nothing declared is '00.00' and no items. */
const declaredBody = (declared: boolean | null, draft: { totalEstimatedValue: string; details: string[] }) =>
  declared === true
    ? { totalEstimatedValue: draft.totalEstimatedValue, details: draft.details }
    : { totalEstimatedValue: DEFAULT_TOTAL_ESTIMATED_VALUE, details: [] as string[] };

/** A count chosen from a list, or NaN while none is chosen (the contract refuses it with its message). */
const count = (value: number | null) => value ?? Number.NaN;

/** The edit (createAlterationPackage's `edit`) from the draft. */
export function editBody(draft: MotorEditDraft): EditBody {
  const driver = draft.permanentDriver;
  const history = draft.previousInsuranceDetails;
  const extras = draft.extraVehicleDetails;
  const enhancements = draft.performanceEnhancementDetails;
  return {
    ...(draft.sumAssured === null ? {} : { sumAssured: draft.sumAssured }),
    finance: { payingOffLoan: answered(draft.finance.payingOffLoan) },
    // a reading left blank is not sent: the policy's stays (editErrors asks it where the edit needs it)
    vehicleDetails: {
      ...(draft.vehicleDetails.odometer.trim() === ''
        ? {}
        : { odometer: wholeNumber(draft.vehicleDetails.odometer) }),
      colour: draft.vehicleDetails.colour,
    },
    permanentDriver:
      driver.isPermanent === false && driver.keepDriver
        ? { isPermanent: false, keepDriver: true }
        : driver.isPermanent === false
          ? {
              isPermanent: false,
              relationShip: driver.relationShip,
              idNumber: driver.idNumber,
              fullName: driver.fullName,
              licenceNumber: driver.licenceNumber,
            }
          : { isPermanent: answered(driver.isPermanent) as true },
    isEssentialPart: answered(draft.isEssentialPart),
    vehicleUsedFor: draft.vehicleUsedFor as EditBody['vehicleUsedFor'],
    address: {
      address: draft.address.googleAddress.formattedAddress,
      googleAddress: draft.address.googleAddress,
    },
    extraVehicleDetails: { anyExtra: answered(extras.anyExtra), ...declaredBody(extras.anyExtra, extras) },
    performanceEnhancementDetails: {
      anyEnhancement: answered(enhancements.anyEnhancement),
      ...declaredBody(enhancements.anyEnhancement, enhancements),
    },
    previousInsurance: {
      totalConsecutiveYears: count(history.totalConsecutiveYears),
      totalClaims: count(history.totalClaims),
      everCancelled: answered(history.everCancelled),
      ...(history.everCancelled ? { cancellationReason: history.cancellationReason } : {}),
      isConvicted: answered(history.isConvicted),
    },
  };
}

/** A contract's or the server's field path as the form names it ('edit.' dropped, aliases followed). */
export function editFieldPath(path: string): string {
  const own = path.replace(/^edit\./, '');
  if (own.startsWith('previousInsurance.'))
    return own.replace(/^previousInsurance\./, 'previousInsuranceDetails.');
  return ALIASES[own] ?? own;
}

/**
 * Field path → message for the whole draft (every problem at once). The odometer reading is asked only when
 * the sum insured differs from the policy's `currentSumAssured` (editNeedsOdometer, as the server checks).
 */
export function editErrors(draft: MotorEditDraft, currentSumAssured: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (editNeedsOdometer(draft.sumAssured, currentSumAssured) && draft.vehicleDetails.odometer.trim() === '')
    errors['vehicleDetails.odometer'] = MOTOR_POLICY_MESSAGES.odometerForSumAssured;
  for (const [path, message] of Object.entries(
    contractErrors(motorPolicyEditSchema, editBody(draft), FALLBACKS),
  ))
    errors[editFieldPath(path)] ??= message;
  return errors;
}

/** The form's schema for a policy of `currentSumAssured`: the draft as it is, checked through editErrors. */
export const motorEditFormSchema = (currentSumAssured: number): z.ZodType<MotorEditDraft, MotorEditDraft> =>
  z
    .custom<MotorEditDraft>((value) => typeof value === 'object' && value !== null)
    .superRefine((draft, context) => {
      for (const [path, message] of Object.entries(editErrors(draft, currentSumAssured)))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });

/**
 * The form as the policy stands: its vehicle, use, driver and address from the policy; finance, extras,
 * enhancements and insurance history from the application the policy came from (when it loaded). The
 * odometer starts blank: the reading now, asked only when the edit needs it (editErrors). A driver the
 * policy names is kept unless the customer changes them (their ID and licence numbers are not sent to the
 * browser to be filled in).
 */
export function editDraftFrom(policy: MotorPolicy, application?: MotorApplication): MotorEditDraft {
  const { module } = policy;
  const quoted = application?.module.quote.module;
  const extras = quoted?.vehicleExtras;
  const enhancements = quoted?.enhancements;
  const history = quoted?.previousInsurance;
  return {
    sumAssured: policy.sumAssured,
    finance: { payingOffLoan: application?.module.motorVehicleFinance.isPayingCarLoan ?? null },
    vehicleDetails: { odometer: '', colour: module.vehicle.colour },
    permanentDriver: {
      isPermanent: module.permanentDriver.isPermanent,
      keepDriver: !module.permanentDriver.isPermanent,
      relationShip: '',
      idNumber: '',
      fullName: module.permanentDriver.fullName ?? '',
      licenceNumber: '',
    },
    isEssentialPart: module.isEssentialPart,
    vehicleUsedFor: module.vehicleUsedFor,
    address: { googleAddress: { ...module.address.googleAddress } },
    extraVehicleDetails: {
      anyExtra: extras ? extras.items.length > 0 : null,
      totalEstimatedValue: randText(extras?.totalValue ?? 0),
      details: [...(extras?.items ?? [])],
    },
    performanceEnhancementDetails: {
      anyEnhancement: enhancements ? enhancements.items.length > 0 : null,
      totalEstimatedValue: randText(enhancements?.totalValue ?? 0),
      details: [...(enhancements?.items ?? [])],
    },
    previousInsuranceDetails: {
      totalConsecutiveYears: history?.yearsOfCarInsurance ?? null,
      totalClaims: history?.numberOfClaims ?? null,
      everCancelled: history?.insuranceCancelled ?? null,
      cancellationReason: history?.reasonForCancellation ?? '',
      isConvicted: history?.drunkOrRecklessConviction ?? null,
    },
  };
}
