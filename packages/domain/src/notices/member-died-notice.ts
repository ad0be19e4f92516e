/**
 * The notice of a policy change the customer did not make: a covered family member's death claim was
 * approved, so their cover ended and the system took them off the policy (docs/decisions/0038). It says so
 * with sympathy, gives the premium from the next collection and, when the member was also a beneficiary,
 * asks the customer to share out their percentage again; never "if you did not make this change".
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import {
  PORTAL,
  SMS_PREFIX,
  fitted,
  policyRef,
  premiumSentence,
  premiumSms,
  product,
  scheduleSentence,
} from './notice-wording.js';

/** The change types of a member's cover ended at death: alone, or of a member who was also a beneficiary. */
export const MEMBER_DIED_CHANGES = {
  member: 'member_died',
  beneficiary: 'member_died_beneficiary',
} as const;

const MEMBER_DIED_TYPES: ReadonlySet<string> = new Set(Object.values(MEMBER_DIED_CHANGES));

/** Is this policy change the end of a deceased member's cover? */
export const isMemberDiedChange = (f: NoticeFacts) => MEMBER_DIED_TYPES.has(f.change?.type ?? '');

export function memberDiedNotice(f: NoticeFacts): CustomerNotice {
  const beneficiary = f.change?.type === MEMBER_DIED_CHANGES.beneficiary;
  return {
    subject: `The cover of your family member on ${policyRef(f)} has ended`,
    paragraphs: [
      'We are sorry for your loss.',
      `Now that the death claim is approved, the cover of your family member who died has ended and we have taken them off your ${product(f)} ${policyRef(f)}.`,
      premiumSentence(f),
      ...(beneficiary
        ? [
            `They were also one of your beneficiaries. Please sign in to ${PORTAL}, open ${policyRef(f)} and choose "Edit beneficiaries" to share out their percentage among the people you want.`,
          ]
        : []),
      scheduleSentence(f),
    ],
    sms: fitted(
      ...[true, false].map(
        (withDate) =>
          `${SMS_PREFIX} ${policyRef(f)}: the cover of your family member who died has ended. ${premiumSms(f, withDate)}${beneficiary ? ' Please share out their beneficiary percentage again.' : ''}`,
      ),
      `${SMS_PREFIX} ${policyRef(f)}: cover of the member who died ended. ${premiumSms(f, false)}${beneficiary ? ' Share out their beneficiary % again.' : ''}`,
    ),
  };
}
