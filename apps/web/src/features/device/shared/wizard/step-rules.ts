import { z } from 'zod';
import { DEVICE_MESSAGES, REGISTRATION_MESSAGES, deviceColourField, imeiProblem } from '@cover/domain/device';
import { isStartDateAllowed } from '../../../../components/wizard/start-date-window';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import { phoneChoiceShape, refinePhoneChoice } from '../quote/phone-choice';
import type { DeviceRegistrationValues } from './registration-types';

export {
  START_WINDOW_DAYS,
  isStartDateAllowed,
  startDateWindow,
} from '../../../../components/wizard/start-date-window';

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
    const imei = imeiProblem(values.deviceIMEINumber);
    if (imei) issue(ctx, 'deviceIMEINumber', imei);
    if (values.isOnContract === null) issue(ctx, 'isOnContract', PLAIN_ZOD_MESSAGES.yesOrNo);
    if (!values.isOwner) issue(ctx, 'isOwner', REGISTRATION_MESSAGES.owner);
    if (values.isPurchasedFromProvider === null)
      issue(ctx, 'isPurchasedFromProvider', PLAIN_ZOD_MESSAGES.yesOrNo);
    if (!isStartDateAllowed(values.effectiveDate))
      issue(ctx, 'effectiveDate', REGISTRATION_MESSAGES.effectiveDate);
  }) satisfies z.ZodType<PhoneStepValues>;
