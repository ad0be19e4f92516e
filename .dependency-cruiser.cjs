/**
 * Dependency rules, checked by `npm run lint` (depcruise): no import cycle anywhere, type-only imports
 * included (tsPreCompilationDeps), in the domain package, the server, the web app, the browser journeys
 * and the benchmarks; and module boundaries that point one way.
 */
/** The product lines' server modules (a new line adds its folder here). */
const LINES = 'funeral|device|motor|credit-life';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be read, tested or moved apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'documents-import-no-claims-and-no-line',
      severity: 'error',
      comment:
        'Documents store and render files; claims and the product lines build on them. A line plugs its schedule content in (documents/schedule-sources.ts); documents never import claims or a line.',
      from: { path: '^apps/server/src/modules/documents/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/(claims|funeral)/' },
    },
    {
      name: 'core-imports-no-line',
      severity: 'error',
      comment:
        'The shared rooms (insurance core, claims, documents, policy holders, platform) serve every product line and name none; a line plugs in (DESIGN §5a).',
      from: {
        path: '^apps/server/src/(platform|modules/(insurance-core|claims|documents|policy-holders))/',
        pathNot: '\\.test\\.ts$',
      },
      to: { path: `^apps/server/src/modules/(${LINES})/` },
    },
    {
      name: 'line-imports-no-other-line',
      severity: 'error',
      comment: 'A product line builds on the shared rooms only, never on another line.',
      from: { path: `^apps/server/src/modules/(${LINES})/` },
      to: { path: `^apps/server/src/modules/(${LINES})/`, pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
