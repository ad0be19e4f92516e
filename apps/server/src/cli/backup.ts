/**
 * `npm run db:backup -- [file]`: backs up the embedded database (see BACKUP_USAGE).
 */
import { runCli } from './backup-cli-support.js';
import { runBackupCommand } from './backup-command.js';

runCli(runBackupCommand);
