/**
 * Motor quotes: the public estimate (not stored) and the signed-in quote, a quote package for 7 days. The
 * vehicle is valued from the guide when it has a retail price for it, else at the customer's own estimate;
 * it is rated on the caller's scheme with the rate table in force (decision 0018). A refusal of the table
 * (too dear to quote online, too many claims, a scheme for another kind of vehicle) is a 422 with its reason;
 * an extra the kind of vehicle cannot have (a tow bar on a motorcycle) is a 400 naming it.
 */
import { saDay } from '@cover/domain';
import {
  declaredValueCents,
  extrasVehicleProblem,
  MOTOR_COOLING_OFF_DAYS,
  MOTOR_LINE,
  MOTOR_PACKAGES,
  MotorRatingError,
  quoteMotor,
  type MotorQuote,
  type MotorQuoteInput,
  type MotorQuoteModule,
  type MotorQuotePackage,
  type MotorRatingScheme,
  yearsOfCarInsuranceProblem,
} from '@cover/domain/motor';
import type { Database } from '../../db/client.js';
import type { QuotePackageRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { plusValidity, today } from '../insurance-core/clock.js';
import { callerOf, type LineCallContext } from '../insurance-core/line-context.js';
import { holderOf } from '../insurance-core/ownership.js';
import { insertQuotePackage, isQuoteExpired } from '../insurance-core/quote-packages.js';
import { rosterEntryOfCaller } from '../insurance-core/roster.js';
import { schemeFor } from './schemes.js';
import { assertClaimsDeclared } from './claims-on-record.js';
import { findValuation } from './valuation.js';

const FIELD_OF_REFUSAL: Record<string, string> = {
  SCHEME_NOT_FOR_VEHICLE: 'scheme',
  VEHICLE_VALUE_MISSING: 'vehicle.estimatedRetailPrice',
  ABOVE_ONLINE_MAXIMUM: 'vehicle.estimatedRetailPrice',
  TOO_MANY_CLAIMS: 'previousInsuranceDetails.totalClaims',
};

/** A refusal of the rate table as the API says it. */
export function ratingRefusal(error: unknown): never {
  if (!(error instanceof MotorRatingError)) throw error;
  const field = FIELD_OF_REFUSAL[error.code];
  throw new AppError(422, error.code, error.message, field ? { [field]: error.message } : undefined);
}

/** The vehicle's value: the guide's retail price for the chosen valuation, else the customer's estimate. */
async function vehicleValue(db: Database, input: MotorQuoteInput): Promise<number> {
  if (!input.vehicle.valuationId) return input.vehicle.estimatedRetailPrice;
  const valuation = await findValuation(db, input.vehicle.valuationId);
  const sameVehicle =
    valuation.make.toLowerCase() === input.vehicle.make.toLowerCase() &&
    valuation.model.toLowerCase() === input.vehicle.model.toLowerCase() &&
    valuation.year === input.vehicle.manufacturingYear &&
    valuation.vehicleType === input.vehicle.vehicle_type;
  if (!sameVehicle)
    throw new AppError(
      422,
      'VALUATION_MISMATCH',
      'The valuation chosen is for another vehicle. Please choose it again.',
      {
        'vehicle.valuationId': 'The valuation chosen is for another vehicle. Please choose it again.',
      },
    );
  return valuation.retailPriceCents > 0 ? valuation.retailPriceCents : input.vehicle.estimatedRetailPrice;
}

function quoteModule(input: MotorQuoteInput, employee: MotorQuoteModule['employee']): MotorQuoteModule {
  const previous = input.previousInsuranceDetails;
  const extras = input.extraVehicleDetails;
  const enhancements = input.performanceEnhancementDetails;
  return {
    employee,
    vehicle: {
      type: input.vehicle.vehicle_type,
      make: input.vehicle.make,
      model: input.vehicle.model,
      year: input.vehicle.manufacturingYear,
      vin: null,
      registrationNumber: null,
      odometer: null,
      address: null,
      essentialForJob: input.vehicle.isEssentialPart,
      jobUsage: input.vehicle.vehicleUsedFor,
    },
    driver: { isPermanent: true, fullName: null },
    previousInsurance: {
      yearsOfCarInsurance: previous.totalConsecutiveYears,
      numberOfClaims: previous.totalClaims,
      insuranceCancelled: previous.everCancelled,
      reasonForCancellation: previous.everCancelled ? (previous.cancellationReason ?? null) : null,
      drunkOrRecklessConviction: previous.isConvicted,
    },
    vehicleExtras: {
      items: extras.anyExtra ? extras.details : [],
      totalValue: declaredValueCents(extras.anyExtra, extras.totalEstimatedValue),
    },
    enhancements: {
      items: enhancements.anyEnhancement ? enhancements.details : [],
      totalValue: declaredValueCents(enhancements.anyEnhancement, enhancements.totalEstimatedValue),
    },
    finance: {
      payingOffLoan: input.finance.payingOffLoan,
      personFinancing: input.finance.payingOffLoan ? (input.finance.personFinancing ?? null) : null,
    },
  };
}

/**
 * Extras the vehicle cannot have (a canopy or a tow bar on a motorcycle) are refused before anything is
 * priced, whoever built the request: the estimate, a stored quote and a policy edit all come through here.
 */
function assertExtrasFitVehicle(input: MotorQuoteInput): void {
  const problem = extrasVehicleProblem(input.vehicle.vehicle_type, input.extraVehicleDetails);
  if (problem)
    throw new AppError(400, 'EXTRA_NOT_FOR_VEHICLE', problem, { 'extraVehicleDetails.details': problem });
}

/** Rates the quote input on `scheme` (optionally on an older table) → the priced motor quote. */
export async function priceMotorQuote(
  db: Database,
  input: MotorQuoteInput,
  scheme: MotorRatingScheme,
  employee: MotorQuoteModule['employee'],
  now: Date,
  rateTableVersion?: string,
): Promise<MotorQuote> {
  assertExtrasFitVehicle(input);
  const module = quoteModule(input, employee);
  const vehicleValueCents = await vehicleValue(db, input);
  let rating;
  try {
    rating = quoteMotor({
      vehicleType: input.vehicle.vehicle_type,
      vehicleValueCents,
      use: input.vehicle.vehicleUsedFor,
      essentialForJob: input.vehicle.isEssentialPart,
      scheme,
      yearsOfCarInsurance: module.previousInsurance.yearsOfCarInsurance,
      numberOfClaims: module.previousInsurance.numberOfClaims,
      insuranceCancelled: module.previousInsurance.insuranceCancelled,
      drunkOrRecklessConviction: module.previousInsurance.drunkOrRecklessConviction,
      extrasValueCents: module.vehicleExtras.totalValue,
      enhancementsValueCents: module.enhancements.totalValue,
      today: now,
      ...(rateTableVersion ? { rateTableVersion } : {}),
    });
  } catch (error) {
    ratingRefusal(error);
  }
  return {
    packageName: MOTOR_PACKAGES[scheme],
    scheme,
    rateTableVersion: rating.rateTableVersion,
    sumAssured: rating.sumInsured,
    vehicleValue: vehicleValueCents,
    basePremium: rating.basePremium,
    suggestedPremium: rating.monthlyPremium,
    loadings: rating.loadings,
    discounts: rating.discounts,
    extrasPremium: rating.extrasPremium,
    excesses: rating.excesses,
    currency: 'ZAR',
    billingFrequency: 'MONTHLY',
    coolingOffDays: MOTOR_COOLING_OFF_DAYS,
    quotedOn: saDay(now),
    module,
  };
}

/** The public estimate (free/getVehicleQuote): the retail product, or the scheme asked for, not stored. */
export const motorEstimate = (ctx: LineCallContext, input: MotorQuoteInput): Promise<MotorQuote> =>
  priceMotorQuote(ctx.db, input, input.scheme ?? 'retail', null, ctx.now);

export function toMotorQuotePackage(row: QuotePackageRow, now: Date): MotorQuotePackage {
  const quote = row.quote as unknown as MotorQuote;
  return {
    ...quote,
    quotePackageId: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.usedAt !== null || isQuoteExpired(row, now),
  };
}

/**
 * The employee the quote is for: the signed-in employee, or the one an operator acts for; null for retail.
 * Their names are their policy holder's: the operator's call brings it, a signed-in employee's is read here
 * (the quote calls do not read the caller's holder, which a retail quote never needs).
 */
async function employeeOf(ctx: LineCallContext): Promise<MotorQuoteModule['employee']> {
  if (callerOf(ctx).channel !== 'employee') return null;
  const employee = await rosterEntryOfCaller(ctx);
  const holder = ctx.holder ?? (ctx.principal ? await holderOf(ctx.db, ctx.principal) : null);
  return {
    type: 'employee',
    salaryRefNumber: employee.salaryReferenceNumber,
    firstName: holder?.first_name ?? '',
    lastName: holder?.last_name ?? '',
    id: holder?.policyHolderId ?? '',
    username: ctx.principal?.username ?? employee.salaryReferenceNumber,
    acceptedTsAndCs: false,
    acceptedPopiaAndTcf: false,
  };
}

export const INSURANCE_YEARS_FIELD = 'previousInsuranceDetails.totalConsecutiveYears';

/**
 * Refuses more years of uninterrupted motor insurance than the holder's age allows (age − 18; QA ops 10),
 * 422 on the field with the plain words; nothing to check without the holder's ID number.
 */
export function assertInsuranceYearsFit(
  years: number,
  idNumber: string | null | undefined,
  now: Date,
  field: string = INSURANCE_YEARS_FIELD,
): void {
  if (!idNumber) return;
  const problem = yearsOfCarInsuranceProblem(years, idNumber, now);
  if (problem) throw new AppError(422, 'INSURANCE_YEARS_INVALID', problem, { [field]: problem });
}

/** getVehicleQuote / getQuotation: the priced quote on the caller's scheme, stored for them for 7 days. */
export async function createMotorQuote(
  ctx: LineCallContext,
  input: MotorQuoteInput,
): Promise<MotorQuotePackage> {
  const caller = callerOf(ctx);
  const holder = ctx.holder ?? (ctx.principal ? await holderOf(ctx.db, ctx.principal) : null);
  assertInsuranceYearsFit(input.previousInsuranceDetails.totalConsecutiveYears, holder?.id.number, ctx.now);
  await assertClaimsDeclared(
    ctx.db,
    holder?.policyHolderId,
    input.previousInsuranceDetails.totalClaims,
    ctx.now,
    { reader: ctx.agent ? 'operator' : 'customer' },
  );
  const scheme = await schemeFor(ctx, input.scheme);
  const quote = await priceMotorQuote(ctx.db, input, scheme, await employeeOf(ctx), ctx.now);
  const row = await insertQuotePackage(ctx.db, {
    line: MOTOR_LINE,
    packageName: quote.packageName,
    channel: caller.channel,
    owner: { pool: caller.pool, sub: caller.sub },
    input: { ...input },
    quote: { ...quote },
    sumAssured: quote.sumAssured,
    basePremium: quote.basePremium,
    suggestedPremium: quote.suggestedPremium,
    billingFrequency: quote.billingFrequency,
    rateTableVersion: quote.rateTableVersion,
    quotedOn: today(ctx.now),
    expiresAt: plusValidity(ctx.now),
    now: ctx.now,
  });
  return toMotorQuotePackage(row, ctx.now);
}
