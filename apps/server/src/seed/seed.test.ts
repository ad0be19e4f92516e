import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import type { DatabaseHandle } from '../db/client.js';
import { devices, employees, operators, vehicleValuations } from '../db/schema/index.js';
import { TEST_SCRYPT_PARAMS, verifyPassword } from '../platform/password-hash.js';
import { generateDevices } from './devices.js';
import { DEMO_OPERATOR } from './operator.js';
import { generateRoster } from './roster.js';
import { seedDemoData, type SeedLogger } from './seed.js';
import { generateVehicleValuations } from './vehicles.js';

describe('seedDemoData', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database.close();
  });

  const count = async (
    table: typeof employees | typeof devices | typeof vehicleValuations | typeof operators,
  ) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n;
  };

  it('inserts every demo row once and logs a summary', async () => {
    const logged: { details: object; message: string }[] = [];
    const logger: SeedLogger = { info: (details, message) => logged.push({ details, message }) };
    const summary = await seedDemoData(database.db, { logger, passwordHashParams: TEST_SCRYPT_PARAMS });

    expect(summary).toEqual({
      employees: generateRoster().length,
      devices: generateDevices().length,
      vehicles: generateVehicleValuations().length,
      operators: 3,
    });
    expect(await count(employees)).toBe(summary.employees);
    expect(await count(devices)).toBe(summary.devices);
    expect(await count(vehicleValuations)).toBe(summary.vehicles);
    expect(await count(operators)).toBe(3);
    expect(logged).toEqual([
      { details: expect.objectContaining({ seed: summary }), message: 'Demo data seeded' },
    ]);
  });

  it('stores the rows as generated', async () => {
    const [thabo] = await database.db
      .select()
      .from(employees)
      .where(eq(employees.salaryReferenceNumber, '10000001'));
    expect(thabo).toMatchObject(generateRoster()[0]!);
    const [phone] = await database.db.select().from(devices).where(eq(devices.model, 'iPhone 17 Pro Max'));
    expect(phone?.colours.length).toBeGreaterThan(0);
    const bikes = await database.db
      .select()
      .from(vehicleValuations)
      .where(eq(vehicleValuations.vehicleType, 'motorcycle'));
    expect(bikes.length).toBeGreaterThan(0);
  });

  it('creates the demo operator with a verifiable scrypt hash', async () => {
    const [operator] = await database.db
      .select()
      .from(operators)
      .where(eq(operators.name, DEMO_OPERATOR.name));
    expect(operator).toMatchObject({ displayName: 'Demo Operator', roles: ['operator'], failedAttempts: 0 });
    expect(operator?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Operator#2026', operator?.passwordHash)).toBe(true);
    expect(await verifyPassword('operator', operator?.passwordHash)).toBe(false);
  });

  it('inserts nothing and changes nothing on a second run', async () => {
    // Simulate an operator who has been locked out: re-seeding must not reset that or the password.
    await database.db
      .update(operators)
      .set({ failedAttempts: 3 })
      .where(eq(operators.name, DEMO_OPERATOR.name));
    const before = {
      employees: await database.db.select().from(employees).orderBy(employees.id),
      devices: await database.db.select().from(devices).orderBy(devices.id),
      vehicles: await database.db.select().from(vehicleValuations).orderBy(vehicleValuations.id),
      operators: await database.db.select().from(operators).orderBy(operators.id),
    };

    const summary = await seedDemoData(database.db, { passwordHashParams: TEST_SCRYPT_PARAMS });

    expect(summary).toEqual({ employees: 0, devices: 0, vehicles: 0, operators: 0 });
    expect(await database.db.select().from(employees).orderBy(employees.id)).toEqual(before.employees);
    expect(await database.db.select().from(devices).orderBy(devices.id)).toEqual(before.devices);
    expect(await database.db.select().from(vehicleValuations).orderBy(vehicleValuations.id)).toEqual(
      before.vehicles,
    );
    expect(await database.db.select().from(operators).orderBy(operators.id)).toEqual(before.operators);
    expect(before.operators.find((row) => row.name === DEMO_OPERATOR.name)?.failedAttempts).toBe(3);
  });

  it('fills in only what is missing', async () => {
    await database.db.delete(devices).where(eq(devices.brand, 'Nokia'));
    await database.db.delete(employees).where(eq(employees.salaryReferenceNumber, '01234567'));
    const summary = await seedDemoData(database.db, { passwordHashParams: TEST_SCRYPT_PARAMS });
    expect(summary).toEqual({ employees: 1, devices: 2, vehicles: 0, operators: 0 });
  });
});
