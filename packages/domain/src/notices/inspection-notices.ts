/**
 * The notices of a vehicle inspection (docs/decisions/0027): a pre-inspection before cover starts, or a
 * claim's inspection (CLAIM_SUBMISSION, `inspectionClaimNumber` set), whose photos are of the vehicle and its
 * damage and are for that claim, so its notices name the claim and never say "pre-inspection".
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import { PORTAL, SMS_PREFIX, fitted, reasonSentence } from './notice-wording.js';

const forVehicle = (f: NoticeFacts, word: 'for' | 'of') => (f.vehicle ? ` ${word} ${f.vehicle}` : '');

/** A claim inspection's notice, or null for a pre-inspection. */
function claimInspectionNotice(f: NoticeFacts, decision: 'approved' | 'rejected'): CustomerNotice | null {
  const claim = f.inspectionClaimNumber ? `claim ${f.inspectionClaimNumber}` : null;
  if (!claim) return null;
  const photos = `the photos of your vehicle${f.vehicle ? ` (${f.vehicle})` : ''} and its damage`;
  if (decision === 'approved')
    return {
      subject: `The photos for ${claim} are approved`,
      paragraphs: [
        `Thank you: ${photos} for ${claim} are approved. We will let you know the outcome of the claim.`,
      ],
      sms: fitted(
        `${SMS_PREFIX} ${photos} for ${claim} are approved. Thank you.`,
        `${SMS_PREFIX} the photos of the damage for ${claim} are approved. Thank you.`,
      ),
    };
  return {
    subject: `Please retake the photos for ${claim}`,
    paragraphs: [
      `We could not accept ${photos} for ${claim}.`,
      ...reasonSentence(f),
      `Please take the photos again with the inspection link. If it no longer works, open the claim in ${PORTAL} and choose Text me the link again.`,
    ],
    sms: fitted(
      `${SMS_PREFIX} please retake ${photos} for ${claim} with the inspection link.`,
      `${SMS_PREFIX} please retake the photos of the damage for ${claim} with the inspection link.`,
    ),
  };
}

/**
 * An inspection an operator started at the desk for an employee (`inspectionStartedBy`): it reaches the
 * employee before the application is sent to them, so it says who is registering the vehicle and that they
 * accept it themselves (QA walk 15, finding 3).
 */
const startedByOperator = (f: NoticeFacts, operatorName: string): CustomerNotice => ({
  subject: `${operatorName} is registering your vehicle for motor cover`,
  paragraphs: [
    `${operatorName} is registering your ${f.vehicle ?? 'vehicle'} for motor cover on your behalf: before cover can start, we need photos of it.`,
    `You take them on your phone with the inspection link we send by SMS. If no link has reached your phone, or it has expired, open the inspection in ${PORTAL} and send the link again.`,
    'Then we send you a link to review the application and accept it yourself: nothing is collected unless you accept.',
  ],
  sms: null,
});

/** What the photo SMS of an inspection an operator started names (the make and the link). */
export interface OnBehalfInspectionSmsFacts {
  operatorName: string;
  make: string;
  photoCount: number;
  link: string;
}

/**
 * The photo SMS of an inspection an operator started at the desk: who is registering the vehicle, and the
 * link; the longest wording that fits 160 characters with the link (QA walk 15, finding 3).
 */
export function onBehalfInspectionSms(f: OnBehalfInspectionSmsFacts): string {
  const who = `${SMS_PREFIX} ${f.operatorName} is registering your`;
  return fitted(
    `${who} ${f.make} for motor cover on your behalf. Take ${f.photoCount} photos: ${f.link}`,
    `${who} ${f.make} for motor cover for you. Take ${f.photoCount} photos: ${f.link}`,
    `${who} ${f.make} for you. Take ${f.photoCount} photos: ${f.link}`,
    `${who} ${f.make} for you. Photos: ${f.link}`,
    `${who} car: ${f.link}`,
  );
}

