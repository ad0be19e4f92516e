/**
 * getVehicleCreditLifeQuote (spec 001 §3 "Credit life quote"): the outstanding settlement balance and the
 * additional percentage priced on the credit life table — the core benefit on the balance, the flexi
 * benefit on the additional percentage, together never above R4.50 per R1 000 of the balance a month —
 * stored as the caller's quote package of the vehicle credit life line for 7 days. At the operator desk the
 * caller is the operator acting for an employee (ctx.agent): priced as the employee's, the package the
 * operator's.
 */
import { BILLING_FREQUENCY, CURRENCY } from '@cover/domain';
import {
  VEHICLE_CREDIT_LIFE_LINE,
  VEHICLE_CREDIT_LIFE_PACKAGE,
  type VehicleCreditLifeQuote,
  type VehicleCreditLifeQuoteInput,
} from '@cover/domain/motor';
import { creditLifeBenefitQuote } from '../credit-life/pricing.js';
import { plusValidity, today } from '../insurance-core/clock.js';
import { callerOf, type LineCallContext } from '../insurance-core/line-context.js';
import { insertQuotePackage } from '../insurance-core/quote-packages.js';

export async function quoteVehicleCreditLife(
  ctx: LineCallContext,
  input: VehicleCreditLifeQuoteInput,
): Promise<VehicleCreditLifeQuote> {
  const caller = callerOf(ctx);
  const priced = creditLifeBenefitQuote(
    input.outstandingSettlementBalanceAmount,
    ctx.now,
    input.additionalPercentageInsured,
  );
  const inputData = {
    vinNumber: input.vinNumber ?? null,
    citizenship: input.citizenship,
    outstandingSettlementBalanceAmount: input.outstandingSettlementBalanceAmount,
    additionalPercentageInsured: input.additionalPercentageInsured,
    totalEstimatedValue: input.totalEstimatedValue ?? null,
  };
  const module = {
    vinNumber: inputData.vinNumber,
    citizenship: input.citizenship,
    telkomEmployee: caller.channel === 'employee',
    coreBenefitPremium: priced.coreBenefitPremium,
    flexiBenefitPremium: priced.flexiBenefitPremium,
    totalEstimatedValue: inputData.totalEstimatedValue,
    additionalPercentageInsured: input.additionalPercentageInsured,
    outstandingSettlementBalanceAmount: input.outstandingSettlementBalanceAmount,
  };
  const quotedOn = today(ctx.now);
  const row = await insertQuotePackage(ctx.db, {
    line: VEHICLE_CREDIT_LIFE_LINE,
    packageName: VEHICLE_CREDIT_LIFE_PACKAGE,
    channel: caller.channel,
    owner: { pool: caller.pool, sub: caller.sub },
    input: inputData,
    quote: { ...priced, currency: CURRENCY, module },
    sumAssured: priced.totalAmountInsured,
    basePremium: priced.coreBenefitPremium,
    suggestedPremium: priced.creditLifeMonthlyPremium,
    billingFrequency: BILLING_FREQUENCY,
    rateTableVersion: priced.rateTableVersion,
    quotedOn,
    expiresAt: plusValidity(ctx.now),
    now: ctx.now,
  });
  return {
    quotePackageId: row.id,
    packageName: VEHICLE_CREDIT_LIFE_PACKAGE,
    sumAssured: priced.totalAmountInsured,
    basePremium: priced.coreBenefitPremium,
    suggestedPremium: priced.creditLifeMonthlyPremium,
    maximumMonthlyPremium: priced.maximumMonthlyPremium,
    billingFrequency: BILLING_FREQUENCY,
    currency: CURRENCY,
    rateTableVersion: priced.rateTableVersion,
    quotedOn,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    inputData,
    module,
  };
}
