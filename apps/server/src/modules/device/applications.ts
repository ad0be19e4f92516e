/**
 * Device registration on the insurance core (spec 002 §3, §4): createApplication turns the caller's device
 * quote package into a PENDING application (and, with credit life, a PENDING credit life application beside
 * it), or alters their PENDING one; proof of purchase (and the contract) is uploaded to it; the declaration
 * records the consents (the debit order one for a debit order, the salary deduction one with its amount for a
 * salary deduction, the credit check with credit life) with
 * their time and text version, approves both and issues the device policy with its insured phone (and the
 * credit life policy). An IMEI already on an active policy, or claimed as lost or stolen, is refused
 * (imei-refusals.ts; checkImeiInsured asks beforehand).
 */
import {
  DEVICE_CONSENT_TEXT_VERSION,
  DEVICE_CONSENT_TEXTS,
  DEVICE_LINE,
  REGISTRATION_MESSAGES,
  type CheckImeiInsuredInput,
  type CheckImeiInsuredReply,
  type DeviceApplicationReply,
  type DeviceConsentKey,
  type DeviceDeclarationInput,
  type DeviceQuote,
  type DeviceRegistrationInput,
} from '@cover/domain/device';
import {
  addDays,
  deviceApplicationReferralReasons,
  parseIsoDate,
  SALARY_DEDUCTION_CONSENT,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  salaryDeductionConsentText,
} from '@cover/domain';
import { isUnderReview, referIfNeeded, UNDERWRITING_TEXTS } from '../insurance-core/underwriting.js';
import type { ApplicationRow } from '../../db/schema/index.js';
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
import { loadDeviceApplication, type DeviceApplicationDetails } from './application-view.js';
import { syncCreditLifeApplication } from './credit-life-applications.js';
import { assertImeiFree, imeiRefusal } from './imei-refusals.js';
import { issueDevicePolicies } from './issue.js';

export const DEVICE_APPLICATION_TEXTS = {
  created: 'Your application has been received. Please upload the proof of purchase.',
  altered: 'Your application has been updated.',
  issued: 'Your device is insured. Your policy has been issued.',
  creditLifeQuote: 'Please get a new quote with this outstanding balance',
  colour: 'Please choose one of this phone’s colours',
  documentsOutstanding:
    'Please upload the proof of purchase (and the contract for a phone on contract) first',
  debitOrderConsent: 'Please allow the debit order to continue',
} as const;

const invalid = (field: string, message: string, code = 'APPLICATION_INVALID') =>
  new AppError(422, code, message, { [field]: message });

/**
 * checkImeiInsured: asked on the phone step, before the customer pays: whether an in-force policy insures
 * the phone, and the words of the refusal when it cannot be insured now (imei-refusals.ts: never whose
 * policy it is, unless it is the caller's own). createApplication and applicationDeclaration keep their
 * own check.
 */
export async function checkImeiInsured(
  ctx: LineCallContext,
  input: CheckImeiInsuredInput,
): Promise<CheckImeiInsuredReply> {
  const refusal = await imeiRefusal(ctx, input.deviceIMEINumber);
  return refusal
    ? { insured: refusal.code === 'IMEI_INSURED', refusal: refusal.message }
    : { insured: false };
}

function checkAgainstQuote(input: DeviceRegistrationInput, quote: DeviceQuote, now: Date): void {
  const day = today(now);
  if (
    input.effectiveDate < day ||
    input.effectiveDate > addDays(day, 30) ||
    !parseIsoDate(input.effectiveDate)
  )
    throw invalid('effectiveDate', REGISTRATION_MESSAGES.effectiveDate);
  const colours = quote.device.colours.map((colour) => colour.toLowerCase());
  if (colours.length > 0 && !colours.includes(input.deviceColor.toLowerCase()))
    throw invalid('deviceColor', DEVICE_APPLICATION_TEXTS.colour);
  if (input.isOptedforCreditLife !== quote.isOptedforCreditLife)
    throw invalid('isOptedforCreditLife', DEVICE_APPLICATION_TEXTS.creditLifeQuote);
  if (
    input.creditLife &&
    quote.creditLife &&
    input.creditLife.outstandingBalance !== quote.creditLife.outstandingBalance
  )
    throw invalid('creditLife.outstandingBalance', DEVICE_APPLICATION_TEXTS.creditLifeQuote);
}

