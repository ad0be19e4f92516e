import { z } from 'zod';
import { normaliseSaMobile } from '../validators/mobile.js';
import { FIELD_MESSAGES, PERSON_NAME } from '../validators/zod-fields.js';

export const CALLBACK_PREFERRED_TIMES = [
  { value: 'morning', label: 'Morning (08:00 – 12:00)' },
  { value: 'afternoon', label: 'Afternoon (12:00 – 17:00)' },
  { value: 'evening', label: 'Early evening (17:00 – 19:00)' },
  { value: 'anytime', label: 'Any time' },
] as const;

export const CALLBACK_PRODUCTS = [
  { value: 'funeral', label: 'Funeral cover' },
  { value: 'device', label: 'Device (phone) insurance' },
  { value: 'motor', label: 'Motor insurance' },
  { value: 'credit_life', label: 'Credit life cover' },
  { value: 'other', label: 'Something else' },
] as const;

/** Where the request was made: the home page and the header each have their own success indicator. */
export const CALLBACK_SOURCES = ['home', 'header'] as const;
/** Leads the motor service takes (createLead) are recorded with their own source. */
export const MOTOR_LEAD_SOURCE = 'motor_service';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const callbackRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Please enter your name')
    .max(80, 'Name must be at most 80 characters')
    .regex(PERSON_NAME, FIELD_MESSAGES.personNameCharacters),
  mobile: z
    .string()
    .trim()
    .refine((value) => normaliseSaMobile(value) !== null, 'Please enter a valid South African mobile number')
    .transform((value) => normaliseSaMobile(value) as string),
  preferredTime: z.enum(values(CALLBACK_PREFERRED_TIMES), { message: 'Please choose a time to call' }),
  product: z.enum(values(CALLBACK_PRODUCTS), { message: 'Please choose a product' }),
  consent: z.literal(true, { message: 'Please agree that we may call you' }),
  source: z.enum(CALLBACK_SOURCES),
});
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;

export const callbackRequestReplySchema = z.object({
  reference: z.string(),
  message: z.string(),
});
export type CallbackRequestReply = z.infer<typeof callbackRequestReplySchema>;
