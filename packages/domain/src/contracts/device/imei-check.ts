/**
 * checkImeiInsured (QA device: an IMEI already insured was refused only at the final submit, after the
 * payment step): on the phone step, when the customer leaves the IMEI field or presses Continue, the wizard
 * asks whether this IMEI is on an in-force (ACTIVE) device policy. The answer is yes or no and nothing
 * else: never whose policy it is, its number or its holder (another customer's data). The refusal's words
 * are the final submit's own (DEVICE_MESSAGES.imeiTaken); createApplication and applicationDeclaration
 * keep their own check. The spec (002 §7) names no such call, so the name is ours.
 */
import { z } from 'zod';
import { imeiField } from './application.js';

/** The IMEI as typed (spaces and hyphens allowed), checked and normalised as on the application. */
export const checkImeiInsuredInputSchema = z.object({ deviceIMEINumber: imeiField });
export type CheckImeiInsuredInput = z.output<typeof checkImeiInsuredInputSchema>;

/** Yes or no: anything more (a policy number, an id, a name) fails the contract. */
export const checkImeiInsuredReplySchema = z.object({ insured: z.boolean() }).strict();
export type CheckImeiInsuredReply = z.infer<typeof checkImeiInsuredReplySchema>;
