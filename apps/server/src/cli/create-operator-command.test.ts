import { FIELD_MESSAGES } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import type { DatabaseHandle } from '../db/client.js';
import { operators, operatorSessions } from '../db/schema/index.js';
import { createOperatorSession } from '../platform/auth/operator-session.js';
import { verifyPassword } from '../platform/password-hash.js';
import {
  describeResult,
  OperatorAccountError,
  parseCreateOperatorArgs,
  runCreateOperator,
  UsageError,
  type CreateOperatorArgs,
} from './create-operator-command.js';

const PASSWORD = 'Jane#Secret2026';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(operatorSessions);
  await database.db.delete(operators);
});

const run = (argv: string[], password = PASSWORD) => {
  const args = parseCreateOperatorArgs(argv);
  if (!args) throw new Error('help');
  return runCreateOperator(args, { db: database.db, readPassword: async () => password });
};

const rowNamed = async (name: string) =>
  (await database.db.select().from(operators).where(eq(operators.name, name)))[0];

describe('parseCreateOperatorArgs', () => {
  it('reads the options', () => {
    expect(
      parseCreateOperatorArgs([
        '--name',
        'jane',
        '--display-name',
        'Jane Dlamini',
        '--roles',
        'operator, backoffice',
      ]),
    ).toEqual<CreateOperatorArgs>({
      name: 'jane',
      displayName: 'Jane Dlamini',
      roles: ['operator', 'backoffice'],
      resetPassword: false,
    });
    expect(parseCreateOperatorArgs(['--name', 'jane', '--reset-password'])?.resetPassword).toBe(true);
    expect(parseCreateOperatorArgs(['--help'])).toBeNull();
  });

  it('refuses a missing name and unknown options', () => {
    expect(() => parseCreateOperatorArgs(['--display-name', 'Jane'])).toThrow(UsageError);
    expect(() => parseCreateOperatorArgs(['--name', 'jane', '--pasword', 'x'])).toThrow(UsageError);
    expect(() => parseCreateOperatorArgs(['--name', 'jane', 'extra'])).toThrow(UsageError);
  });
});

describe('runCreateOperator', () => {
  it('creates an operator with a scrypt hash of the password and the operator role by default', async () => {
    const result = await run(['--name', ' Jane ', '--display-name', 'Jane  Dlamini']);
    expect(result).toEqual({
      action: 'created',
      operator: { name: 'jane', displayName: 'Jane Dlamini', roles: ['operator'] },
      revokedSessions: 0,
    });
    expect(describeResult(result)).toBe('Created operator jane (Jane Dlamini), roles: operator');
    const row = await rowNamed('jane');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row?.passwordHash)).toBe(true);
  });

  it('creates back-office accounts with the roles given', async () => {
    const result = await run([
      '--name',
      'thabo',
      '--display-name',
      'Thabo M',
      '--roles',
      'operator,backoffice',
    ]);
    expect(result.operator.roles).toEqual(['operator', 'backoffice']);
  });

  it('refuses a duplicate name without --reset-password and leaves the account alone', async () => {
    await run(['--name', 'jane', '--display-name', 'Jane Dlamini']);
    const before = await rowNamed('jane');
    await expect(run(['--name', 'JANE', '--display-name', 'Other'], 'Other#Secret2026')).rejects.toThrow(
      /already exists/,
    );
    expect(await rowNamed('jane')).toEqual(before);
  });

  it('with --reset-password replaces the password, lifts the lock and ends open sessions', async () => {
    await run(['--name', 'jane', '--display-name', 'Jane Dlamini']);
    const before = await rowNamed('jane');
    if (!before) throw new Error('not created');
    await database.db
      .update(operators)
      .set({ failedAttempts: 7, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(operators.id, before.id));
    await createOperatorSession(database.db, before.id, new Date());

    const result = await run(['--name', 'jane', '--reset-password'], 'New#Secret2026');
    expect(result).toMatchObject({ action: 'password-reset', revokedSessions: 1 });
    expect(result.operator.displayName).toBe('Jane Dlamini');
    const after = await rowNamed('jane');
    expect(after).toMatchObject({ failedAttempts: 0, lockedUntil: null, roles: ['operator'] });
    expect(await verifyPassword('New#Secret2026', after?.passwordHash)).toBe(true);
    expect(await verifyPassword(PASSWORD, after?.passwordHash)).toBe(false);
    const [session] = await database.db.select().from(operatorSessions);
    expect(session?.revokedAt).not.toBeNull();
  });

  it('enforces the password policy, known roles, a valid name and a display name', async () => {
    await expect(run(['--name', 'jane', '--display-name', 'Jane'], 'password')).rejects.toThrow(
      FIELD_MESSAGES.passwordStrength,
    );
    await expect(run(['--name', 'jane', '--display-name', 'Jane', '--roles', 'admin'])).rejects.toThrow(
      /Unknown role\(s\): admin/,
    );
    await expect(run(['--name', 'j ane', '--display-name', 'Jane'])).rejects.toThrow(OperatorAccountError);
    await expect(run(['--name', 'jane'])).rejects.toThrow(/display name is required/);
    await expect(run(['--name', 'ghost', '--reset-password'])).rejects.toThrow(/display name is required/);
    expect(await database.db.select().from(operators)).toEqual([]);
  });
});
