/** Notes on policies and applications (also written when one is archived). */
import type { Database } from '../../db/client.js';
import { policyNotes, type PolicyNoteRow } from '../../db/schema/index.js';

export async function insertNote(
  db: Database,
  values: {
    policyId: string | null;
    applicationId: string | null;
    kind: 'note' | 'archive';
    title: string;
    description: string;
    author: string;
    now: Date;
  },
): Promise<PolicyNoteRow> {
  const [row] = await db
    .insert(policyNotes)
    .values({
      policyId: values.policyId,
      applicationId: values.applicationId,
      kind: values.kind,
      title: values.title,
      description: values.description,
      author: values.author,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('note was not stored');
  return row;
}
