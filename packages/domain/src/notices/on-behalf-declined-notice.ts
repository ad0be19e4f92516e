/**
 * The notice of an application an operator made for an employee that the employee declined at their review
 * link ("something is wrong", 'on_behalf.declined'): what happened to it (cancelled: no cover, no premium),
 * what they told us, and what they can do next (QA H2 finding 3: nobody was told of a decline).
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import {
  PORTAL,
  SMS_PREFIX,
  capitalised,
  fitted,
  numberedApplicationRef,
  products,
} from './notice-wording.js';

export const onBehalfDeclinedNotice = (f: NoticeFacts): CustomerNotice => ({
  subject: capitalised(`${numberedApplicationRef(f)} is cancelled`),
  paragraphs: [
    `You told us something is wrong with the application for ${products(f)} that our operator made for you, so we have cancelled it. You are not covered by it and no premium will be taken.`,
    ...(f.reason ? [`What you told us: ${f.reason}`] : []),
    'What you can do next: the operator can see what you told us and can make a new application with the right details, which we will send you to review and accept.',
    `You can also apply yourself in ${PORTAL}, or ask us to call you ("Request a call back" in ${PORTAL}).`,
  ],
  sms: fitted(
    `${SMS_PREFIX} you declined ${numberedApplicationRef(f)}: it is cancelled, no cover, no premium. The operator can make a new one, or ask us to call you.`,
    `${SMS_PREFIX} you declined the application: it is cancelled, no cover, no premium. The operator can make a new one, or ask us to call you.`,
  ),
});
