/**
 * Credit life taken on its own (createIndividualCreditLife) and changed while pending
 * (editCreditLifeApplication): priced on the outstanding balance, stored as a PENDING application of the
 * line; with the consents (recorded with their time and text version) it is approved and issued at once.
 * Paid by salary deduction (an employee's), it needs the deduction consent naming the premium a month.
 */
import {
  BILLING_FREQUENCY,
  creditLifeReferralReasons,
  CREDIT_LIFE_CONSENT_TEXT_VERSION,
  CREDIT_LIFE_CONSENT_TEXTS,
  type CreditLifeApplicationReply,
  type CreditLifeDetails,
  type EditCreditLifeApplicationInput,
  type PaymentMethodInput,
  SALARY_DEDUCTION_CONSENT,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  salaryDeductionConsentText,
} from '@cover/domain';
import type { ApplicationRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  actorOf,
  alterPendingApplication,
  findOwnedApplication,
  insertApplication,
  markQuotePackageUsed,
  requireCaller,
  requireHolder,
  storeApplicationPayment,
  today,
  DECLARATION_APPROVED,
  transitionApplication,
  type LineCallContext,
} from '../insurance-core/application-kit.js';
import { plusValidity } from '../insurance-core/clock.js';
import { insertQuotePackage } from '../insurance-core/quote-packages.js';
import { issueCreditLifePolicy, type CreditLifeIssueContext } from './issue.js';
import { isUnderReview, referIfNeeded, UNDERWRITING_TEXTS } from '../insurance-core/underwriting.js';
import type { CreditLifeLine } from './line.js';
import { assertNoCreditLifeOn, financedItemKeyOf } from './duplicates.js';
import { creditLifeBenefitQuote } from './pricing.js';
import {
  loadCreditLifeApplication,
  loadCreditLifePolicy,
  type CreditLifeApplicationDetails,
} from './views.js';

export const CREDIT_LIFE_TEXTS = {
  created: 'Your credit life application has been received.',
  altered: 'Your credit life application has been updated.',
  issued: 'Your credit life cover has been issued.',
  debitOrderConsent: 'Please allow the debit order to continue',
} as const;

type Consents = {
  debitOrder: boolean;
  salaryDeduction?: boolean | undefined;
  creditCheck: true;
  terms: true;
  popia: true;
};

export interface IndividualCreditLife extends CreditLifeDetails {
  /** the extra percentage of the balance insured (vehicles; 0 when absent) */
  additionalPercentage?: number;
  /** how the line names the financed item, e.g. 'Samsung Galaxy A15 (IMEI …4821)' */
  financedItem: string;
  /** the line's own input carried through (one of them): the vehicle's VIN, the phone's IMEI, normalised */
  vinNumber?: string | undefined;
  deviceIMEINumber?: string | undefined;
  paymentMethod: PaymentMethodInput;
  billingDay?: number | undefined;
  consents?: Consents | undefined;
}

const channelOf = (ctx: LineCallContext) =>
  requireCaller(ctx).audience === 'employee' ? 'employee' : 'retail';

/** The application priced on its balance and additional percentage (0 for phones). */
function pricedValues(details: CreditLifeApplicationDetails, now: Date) {
  const quote = creditLifeBenefitQuote(details.outstandingBalance, now, details.additionalPercentage ?? 0);
  return {
    sumAssured: quote.totalAmountInsured,
    basePremium: quote.creditLifeMonthlyPremium,
    monthlyPremium: quote.creditLifeMonthlyPremium,
    rateTableVersion: quote.rateTableVersion,
    quote: { ...quote, currency: 'ZAR' },
    details: { ...details },
  };
}