/** An inspection before cover starts, just made: by email only (see pre_inspection_created). */
const beforeCoverCreated = (f: NoticeFacts): CustomerNotice => ({
  subject: 'Your vehicle needs a pre-inspection',
  paragraphs: [
    `Before cover can start, we need photos of your vehicle${f.vehicle ? ` (${f.vehicle})` : ''}.`,
    `You take them on your phone with the inspection link we send by SMS. If no link has reached your phone, or it has expired, open the inspection in ${PORTAL} and send the link again.`,
  ],
  sms: null,
});

/** A swap's inspection (`inspectionForSwap`): the cover goes on meanwhile, and the swap is confirmed after. */
const SWAP_NOTICES = {
  created: (f: NoticeFacts): CustomerNotice => ({
    subject: 'Photos of the vehicle you are swapping to',
    paragraphs: [
      `Your cover stays on your current vehicle until the swap is done. Before it can move, we need photos of the new vehicle${f.vehicle ? ` (${f.vehicle})` : ''}.`,
      `You take them on your phone with a photo link we text you. To get it, open the policy in ${PORTAL}, choose Swap vehicle and choose Send the photo link.`,
    ],
    sms: null,
  }),
  approved: (f: NoticeFacts): CustomerNotice => ({
    subject: 'The vehicle you are swapping to is approved',
    paragraphs: [
      `The pre-inspection of the vehicle you are swapping to${f.vehicle ? ` (${f.vehicle})` : ''} has been approved.`,
      `The swap is not done yet: open the policy in ${PORTAL}, choose Swap vehicle, see the new premium and confirm the swap. Until then your cover stays on your current vehicle.`,
    ],
    sms: fitted(
      `${SMS_PREFIX} the pre-inspection${forVehicle(f, 'of')} is approved. To finish the swap, sign in and confirm it under Swap vehicle.`,
      `${SMS_PREFIX} the vehicle you are swapping to is approved. To finish the swap, sign in and confirm it under Swap vehicle.`,
    ),
  }),
};

export const INSPECTION_NOTICES = {
  // By email only: the SMS the customer needs is the one with the inspection link (sent when they ask for it,
  // moments later); a text without the link would only announce it (docs/decisions/0027, addendum).
  pre_inspection_created: (f: NoticeFacts): CustomerNotice =>
    f.inspectionForSwap
      ? SWAP_NOTICES.created(f)
      : f.inspectionStartedBy
        ? startedByOperator(f, f.inspectionStartedBy)
        : beforeCoverCreated(f),
  pre_inspection_approved: (f: NoticeFacts): CustomerNotice =>
    claimInspectionNotice(f, 'approved') ??
    (f.inspectionForSwap
      ? SWAP_NOTICES.approved(f)
      : {
          subject: 'Your vehicle pre-inspection is approved',
          paragraphs: [`Your vehicle pre-inspection${forVehicle(f, 'for')} has been approved. Thank you.`],
          sms: `${SMS_PREFIX} your vehicle pre-inspection${forVehicle(f, 'for')} is approved. Thank you.`,
        }),
  pre_inspection_rejected: (f: NoticeFacts): CustomerNotice =>
    claimInspectionNotice(f, 'rejected') ?? {
      subject: 'Your vehicle pre-inspection was not approved',
      paragraphs: [
        `We could not approve your vehicle pre-inspection${forVehicle(f, 'for')}.`,
        ...reasonSentence(f),
        `Please take the photos again with the inspection link. If it no longer works, open Motor insurance in ${PORTAL}, find the inspection and choose Send the photo link again.`,
      ],
      sms: fitted(
        `${SMS_PREFIX} your vehicle pre-inspection${forVehicle(f, 'for')} was not approved. Retake the photos with the inspection link, or sign in and choose Send the photo link again.`,
        `${SMS_PREFIX} your vehicle pre-inspection was not approved. Retake the photos with the inspection link, or sign in and choose Send the photo link again.`,
      ),
    },
};
