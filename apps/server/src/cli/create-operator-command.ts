import { parseArgs } from 'node:util';
import type { Database } from '../db/client.js';
import {
  createOperatorAccount,
  OPERATOR_ROLES,
  OperatorAccountError,
  type OperatorAccountResult,
} from '../modules/operator/accounts.js';

export const CREATE_OPERATOR_USAGE = `Usage: npm run operator:create -- --name <name> [--display-name "<Full Name>"] [--roles operator,backoffice] [--reset-password]

Creates an operator (or back-office) account in the configured database (DATABASE_URL, else the
embedded database under DATA_DIR). The password comes from the OPERATOR_PASSWORD environment variable or,
in a terminal, from a prompt that does not echo. It needs at least 8 characters with a digit, a lowercase
letter, an uppercase letter and a special character.

  --name            login name (case-insensitive; letters, digits, . _ -)
  --display-name    the name shown in the portal (required when creating)
  --roles           comma-separated, from: ${OPERATOR_ROLES.join(', ')} (default: operator)
  --reset-password  replace the password of an existing account (unlocks it, ends its sessions)
  --help            show this text`;

export interface CreateOperatorArgs {
  name: string;
  displayName: string | undefined;
  roles: string[] | undefined;
  resetPassword: boolean;
}

/** A wrong command line: the message and the usage text are shown, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Parses the command line; returns null for --help. */
export function parseCreateOperatorArgs(argv: readonly string[]): CreateOperatorArgs | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        name: { type: 'string' },
        'display-name': { type: 'string' },
        roles: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return null;
  if (!values.name?.trim()) throw new UsageError('--name is required');
  const roles = values.roles
    ?.split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  return {
    name: values.name,
    displayName: values['display-name'],
    roles,
    resetPassword: values['reset-password'] ?? false,
  };
}

export interface CreateOperatorDeps {
  db: Database;
  /** OPERATOR_PASSWORD, or a prompt in a terminal. */
  readPassword: () => Promise<string>;
  now?: Date;
}

/**
 * The command's work after parsing: reads the password and creates the account (or resets its password).
 * New accounts get the 'operator' role unless --roles says otherwise.
 */
export async function runCreateOperator(
  args: CreateOperatorArgs,
  deps: CreateOperatorDeps,
): Promise<OperatorAccountResult> {
  const password = await deps.readPassword();
  const roles = args.roles ?? (args.resetPassword ? undefined : ['operator']);
  return createOperatorAccount(
    deps.db,
    { name: args.name, displayName: args.displayName, roles, password, resetPassword: args.resetPassword },
    deps.now ? { now: deps.now } : {},
  );
}

/** One line for the terminal about what was done. */
export function describeResult(result: OperatorAccountResult): string {
  const who = `${result.operator.name} (${result.operator.displayName}), roles: ${result.operator.roles.join(', ')}`;
  if (result.action === 'created') return `Created operator ${who}`;
  return `Reset the password of operator ${who}; ended ${result.revokedSessions} open session(s)`;
}

export { OperatorAccountError };
