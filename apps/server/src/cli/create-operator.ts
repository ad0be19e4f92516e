/**
 * `npm run operator:create -- --name jane --display-name "Jane Dlamini" --roles operator`
 * Creates an operator account in the configured database (see CREATE_OPERATOR_USAGE).
 */
import pino from 'pino';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import {
  CREATE_OPERATOR_USAGE,
  describeResult,
  OperatorAccountError,
  parseCreateOperatorArgs,
  runCreateOperator,
  UsageError,
} from './create-operator-command.js';
import { readOperatorPassword } from './password-prompt.js';

async function main(argv: readonly string[]): Promise<number> {
  let args;
  try {
    args = parseCreateOperatorArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${CREATE_OPERATOR_USAGE}\n`);
    return 2;
  }
  if (!args) {
    process.stdout.write(`${CREATE_OPERATOR_USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  // Ask before opening the database (which takes a moment), so typed-ahead characters are not echoed.
  const password = await readOperatorPassword();
  const log = pino({ level: 'warn' }, pino.destination(2));
  const database = await connectDatabase(config, log);
  try {
    const result = await runCreateOperator(args, { db: database.db, readPassword: async () => password });
    process.stdout.write(`${describeResult(result)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorAccountError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
