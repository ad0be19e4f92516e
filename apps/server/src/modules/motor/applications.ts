/**
 * Motor registration on the insurance core (spec 001 §3, §4): createApplication turns the caller's motor quote
 * package into a PENDING application holding the vehicle and its pre-inspection (or alters their PENDING one);
 * the driver's licence (and the finance agreement) are uploaded to it; the declaration records the consents
 * (the debit order one for a debit order, the salary deduction one with its amount for a salary deduction,
 * the credit life's credit check and terms with vehicle credit life) and approves it. The policy is issued once the vehicle's pre-inspection is approved: at once when it already
 * is, else when the back office approves it. A vehicle already insured is refused. With
 * optForTelkomCreditLife, the vehicle credit life application follows it (credit-life-link.ts).
 */
import {
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  addDays,
  parseIsoDate,
  SALARY_DEDUCTION_CONSENT,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  salaryDeductionConsentText,
} from '@cover/domain';
import {
  MOTOR_CONSENT_TEXT_VERSION,
  MOTOR_CONSENT_TEXTS,
  MOTOR_CREDIT_LIFE_CONSENT_TEXT_VERSION,
  MOTOR_CREDIT_LIFE_CONSENT_TEXTS,
  MOTOR_LINE,
  MOTOR_REGISTRATION_MESSAGES,
  type MotorApplicationReply,
  type MotorConsentKey,
  type MotorCreditLifeConsentKey,
  type MotorDeclarationInput,
  type MotorQuote,
  type MotorRegistrationInput,
  motorSalaryDeductionPremium,
  onBehalfDebitOrderConsentText,
} from '@cover/domain/motor';
import { AppError } from '../../platform/errors.js';
import {
  actorOf,
  findOwnedApplication,
  requireHolder,
  storeApplicationPayment,
  today,
  DECLARATION_APPROVED,
  transitionApplication,
  type LineCallContext,
} from '../insurance-core/application-kit.js';
import { storeApplicationFromQuote, takeApplicationQuote } from '../insurance-core/application-quote.js';
import { findOwnedPreInspection } from './pre-inspection/repo.js';
import { loadMotorApplication, type MotorApplicationDetails } from './application-view.js';
import { approveVehicleCreditLife, syncVehicleCreditLife } from './credit-life-link.js';
import { issueMotorPolicyIfInspected } from './issue.js';
import { refuseOperatorApplication } from './on-behalf-guard.js';
import { assertVehicleFree } from './vehicles.js';
import { motorReferralOf } from './referral.js';
import { assertInsuranceYearsFit } from './quotes.js';
import { assertClaimsDeclared } from './claims-on-record.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { isUnderReview, referIfNeeded, UNDERWRITING_TEXTS } from '../insurance-core/underwriting.js';

export const MOTOR_APPLICATION_TEXTS = {
  created: 'Your application has been received. Please upload your driver’s licence.',
  altered: 'Your application has been updated.',
  issued: 'Your vehicle is insured. Your policy has been issued.',
  awaitingInspection:
    'Thank you. Your application is accepted; cover starts as soon as the vehicle inspection is approved.',
  differentVehicle: 'This is not the vehicle that was quoted. Please get a new quote for it.',
  inspection: 'Please complete the pre-inspection of this vehicle first',
  inspectionVehicle: 'This pre-inspection is of another vehicle. Please start one for this vehicle.',
  documentsOutstanding:
    'Please upload your driver’s licence (and the finance agreement for a financed vehicle) first',
  debitOrderConsent: 'Please allow the debit order to continue',
  finance: 'The quote was for a vehicle that is not financed. Please get a new quote.',
} as const;

const invalid = (field: string, message: string, code = 'APPLICATION_INVALID') =>
  new AppError(422, code, message, { [field]: message });

function checkAgainstQuote(input: MotorRegistrationInput, quote: MotorQuote, now: Date): void {
  const day = today(now);
  if (
    input.effectiveDate < day ||
    input.effectiveDate > addDays(day, 30) ||
    !parseIsoDate(input.effectiveDate)
  )
    throw invalid('effectiveDate', MOTOR_REGISTRATION_MESSAGES.effectiveDate);
  const quoted = quote.module.vehicle;
  const same =
    quoted.type === input.vehicle.vehicle_type &&
    quoted.make.toLowerCase() === input.vehicle.make.toLowerCase() &&
    quoted.model.toLowerCase() === input.vehicle.model.toLowerCase() &&
    quoted.year === input.vehicle.manufacturingYear &&
    quoted.jobUsage === input.vehicle.vehicleUsedFor &&
    quoted.essentialForJob === input.vehicle.isEssentialPart;
  if (!same) throw invalid('vehicle', MOTOR_APPLICATION_TEXTS.differentVehicle);
  if (input.motorVehicleFinance.isPayingCarLoan !== quote.module.finance.payingOffLoan)
    throw invalid('motorVehicleFinance.isPayingCarLoan', MOTOR_APPLICATION_TEXTS.finance);
}

