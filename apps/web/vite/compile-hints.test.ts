import { describe, expect, it } from 'vitest';
import { bundleOf } from './bundle-fixture';
import { addCompileHints, EAGER_COMPILE_HINT, startupChunks } from './compile-hints';

const bundle = () =>
  bundleOf({
    'assets/index.js': { entry: true, imports: ['assets/app-initial.js'] },
    'assets/app-initial.js': { imports: ['assets/react.js'] },
    'assets/react.js': { imports: ['assets/runtime.js'] },
    'assets/runtime.js': {},
    'assets/home-page.js': {
      module: 'features/home/routes/home-page.tsx',
      dynamicEntry: true,
      imports: ['assets/icons.js', 'assets/react.js'],
    },
    'assets/icons.js': {},
    'assets/retail-routes.js': { module: 'app/retail-routes.ts', dynamicEntry: true },
    'assets/claims-page.js': {
      module: 'features/claims/routes/claims-page.tsx',
      dynamicEntry: true,
      imports: ['assets/forms.js'],
    },
    'assets/forms.js': { imports: ['assets/zod.js'] },
    'assets/zod.js': {},
    'assets/callback-dialog.js': {
      module: 'components/layout/callback-dialog.tsx',
      dynamicEntry: true,
      imports: ['assets/forms.js'],
    },
    'assets/auth.js': { module: 'lib/identity/auth.ts', dynamicEntry: true, imports: ['assets/token.js'] },
    'assets/token.js': {},
  });

/** Who imports each module dynamically, as the bundler's module graph says. */
const DYNAMIC_IMPORTERS: Record<string, string[]> = {
  '/app/src/features/home/routes/home-page.tsx': ['/app/src/app/router.tsx'],
  '/app/src/app/retail-routes.ts': ['/app/src/app/router.tsx'],
  '/app/src/features/claims/routes/claims-page.tsx': ['/app/src/app/retail-routes.ts'],
  '/app/src/components/layout/callback-dialog.tsx': ['/app/src/components/layout/site-header.tsx'],
  '/app/src/lib/identity/auth.ts': ['/app/src/lib/identity/load-auth.ts', '/app/src/app/router.tsx'],
};
const dynamicImporters = (moduleId: string) => DYNAMIC_IMPORTERS[moduleId] ?? [];
const isRouteTable = (moduleId: string) => /\/src\/(.+\/)?(router\.tsx|[a-z-]+-routes\.ts)$/.test(moduleId);

describe('startupChunks', () => {
  const startup = startupChunks(bundle(), dynamicImporters, isRouteTable);

  it.each([
    ['the entry', 'assets/index.js'],
    ['what the entry imports, at any depth', 'assets/runtime.js'],
    ['a page the router loads', 'assets/home-page.js'],
    ["what a page imports that the entry doesn't", 'assets/icons.js'],
    ["a signed-in area's route table", 'assets/retail-routes.js'],
    ['a page a route table loads, with its imports', 'assets/zod.js'],
    ['a chunk the router loads among other importers', 'assets/auth.js'],
  ])('hints %s', (_what, file) => {
    expect(startup).toContain(file);
  });

  it.each([['a dialog the header loads when it opens', 'assets/callback-dialog.js']])(
    'leaves out %s',
    (_what, file) => {
      expect(startup).not.toContain(file);
    },
  );

  it('lists each chunk once', () => {
    expect(new Set(startup).size).toBe(startup.length);
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line of the chunks named, and only those', () => {
    const built = bundleOf({
      'assets/react.js': { code: 'const __vite__mapDeps=()=>[];function a(){}' },
      'assets/later.js': { code: 'function b(){}' },
    });
    addCompileHints(built, ['assets/react.js']);
    const code = (file: string) => (built[file] as { code: string }).code;
    expect(code('assets/react.js')).toBe(
      `${EAGER_COMPILE_HINT}\nconst __vite__mapDeps=()=>[];function a(){}`,
    );
    expect(code('assets/later.js')).toBe('function b(){}');
  });

  it("moves the chunk's source map down one line, in the map file too", () => {
    const built = bundleOf({ 'assets/react.js': { code: 'function a(){}' } });
    const map = {
      mappings: 'AAAA,SAAS',
      toString() {
        return JSON.stringify({ version: 3, mappings: this.mappings });
      },
    };
    Object.assign(built['assets/react.js']!, { map });
    built['assets/react.js.map'] = {
      type: 'asset',
      fileName: 'assets/react.js.map',
      source: map.toString(),
    } as (typeof built)[string];
    addCompileHints(built, ['assets/react.js']);
    expect(map.mappings).toBe(';AAAA,SAAS');
    expect(JSON.parse(String((built['assets/react.js.map'] as { source: string }).source))).toEqual({
      version: 3,
      mappings: ';AAAA,SAAS',
    });
  });
});
