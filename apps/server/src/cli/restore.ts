/**
 * `npm run db:restore -- <file>`: restores the embedded database from a backup (see RESTORE_USAGE).
 */
import { runCli } from './backup-cli-support.js';
import { runRestoreCommand } from './restore-command.js';

runCli(runRestoreCommand);
