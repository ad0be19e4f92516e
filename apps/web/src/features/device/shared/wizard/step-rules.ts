import { z } from 'zod';
import { addDays, isValidImei, saDay } from '@cover/domain';
import { DEVICE_MESSAGES, REGISTRATION_MESSAGES, deviceColourField } from '@cover/domain/device';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import { phoneChoiceShape, refinePhoneChoice } from '../quote/phone-choice';
import type { DeviceRegistrationValues } from './registration-types';

/** How far ahead cover may start: today up to 30 days from now (South African days). */
export const START_WINDOW_DAYS = 30;

/** The first and last day cover may start on, as South African days ('YYYY-MM-DD'). */
export function startDateWindow(now: Date = new Date()) {
  const first = saDay(now);
  return { first, last: addDays(first, START_WINDOW_DAYS) };
}

export const isStartDateAllowed = (value: string, now: Date = new Date()) => {
  const { first, last } = startDateWindow(now);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= first && value <= last;
};

export type PhoneStepValues = Pick<
  DeviceRegistrationValues,
  | 'selectedDevice'
  | 'catalogueDevice'
  | 'notListed'
  | 'deviceBrand'
  | 'deviceModel'
  | 'replacementCost'
  | 'deviceColor'
  | 'deviceIMEINumber'
  | 'isOnContract'
  | 'isOwner'
  | 'isPurchasedFromProvider'
  | 'effectiveDate'
>;

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** Step 1, your phone: the phone, its colour and IMEI, contract, ownership, where it was bought, the start. */
export const phoneStepSchema = z
  .object({
    ...phoneChoiceShape,
    deviceColor: z.string(),
    deviceIMEINumber: z.string(),
    isOnContract: z.boolean().nullable(),
    isOwner: z.boolean(),
    isPurchasedFromProvider: z.boolean().nullable(),
    effectiveDate: z.string(),
  })
  .superRefine((values, ctx) => {
    refinePhoneChoice(values, ctx);
    if (!deviceColourField.safeParse(values.deviceColor).success)
      issue(ctx, 'deviceColor', DEVICE_MESSAGES.colour);
    if (!isValidImei(values.deviceIMEINumber)) issue(ctx, 'deviceIMEINumber', DEVICE_MESSAGES.imei);
    if (values.isOnContract === null) issue(ctx, 'isOnContract', PLAIN_ZOD_MESSAGES.yesOrNo);
    if (!values.isOwner) issue(ctx, 'isOwner', REGISTRATION_MESSAGES.owner);
    if (values.isPurchasedFromProvider === null)
      issue(ctx, 'isPurchasedFromProvider', PLAIN_ZOD_MESSAGES.yesOrNo);
    if (!isStartDateAllowed(values.effectiveDate))
      issue(ctx, 'effectiveDate', REGISTRATION_MESSAGES.effectiveDate);
  }) satisfies z.ZodType<PhoneStepValues>;