/** createApplication: a PENDING application from the caller's quote package, or their PENDING one altered. */
export async function createDeviceApplication(
  ctx: LineCallContext,
  input: DeviceRegistrationInput,
): Promise<DeviceApplicationReply> {
  requireHolder(ctx);
  const taken = await takeApplicationQuote<DeviceQuote>(ctx, DEVICE_LINE, input);
  const { channel, altering, quote } = taken;
  checkAgainstQuote(input, quote, ctx.now);
  await assertImeiFree(ctx, input.deviceIMEINumber);
  const payment = await storeApplicationPayment(
    ctx,
    input.paymentMethod,
    input.billingDay,
    channel === 'employee' ? ['deduct_from_salary', 'debit_order'] : ['debit_order'],
  );
  const previous = altering?.details as unknown as DeviceApplicationDetails | undefined;
  const details: DeviceApplicationDetails = {
    deviceIMEINumber: input.deviceIMEINumber,
    deviceColor: input.deviceColor,
    isOnContract: input.isOnContract,
    isPurchasedFromProvider: input.isPurchasedFromProvider,
    effectiveDate: input.effectiveDate,
    billingAddress: input.billingAddress,
    paymentType: input.paymentMethod.type,
    creditLife: input.creditLife ?? null,
    creditLifeApplicationId: previous?.creditLifeApplicationId ?? null,
    consents: [],
  };
  const values = {
    quotePackageId: input.quote_package_id,
    packageName: quote.packageName,
    channel,
    billingDay: payment.billingDay,
    paymentMethodId: payment.paymentMethodId,
    sumAssured: quote.replacementCost,
    basePremium: quote.deviceMonthlyPremium,
    monthlyPremium: quote.deviceMonthlyPremium,
    rateTableVersion: quote.rateTableVersion,
    quote: { ...quote },
    details: { ...details },
  };
  const stored = await storeApplicationFromQuote(ctx, DEVICE_LINE, taken, values);
  const application = await syncCreditLifeApplication(ctx, stored, quote, details);
  return {
    application: await loadDeviceApplication(ctx, application),
    policy: null,
    creditLifePolicyId: null,
    message: altering ? DEVICE_APPLICATION_TEXTS.altered : DEVICE_APPLICATION_TEXTS.created,
  };
}

const CONSENT_KEYS = Object.keys(DEVICE_CONSENT_TEXTS) as DeviceConsentKey[];

/** applicationDeclaration: the consents recorded, the application approved and the policies issued. */
export async function declareDeviceApplication(
  ctx: LineCallContext,
  input: DeviceDeclarationInput,
): Promise<DeviceApplicationReply> {
  const pending = await findOwnedApplication(ctx.db, ctx.holder, input.applicationId, {
    line: DEVICE_LINE,
    lock: true,
  });
  const details = pending.details as unknown as DeviceApplicationDetails;
  if (details.paymentType === 'debit_order' && !input.consents.debitOrder)
    throw invalid('consents.debitOrder', DEVICE_APPLICATION_TEXTS.debitOrderConsent);
  if (details.paymentType === 'deduct_from_salary' && !input.consents.salaryDeduction)
    throw invalid('consents.salaryDeduction', SALARY_DEDUCTION_CONSENT_MESSAGE);
  // the credit check confirms the finance credit life insures: asked only with credit life
  if (details.creditLife && !input.consents.creditCheck)
    throw invalid('consents.creditCheck', REGISTRATION_MESSAGES.consent);
  const view = await loadDeviceApplication(ctx, pending);
  if (isUnderReview(pending))
    return {
      application: view,
      policy: null,
      creditLifePolicyId: null,
      message: UNDERWRITING_TEXTS.reviewing,
    };
  if (pending.status === 'PENDING' && view.documentsOutstanding.length > 0)
    throw invalid('documents', DEVICE_APPLICATION_TEXTS.documentsOutstanding, 'DOCUMENTS_OUTSTANDING');
  await assertImeiFree(ctx, details.deviceIMEINumber);
  const acceptedAt = ctx.now.toISOString();
  const consents: DeviceApplicationDetails['consents'] = CONSENT_KEYS.filter(
    (key) =>
      (key !== 'debitOrder' || details.paymentType === 'debit_order') &&
      (key !== 'creditCheck' || details.creditLife !== null),
  ).map((key) => ({
    key,
    text: DEVICE_CONSENT_TEXTS[key],
    textVersion: DEVICE_CONSENT_TEXT_VERSION,
    acceptedAt,
  }));
  const quote = pending.quote as unknown as DeviceQuote;
  // the deduction pays the phone's premium and the credit life's taken with it (the quote's total)
  if (details.paymentType === 'deduct_from_salary')
    consents.push({
      key: SALARY_DEDUCTION_CONSENT,
      text: salaryDeductionConsentText(quote.totalMonthlyPremium),
      textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
      acceptedAt,
    });
  const referred = await referIfNeeded(
    ctx.db,
    pending,
    // the phone credit life taken with it is referred with it (its balance is capped far below the limit)
    deviceApplicationReferralReasons({
      insuredValue: quote.replacementCost,
      creditLifeBalance: details.creditLife?.outstandingBalance ?? null,
    }),
    { now: ctx.now, actor: actorOf(ctx), details: { ...details, consents } },
  );
  if (referred)
    return {
      application: await loadDeviceApplication(ctx, referred),
      policy: null,
      creditLifePolicyId: null,
      message: UNDERWRITING_TEXTS.reviewing,
    };
  const approved: ApplicationRow = await transitionApplication(ctx.db, pending, 'APPROVED', {
    now: ctx.now,
    actor: actorOf(ctx),
    summary: DECLARATION_APPROVED,
    changes: { declarationAcceptedAt: ctx.now, details: { ...details, consents } },
  });
  const issued = await issueDevicePolicies(ctx, approved);
  return {
    application: await loadDeviceApplication(ctx, issued.application),
    policy: issued.policy,
    creditLifePolicyId: issued.creditLifePolicyId,
    message: DEVICE_APPLICATION_TEXTS.issued,
  };
}