async function approveAndIssue(
  ctx: LineCallContext,
  line: CreditLifeLine,
  pending: ApplicationRow,
  consents: Consents,
): Promise<CreditLifeApplicationReply> {
  const details = pending.details as unknown as CreditLifeApplicationDetails;
  const paymentType = details.paymentType;
  if (paymentType === 'debit_order' && !consents.debitOrder)
    throw new AppError(422, 'APPLICATION_INVALID', CREDIT_LIFE_TEXTS.debitOrderConsent, {
      'consents.debitOrder': CREDIT_LIFE_TEXTS.debitOrderConsent,
    });
  if (paymentType === 'deduct_from_salary' && !consents.salaryDeduction)
    throw new AppError(422, 'APPLICATION_INVALID', SALARY_DEDUCTION_CONSENT_MESSAGE, {
      'consents.salaryDeduction': SALARY_DEDUCTION_CONSENT_MESSAGE,
    });
  const acceptedAt = ctx.now.toISOString();
  const given: { key: string; text: string; textVersion: string; acceptedAt: string }[] = (
    Object.keys(CREDIT_LIFE_CONSENT_TEXTS) as (keyof typeof CREDIT_LIFE_CONSENT_TEXTS)[]
  )
    .filter((key) => key !== 'debitOrder' || paymentType === 'debit_order')
    .map((key) => ({
      key,
      text: CREDIT_LIFE_CONSENT_TEXTS[key],
      textVersion: CREDIT_LIFE_CONSENT_TEXT_VERSION,
      acceptedAt,
    }));
  // the deduction pays the premium as priced now (an edit re-prices the application before this)
  if (paymentType === 'deduct_from_salary')
    given.push({
      key: SALARY_DEDUCTION_CONSENT,
      text: salaryDeductionConsentText(pending.monthlyPremium),
      textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
      acceptedAt,
    });
  const referred = isUnderReview(pending)
    ? pending
    : await referIfNeeded(
        ctx.db,
        pending,
        creditLifeReferralReasons({ outstandingBalance: details.outstandingBalance }),
        { now: ctx.now, actor: actorOf(ctx), details: { ...pending.details, consents: given } },
      );
  if (referred)
    return {
      application: await loadCreditLifeApplication(ctx, referred),
      policy: null,
      message: UNDERWRITING_TEXTS.reviewing,
    };
  const approved = await transitionApplication(ctx.db, pending, 'APPROVED', {
    now: ctx.now,
    actor: actorOf(ctx),
    summary: DECLARATION_APPROVED,
    changes: { declarationAcceptedAt: ctx.now, details: { ...pending.details, consents: given } },
  });
  const policy = await issueApprovedCreditLife(ctx, line, approved);
  const issued = await findOwnedApplication(ctx.db, ctx.holder, approved.id, { line: line.key });
  return {
    application: await loadCreditLifeApplication(ctx, issued),
    policy: await loadCreditLifePolicy(ctx, line, policy),
    message: CREDIT_LIFE_TEXTS.issued,
  };
}

/** Issues an APPROVED credit life application taken on its own, after its consents (an underwriter's approval: linked-issue.ts). */
export function issueApprovedCreditLife(
  ctx: CreditLifeIssueContext,
  line: CreditLifeLine,
  approved: ApplicationRow,
) {
  const details = approved.details as unknown as CreditLifeApplicationDetails;
  return issueCreditLifePolicy(ctx, {
    line,
    approved,
    details,
    startDate: today(ctx.now),
    financedItem: details.financedItem,
    linkedPolicyId: null,
  });
}

