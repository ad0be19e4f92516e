import { z } from 'zod';
import {
  DEVICE_MESSAGES,
  DEVICE_REPLACEMENT_COST_LIMITS,
  deviceBrandField,
  deviceModelField,
  replacementCostField,
} from '@cover/domain/device';
import { deviceOutstandingBalanceField, CREDIT_LIFE_MESSAGES } from '@cover/domain';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import type { DevicePhoneChoice } from '../wizard/registration-types';

const firstProblem = (rule: z.ZodType, value: unknown) => {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

/** Field → message for the phone: a catalogue phone, or brand, model and replacement cost when not listed. */
export function phoneChoiceErrors(choice: DevicePhoneChoice): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!choice.notListed) {
    if (!choice.selectedDevice) errors.selectedDevice = DEVICE_MESSAGES.deviceRequired;
    return errors;
  }
  const brand = firstProblem(deviceBrandField, choice.deviceBrand);
  const model = firstProblem(deviceModelField, choice.deviceModel);
  const cost =
    choice.replacementCost === null
      ? DEVICE_MESSAGES.replacementCost
      : firstProblem(replacementCostField, choice.replacementCost);
  if (brand) errors.deviceBrand = brand;
  if (model) errors.deviceModel = model;
  if (cost) errors.replacementCost = cost;
  return errors;
}

/** What is wrong with a replacement cost that is typed (null when it is fine or not typed yet). */
export const replacementCostProblem = (cents: number | null) =>
  cents === null ? null : firstProblem(replacementCostField, cents);

/** Whether a described phone costs less than device cover starts at. */
export const isUnderFloor = (cents: number | null) =>
  cents !== null && cents < DEVICE_REPLACEMENT_COST_LIMITS.minCents;

/** Whether a described phone costs more than cover online insures (a call back is offered instead). */
export const isOverOnlineLimit = (cents: number | null) =>
  cents !== null && cents > DEVICE_REPLACEMENT_COST_LIMITS.maxCents;

/** The outstanding balance credit life needs, when it is chosen. */
export function outstandingBalanceError(opted: boolean, cents: number | null): string | null {
  if (!opted) return null;
  if (cents === null) return CREDIT_LIFE_MESSAGES.outstandingBalance;
  return firstProblem(deviceOutstandingBalanceField, cents);
}

/** The phone fields of a form, checked as one (the form keeps them flat, with the spec's names). */
export const phoneChoiceShape = {
  selectedDevice: z.string().nullable(),
  catalogueDevice: z.custom<DevicePhoneChoice['catalogueDevice']>(),
  notListed: z.boolean(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  replacementCost: z.number().nullable(),
};

export const refinePhoneChoice = (choice: DevicePhoneChoice, ctx: z.RefinementCtx) =>
  addIssues(ctx, phoneChoiceErrors(choice));

/** The quote page: the phone and, optionally, credit life on its outstanding balance. */
export const quoteChoiceSchema = z
  .object({
    ...phoneChoiceShape,
    isOptedforCreditLife: z.boolean(),
    creditLife: z.object({ outstandingBalance: z.number().nullable() }),
  })
  .superRefine((values, ctx) => {
    refinePhoneChoice(values, ctx);
    const balance = outstandingBalanceError(
      values.isOptedforCreditLife,
      values.creditLife.outstandingBalance,
    );
    if (balance)
      ctx.addIssue({ code: 'custom', path: ['creditLife', 'outstandingBalance'], message: balance });
  });
export type QuoteChoice = z.infer<typeof quoteChoiceSchema>;
