/**
 * The notice that what a hold asked for is no longer needed (docs/decisions/0039): staff moved an application
 * or a claim on before the customer sent it, giving the reason. The customer is told once: by email, with what
 * was asked and why it is no longer needed, and by a short SMS (the hold itself was told by SMS as well, so a
 * customer reached only by SMS would otherwise still be looking for the document).
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import { SMS_PREFIX, applicationRef, claimRef, fitted, reasonSentence } from './notice-wording.js';

function withdrawn(f: NoticeFacts, ref: string, shortRef: string): CustomerNotice {
  return {
    subject: `We no longer need what we asked you for about ${ref}`,
    paragraphs: [
      f.asked
        ? `You no longer need to send what we asked for about ${ref}: “${f.asked}”`
        : `You no longer need to send what we asked for about ${ref}.`,
      ...reasonSentence(f),
      'You do not need to do anything more about it. We will let you know what happens next.',
    ],
    sms: fitted(
      `${SMS_PREFIX} we no longer need what we asked you for about ${ref}. You do not need to send it.`,
      `${SMS_PREFIX} we no longer need what we asked you for about ${shortRef}. You do not need to send it.`,
    ),
  };
}

export const HOLD_WITHDRAWN_NOTICES = {
  'application.hold_withdrawn': (f: NoticeFacts) => withdrawn(f, applicationRef(f), 'your application'),
  'claim.hold_withdrawn': (f: NoticeFacts) => withdrawn(f, claimRef(f), 'your claim'),
} as const;