/** The holder's own pre-inspection of this very vehicle (same VIN), not removed. */
async function checkPreInspection(ctx: LineCallContext, input: MotorRegistrationInput): Promise<void> {
  const holder = requireHolder(ctx);
  const inspection = await findOwnedPreInspection(
    ctx.db,
    holder.policyHolderId,
    input.vehicle.preInspectionId,
  );
  if (!inspection || inspection.isDeleted || inspection.assessmentType !== 'PRE_INSPECTION')
    throw invalid('vehicle.preInspectionId', MOTOR_APPLICATION_TEXTS.inspection);
  if (inspection.vinNo !== input.vehicle.vin)
    throw invalid('vehicle.preInspectionId', MOTOR_APPLICATION_TEXTS.inspectionVehicle);
}

/**
 * createApplication: a PENDING application from the caller's quote package, or their PENDING one altered (not
 * one an operator made that the employee has not accepted on its review page: 409).
 */
export async function createMotorApplication(
  ctx: LineCallContext,
  input: MotorRegistrationInput,
): Promise<MotorApplicationReply> {
  const holder = requireHolder(ctx);
  const taken = await takeApplicationQuote<MotorQuote>(ctx, MOTOR_LINE, input);
  const { channel, altering, quote } = taken;
  // what an operator declared is changed only by them, or reviewed by the employee on its page first
  if (altering && !ctx.agent) await refuseOperatorApplication(ctx.db, altering.id);
  checkAgainstQuote(input, quote, ctx.now);
  assertInsuranceYearsFit(quote.module.previousInsurance.yearsOfCarInsurance, holder.id.number, ctx.now);
  // a claim of theirs approved since the quote was made counts too
  await assertClaimsDeclared(
    ctx.db,
    holder.policyHolderId,
    quote.module.previousInsurance.numberOfClaims,
    ctx.now,
    { reader: ctx.agent ? 'operator' : 'customer' },
  );
  await checkPreInspection(ctx, input);
  await assertVehicleFree(ctx.db, { vin: input.vehicle.vin, registrationNo: input.vehicle.vehicle_reg_no });
  const payment = await storeApplicationPayment(
    ctx,
    input.paymentMethod,
    input.billingDay,
    channel === 'employee' ? ['deduct_from_salary', 'debit_order'] : ['debit_order'],
  );
  const previous = taken.altering?.details as unknown as MotorApplicationDetails | undefined;
  const details: MotorApplicationDetails = {
    vehicle: input.vehicle,
    address: input.address,
    permanentDriver: input.permanentDriver,
    ownerDetails: input.ownerDetails,
    motorVehicleFinance: input.motorVehicleFinance,
    effectiveDate: input.effectiveDate,
    billingAddress: input.billingAddress,
    paymentType: input.paymentMethod.type,
    consents: [],
    creditLifeDetails: input.creditLifeDetails ?? null,
    creditLifeApplicationId: previous?.creditLifeApplicationId ?? null,
  };
  const values = {
    quotePackageId: input.quote_package_id,
    packageName: quote.packageName,
    channel,
    billingDay: payment.billingDay,
    paymentMethodId: payment.paymentMethodId,
    sumAssured: quote.sumAssured,
    basePremium: quote.basePremium,
    monthlyPremium: quote.suggestedPremium,
    rateTableVersion: quote.rateTableVersion,
    quote: { ...quote },
    details: { ...details },
  };
  const stored = await storeApplicationFromQuote(ctx, MOTOR_LINE, taken, values);
  const application = await syncVehicleCreditLife(ctx, stored, details);
  return {
    application: await loadMotorApplication(ctx, application),
    policy: null,
    message: altering ? MOTOR_APPLICATION_TEXTS.altered : MOTOR_APPLICATION_TEXTS.created,
  };
}

const CONSENT_KEYS = Object.keys(MOTOR_CONSENT_TEXTS) as MotorConsentKey[];
const CREDIT_LIFE_CONSENT_KEYS = Object.keys(MOTOR_CREDIT_LIFE_CONSENT_TEXTS) as MotorCreditLifeConsentKey[];

/** Vehicle credit life is taken with the application (a financed vehicle, opted in, its details given). */
export const takesVehicleCreditLife = (details: MotorApplicationDetails) =>
  details.motorVehicleFinance.isPayingCarLoan &&
  details.motorVehicleFinance.optForTelkomCreditLife &&
  details.creditLifeDetails != null;

/** With vehicle credit life, its credit check and terms must be given (422 at each one missing). */
function checkCreditLifeConsents(details: MotorApplicationDetails, input: MotorDeclarationInput): void {
  if (!takesVehicleCreditLife(details)) return;
  const missing = CREDIT_LIFE_CONSENT_KEYS.filter((key) => !input.consents[key]);
  if (missing.length === 0) return;
  throw new AppError(
    422,
    'APPLICATION_INVALID',
    MOTOR_REGISTRATION_MESSAGES.consent,
    Object.fromEntries(missing.map((key) => [`consents.${key}`, MOTOR_REGISTRATION_MESSAGES.consent])),
  );
}

/**
 * applicationDeclaration: the consents recorded and the application approved; issued if inspected. An
 * application an operator made is declared only from its review page (409 from the wizard until then).
 */
