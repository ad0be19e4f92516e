/**
 * The customer's answer to an application an underwriter put on hold (docs/decisions/0025, addendum): the
 * documents the underwriter asked for, uploaded by the holder to their own application while it is ON_HOLD.
 * Every line's path family names the call with `holdDocumentsCall` (its reply is the line's application
 * view); the insurance core serves it once for all lines and returns the application to the underwriter.
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { POST } from './route.js';

/** The one kind of document sent in answer to a hold: what the underwriter asked for, whatever it is. */
export const HOLD_DOCUMENT_KIND = { value: 'requested_document', label: 'Document we asked for' } as const;

/**
 * Who asked, said before the staff's own words of a hold in the customer's email and on their page: the words
 * stand on their own, so 'Please upload …' reads as well as 'A clearer copy …' (not 'We need: Please upload …').
 */
export const HOLD_REASON_INTRO = {
  claim: 'Our assessor wrote:',
  application: 'Our underwriter wrote:',
} as const;

/** An application on hold in the customer's words (their list, the motor wizard, the on-behalf page). */
export const applicationOnHoldText = (reason: string | null | undefined): string => {
  const words = reason?.trim();
  return `Your application is on hold.${words ? ` ${HOLD_REASON_INTRO.application} ${words}` : ''}`;
};

export const HOLD_DOCUMENT_MESSAGES = {
  notOnHold:
    'This application is not waiting for documents from you. We will let you know if our underwriters need anything.',
  sent: 'Thank you. Our underwriters have your documents and will look at your application again.',
  receivedSummary: 'Documents received for the underwriter',
} as const;

/** The multipart fields (the files go in `file`): the application and, optionally, what is sent. */
export const holdDocumentsFieldsSchema = z.object({
  applicationId: entityIdField,
  kind: z
    .literal(HOLD_DOCUMENT_KIND.value, { message: 'Please choose the document type' })
    .default(HOLD_DOCUMENT_KIND.value),
  description: z.string().trim().max(200).optional(),
});
export type HoldDocumentsFields = z.output<typeof holdDocumentsFieldsSchema>;

/** A line family's call for the documents of an application on hold, replying with `reply`. */
export const holdDocumentsCall = <R extends z.ZodType>(at: string, reply: R) => ({
  at,
  method: POST,
  input: holdDocumentsFieldsSchema,
  reply,
  status: 201 as const,
  idempotent: true,
  multipart: true as const,
});
