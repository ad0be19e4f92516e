/**
 * Staff-only notes on a policy, an application or a claim (issue 14): an internal '<entity>.staff_note'
 * event in the entity's history; customers never see it.
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { multilineText } from '../../validators/zod-fields.js';
import { staffHistoryEntrySchema } from './history.js';

export const STAFF_NOTE_MESSAGES = { note: 'Please write the note (at most 1 000 characters)' } as const;

export const staffNoteInputSchema = z.object({
  note: multilineText(
    z
      .string({ message: STAFF_NOTE_MESSAGES.note })
      .trim()
      .min(1, STAFF_NOTE_MESSAGES.note)
      .max(1000, STAFF_NOTE_MESSAGES.note),
  ),
});
export type StaffNoteInput = z.infer<typeof staffNoteInputSchema>;

export const STAFF_NOTE_ENTITIES = ['policies', 'applications', 'claims'] as const;
export type StaffNoteEntity = (typeof STAFF_NOTE_ENTITIES)[number];
export const staffNoteParamsSchema = z.object({ id: entityIdField });

export const staffNoteReplySchema = z.object({ entry: staffHistoryEntrySchema });
export type StaffNoteReply = z.infer<typeof staffNoteReplySchema>;