export async function declareMotorApplication(
  ctx: LineCallContext,
  input: MotorDeclarationInput,
  /**
   * made by the employee on an operator's application's review page (acceptOnBehalf), not in the wizard,
   * with the terms consent in the words that page showed (`reviewedTerms`)
   */
  {
    onReviewPage = false,
    reviewedTerms = null,
  }: { onReviewPage?: boolean; reviewedTerms?: { text: string; textVersion: string } | null } = {},
): Promise<MotorApplicationReply> {
  const pending = await findOwnedApplication(ctx.db, ctx.holder, input.applicationId, {
    line: MOTOR_LINE,
    lock: true,
  });
  if (!onReviewPage) await refuseOperatorApplication(ctx.db, pending.id);
  const details = pending.details as unknown as MotorApplicationDetails;
  if (details.paymentType === 'debit_order' && !input.consents.debitOrder)
    throw invalid('consents.debitOrder', MOTOR_APPLICATION_TEXTS.debitOrderConsent);
  if (details.paymentType === 'deduct_from_salary' && !input.consents.salaryDeduction)
    throw invalid('consents.salaryDeduction', SALARY_DEDUCTION_CONSENT_MESSAGE);
  checkCreditLifeConsents(details, input);
  const view = await loadMotorApplication(ctx, pending);
  if (pending.status !== 'PENDING') {
    return { application: view, policy: null, message: MOTOR_APPLICATION_TEXTS.awaitingInspection };
  }
  if (isUnderReview(pending))
    return { application: view, policy: null, message: UNDERWRITING_TEXTS.reviewing };
  if (view.documentsOutstanding.length > 0)
    throw invalid('documents', MOTOR_APPLICATION_TEXTS.documentsOutstanding, 'DOCUMENTS_OUTSTANDING');
  await assertVehicleFree(ctx.db, {
    vin: details.vehicle.vin,
    registrationNo: details.vehicle.vehicle_reg_no,
  });
  const acceptedAt = ctx.now.toISOString();
  // accepted on an operator's review page: the debit order consent it showed, with its amount and day
  const reviewedDebitOrder =
    onReviewPage && pending.billingDay !== null
      ? onBehalfDebitOrderConsentText({
          monthlyPremium: motorSalaryDeductionPremium(view),
          billingDay: pending.billingDay,
          policies: takesVehicleCreditLife(details) ? 2 : 1,
        })
      : null;
  const consents: MotorApplicationDetails['consents'] = CONSENT_KEYS.filter(
    (key) => key !== 'debitOrder' || details.paymentType === 'debit_order',
  ).map((key) =>
    key === 'debitOrder' && reviewedDebitOrder
      ? { key, text: reviewedDebitOrder, textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION, acceptedAt }
      : key === 'terms' && reviewedTerms
        ? { key, ...reviewedTerms, acceptedAt }
        : { key, text: MOTOR_CONSENT_TEXTS[key], textVersion: MOTOR_CONSENT_TEXT_VERSION, acceptedAt },
  );
  if (takesVehicleCreditLife(details))
    consents.push(
      ...CREDIT_LIFE_CONSENT_KEYS.map((key) => ({
        key,
        text: MOTOR_CREDIT_LIFE_CONSENT_TEXTS[key],
        textVersion: MOTOR_CREDIT_LIFE_CONSENT_TEXT_VERSION,
        acceptedAt,
      })),
    );
  // the deduction pays the motor premium and the vehicle credit life's taken with it
  if (details.paymentType === 'deduct_from_salary')
    consents.push({
      key: SALARY_DEDUCTION_CONSENT,
      text: salaryDeductionConsentText(motorSalaryDeductionPremium(view)),
      textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
      acceptedAt,
    });
  const referred = await referIfNeeded(ctx.db, pending, motorReferralOf(pending, ctx.holder, ctx.now), {
    now: ctx.now,
    actor: actorOf(ctx),
    details: { ...details, consents },
  });
  if (referred)
    return {
      application: await loadMotorApplication(ctx, referred),
      policy: null,
      message: UNDERWRITING_TEXTS.reviewing,
    };
  const approved = await transitionApplication(ctx.db, pending, 'APPROVED', {
    now: ctx.now,
    actor: actorOf(ctx),
    summary: DECLARATION_APPROVED,
    changes: { declarationAcceptedAt: ctx.now, details: { ...details, consents } },
  });
  const issued = await issueApprovedMotorApplication(ctx, approved);
  return {
    application: await loadMotorApplication(ctx, issued.application),
    policy: issued.policy,
    message: issued.policy ? MOTOR_APPLICATION_TEXTS.issued : MOTOR_APPLICATION_TEXTS.awaitingInspection,
  };
}

/** An APPROVED motor application: its vehicle credit life approved with it, issued if inspected. */
export async function issueApprovedMotorApplication(ctx: LineCallContext, approved: ApplicationRow) {
  await approveVehicleCreditLife(ctx, approved);
  return issueMotorPolicyIfInspected(ctx, approved);
}