/** createIndividualCreditLife: a PENDING application, issued at once when the consents are given. */
export async function createIndividualCreditLife(
  ctx: LineCallContext,
  line: CreditLifeLine,
  input: IndividualCreditLife,
): Promise<CreditLifeApplicationReply> {
  const holder = requireHolder(ctx);
  const channel = channelOf(ctx);
  // one credit life per financed item: refused before anything is stored
  const item = financedItemKeyOf(input);
  if (item)
    await assertNoCreditLifeOn(ctx.db, line, item, {
      policyHolderId: holder.policyHolderId,
      field: input.vinNumber ? 'vinNumber' : 'deviceIMEINumber',
    });
  const payment = await storeApplicationPayment(
    ctx,
    input.paymentMethod,
    input.billingDay,
    channel === 'employee' ? ['deduct_from_salary', 'debit_order'] : ['debit_order'],
  );
  const details: CreditLifeApplicationDetails = {
    outstandingBalance: input.outstandingBalance,
    personResponsibleForFinancing: input.personResponsibleForFinancing,
    beneficiariesDetails: input.beneficiariesDetails,
    issuedPercentage: input.issuedPercentage,
    addAnotherBeneficiary: input.addAnotherBeneficiary,
    additionalPercentage: input.additionalPercentage ?? 0,
    financedItem: input.financedItem,
    ...(item ? { financedItemKey: item.key } : {}),
    linkedApplicationId: null,
    paymentType: input.paymentMethod.type,
  };
  const principal = requireCaller(ctx);
  const priced = pricedValues(details, ctx.now);
  const quotePackage = await insertQuotePackage(ctx.db, {
    line: line.key,
    packageName: line.packageName,
    channel,
    owner: { pool: principal.audience, sub: principal.sub },
    input: {
      outstandingBalance: input.outstandingBalance,
      additionalPercentage: details.additionalPercentage,
    },
    quote: priced.quote,
    sumAssured: priced.sumAssured,
    basePremium: priced.basePremium,
    suggestedPremium: priced.monthlyPremium,
    billingFrequency: BILLING_FREQUENCY,
    rateTableVersion: priced.rateTableVersion,
    quotedOn: today(ctx.now),
    expiresAt: plusValidity(ctx.now),
    now: ctx.now,
  });
  await markQuotePackageUsed(ctx.db, quotePackage.id, ctx.now);
  const application = await insertApplication(
    ctx.db,
    {
      line: line.key,
      policyHolderId: holder.policyHolderId,
      quotePackageId: quotePackage.id,
      packageName: line.packageName,
      channel,
      billingDay: payment.billingDay,
      paymentMethodId: payment.paymentMethodId,
      ...priced,
    },
    { now: ctx.now, actor: actorOf(ctx) },
  );
  if (input.consents) return approveAndIssue(ctx, line, application, input.consents);
  return {
    application: await loadCreditLifeApplication(ctx, application),
    policy: null,
    message: CREDIT_LIFE_TEXTS.created,
  };
}

/** editCreditLifeApplication: the caller's PENDING application re-priced with what changed; with the consents, issued. */
export async function editCreditLifeApplication(
  ctx: LineCallContext,
  line: CreditLifeLine,
  input: EditCreditLifeApplicationInput,
): Promise<CreditLifeApplicationReply> {
  const pending = await findOwnedApplication(ctx.db, ctx.holder, input.applicationId, {
    line: line.key,
    lock: true,
  });
  const previous = pending.details as unknown as CreditLifeApplicationDetails;
  // issued now: another credit life may have come to cover the item since it was saved
  if (input.consents && previous.financedItemKey)
    await assertNoCreditLifeOn(
      ctx.db,
      line,
      {
        kind: previous.financedItemKey.startsWith('vin:') ? 'vehicle' : 'phone',
        key: previous.financedItemKey,
      },
      { policyHolderId: pending.policyHolderId, exceptApplicationId: pending.id },
    );
  const details: CreditLifeApplicationDetails = {
    ...previous,
    ...(input.outstandingBalance !== undefined ? { outstandingBalance: input.outstandingBalance } : {}),
    ...(input.personResponsibleForFinancing
      ? { personResponsibleForFinancing: input.personResponsibleForFinancing }
      : {}),
    ...(input.beneficiariesDetails ? { beneficiariesDetails: input.beneficiariesDetails } : {}),
    ...(input.issuedPercentage !== undefined ? { issuedPercentage: input.issuedPercentage } : {}),
    ...(input.additionalPercentage !== undefined ? { additionalPercentage: input.additionalPercentage } : {}),
  };
  const { quotePackageId, packageName, channel, billingDay, paymentMethodId } = pending;
  const altered = await alterPendingApplication(
    ctx.db,
    pending,
    { quotePackageId, packageName, channel, billingDay, paymentMethodId, ...pricedValues(details, ctx.now) },
    { now: ctx.now, actor: actorOf(ctx) },
  );
  if (input.consents) return approveAndIssue(ctx, line, altered, input.consents);
  return {
    application: await loadCreditLifeApplication(ctx, altered),
    policy: null,
    message: CREDIT_LIFE_TEXTS.altered,
  };
}
