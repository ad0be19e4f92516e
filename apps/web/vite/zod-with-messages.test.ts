import { describe, expect, it } from 'vitest';
import { ZOD_WITH_MESSAGES, zodSource } from './zod-with-messages';

describe("the browser build's zod, with the plain messages installed as it loads", () => {
  it.each([
    ['/repo/apps/web/src/features/funeral/shared/claim-form/claim-draft.ts', ZOD_WITH_MESSAGES],
    ['/repo/packages/domain/src/contracts/claims/views.ts', ZOD_WITH_MESSAGES],
    ['/repo/node_modules/@hookform/resolvers/zod/dist/zod.mjs', ZOD_WITH_MESSAGES],
    ['C:\\repo\\apps\\web\\src\\lib\\forms\\lazy-form-checks.ts', ZOD_WITH_MESSAGES],
    // the two modules that import zod itself: else each would import itself
    ['/repo/apps/web/src/lib/zod-with-messages.ts', null],
    ['/repo/apps/web/src/lib/zod-messages.ts', null],
    ['/repo/apps/web/src/lib/zod-messages.ts?v=1', null],
  ])("'zod' imported by %s resolves to %s", (importer, expected) => {
    expect(zodSource('zod', importer)).toBe(expected);
  });

  it('leaves every other import alone, and zod named by a path or from no module', () => {
    expect(zodSource('zod/mini', '/repo/apps/web/src/main.tsx')).toBeNull();
    expect(zodSource('./zod', '/repo/apps/web/src/main.tsx')).toBeNull();
    expect(zodSource('react', '/repo/apps/web/src/main.tsx')).toBeNull();
    expect(zodSource('zod', undefined)).toBeNull();
  });

  it('resolves to the stand-in, which exists', async () => {
    const { existsSync } = await import('node:fs');
    expect(ZOD_WITH_MESSAGES).toMatch(/[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]zod-with-messages\.ts$/);
    expect(existsSync(ZOD_WITH_MESSAGES)).toBe(true);
  });
});
