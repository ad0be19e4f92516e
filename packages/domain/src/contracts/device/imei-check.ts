/**
 * checkImeiInsured (QA device: an IMEI already insured was refused only at the final submit, after the
 * payment step): on the phone step, when the customer leaves the IMEI field or presses Continue, the wizard
 * asks whether this IMEI is on an in-force (ACTIVE) device policy, or was claimed as lost or stolen (QA walk
 * 11). The answer never says whose policy it is, its number or its holder (another customer's data) unless
 * it is the caller's own. The refusal's words are the final submit's own (DEVICE_MESSAGES.imeiTaken,
 * imeiTakenByYou, imeiClaimedLost); createApplication and applicationDeclaration keep their own check. The spec (002 §7) names no such call, so the name is ours.
 */
import { z } from 'zod';
import { imeiField } from './application.js';

/** The IMEI as typed (spaces and hyphens allowed), checked and normalised as on the application. */
export const checkImeiInsuredInputSchema = z.object({ deviceIMEINumber: imeiField });
export type CheckImeiInsuredInput = z.output<typeof checkImeiInsuredInputSchema>;

/**
 * Whether an in-force policy insures it, and, when the phone cannot be insured now, the words to say at the
 * field (`refusal`: the application's own; an in-force policy or a phone claimed as lost or stolen, with the
 * next step). Only the caller's own policy is ever named; anything more (an id, a name) fails the contract.
 */
export const checkImeiInsuredReplySchema = z
  .object({ insured: z.boolean(), refusal: z.string().optional() })
  .strict();
export type CheckImeiInsuredReply = z.infer<typeof checkImeiInsuredReplySchema>;
