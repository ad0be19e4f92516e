/** Copies of the migrations folder that stop at a migration, to set a database up as it was before the next. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../src/paths.js';

/** A scratch folder of copies; `remove` deletes it (call it after the tests). */
export function migrationCopies() {
  const scratch = mkdtempSync(join(tmpdir(), 'cover-migrations-'));
  return {
    /** A copy of the migrations folder whose journal stops at `tag`. */
    upTo(tag: string): string {
      const folder = join(scratch, tag);
      cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const end = journal.entries.findIndex((entry) => entry.tag === tag);
      if (end < 0) throw new Error(`no migration ${tag}`);
      journal.entries = journal.entries.slice(0, end + 1);
      writeFileSync(journalPath, JSON.stringify(journal));
      return folder;
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
