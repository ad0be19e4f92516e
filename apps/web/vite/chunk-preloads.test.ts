import { describe, expect, it } from 'vitest';
import { bundleOf } from './bundle-fixture';
import { modulepreloadTags, routePreloads } from './chunk-preloads';

const bundle = bundleOf({
  'assets/index.js': { entry: true, imports: ['assets/react.js'] },
  'assets/react.js': { imports: ['assets/runtime.js'] },
  'assets/runtime.js': {},
  'assets/retail-routes.js': { module: 'app/retail-routes.ts', imports: ['assets/account-routes.js'] },
  'assets/account-routes.js': {},
  'assets/sign-in-page.js': {
    module: 'features/accounts/routes/sign-in-page.tsx',
    imports: ['assets/forms.js', 'assets/react.js'],
  },
  'assets/forms.js': { imports: ['assets/zod.js', 'assets/runtime.js'] },
  'assets/zod.js': {},
  'assets/not-needed.js': { module: 'features/other/page.tsx' },
});

describe('routePreloads', () => {
  it('lists the route chunks and everything they import at any depth, without what the entry loads', () => {
    expect(routePreloads(bundle, ['features/accounts/routes/sign-in-page.tsx'])).toEqual([
      'assets/sign-in-page.js',
      'assets/forms.js',
      'assets/zod.js',
    ]);
  });

  it("adds a signed-in area's route table and its imports, each file once", () => {
    const files = routePreloads(bundle, [
      'app/retail-routes.ts',
      'features/accounts/routes/sign-in-page.tsx',
    ]);
    expect(files).toEqual([
      'assets/retail-routes.js',
      'assets/sign-in-page.js',
      'assets/account-routes.js',
      'assets/forms.js',
      'assets/zod.js',
    ]);
    expect(modulepreloadTags(files.slice(0, 1))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/retail-routes.js">',
    );
  });

  it('fails the build when a listed module is no chunk of its own (no longer lazy)', () => {
    expect(() => routePreloads(bundle, ['features/home/routes/home-page.tsx'])).toThrow(
      /No chunk for the module src\/features\/home\/routes\/home-page\.tsx/,
    );
  });
});
