/**
 * Notes and archiving (spec 002 §3 "Archive with note payload: policyId, title, description"; §4 removing a
 * policy or application reloads the list). policyId names the policy or the application being archived.
 */
import { z } from 'zod';
import { entityIdField } from './ids.js';
import { multilineText } from '../validators/zod-fields.js';

export const noteInputSchema = z.object({
  policyId: entityIdField,
  title: z.string().trim().min(1, 'Please enter a title').max(120),
  description: multilineText(z.string().trim().min(1, 'Please enter a description').max(2000)),
});
export type NoteInput = z.infer<typeof noteInputSchema>;
/** archive: the same payload; archives an application (PENDING/APPROVED) or an ended policy. */
export const archiveInputSchema = noteInputSchema;
export type ArchiveInput = NoteInput;

export const noteSchema = z.object({
  noteId: z.string(),
  policyId: z.string().nullable(),
  applicationId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteReplySchema = z.object({ note: noteSchema, message: z.string() });
export const archiveReplySchema = z.object({
  note: noteSchema,
  archived: z.enum(['application', 'policy']),
  message: z.string(),
});
export type ArchiveReply = z.infer<typeof archiveReplySchema>;
