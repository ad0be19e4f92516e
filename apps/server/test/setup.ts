/**
 * The server project's setup, run before each test file: a file must close every test database it opened
 * (each app it built: `afterAll(() => app.close())`). What it left open is closed here, and the file fails.
 * Registered before the file's own hooks, this afterAll runs after theirs (Vitest runs after-hooks as a stack).
 */
import { afterAll } from 'vitest';
import { closeLeftOpen, startTestFile } from './open-databases.js';

startTestFile();

afterAll(async () => {
  const left = await closeLeftOpen();
  if (left.length > 0)
    throw new Error(
      `This file left ${left.length} test database(s) open (${left.join(', ')}): close each app it ` +
        'builds, e.g. afterAll(() => app.close()), and each database it creates.',
    );
});
