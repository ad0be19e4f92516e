/**
 * Dependency rules, checked by `npm run lint` (depcruise): no import cycle anywhere, type-only imports
 * included (tsPreCompilationDeps), in the domain package, the server, the web app, the browser journeys
 * and the benchmarks; and module boundaries that point one way.
 */
/** The product lines' server modules (a new line adds its folder here). */
const LINES = 'funeral|device|motor';
/**
 * The domain of each line: its entry (`@cover/domain/<line>`, as imported from the apps) and, inside the
 * domain package, the files only it uses.
 */
const DOMAIN_LINE_FILES =
  '^(@cover/domain/(funeral|device|motor|credit-life)$|packages/domain/src/((funeral|device|motor|credit-life)\\.ts$|(contracts|rating|lifecycle)/(funeral|device|motor)/|contracts/funeral-quote|constants/(funeral|cover-options|claim-documents|packages)\\.ts$|validators/member-age))';
const CORE =
  '^apps/server/src/(platform|modules/(insurance-core|claims|documents|policy-holders|credit-life))/';
/** Tests and their support may drive a line through the shared code they test. */
const TEST_FILES = '(\\.test\\.ts$|/testing/)';

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
      from: { path: CORE, pathNot: TEST_FILES },
      to: { path: `^apps/server/src/modules/(${LINES})/` },
    },
    {
      name: 'core-imports-no-line-contracts',
      severity: 'error',
      comment:
        "The shared rooms use the shared domain entry (@cover/domain) only; a line's rules and contracts (@cover/domain/funeral) belong to its module.",
      from: { path: CORE, pathNot: TEST_FILES },
      to: { path: DOMAIN_LINE_FILES },
    },
    {
      name: 'shared-domain-imports-no-line',
      severity: 'error',
      comment: 'The shared domain entry serves every line and names none; a line builds on it.',
      from: { path: '^packages/domain/src/', pathNot: `${DOMAIN_LINE_FILES}|\\.test\\.ts$` },
      to: { path: DOMAIN_LINE_FILES },
    },
    {
      name: 'web-shared-rooms-import-no-line',
      severity: 'error',
      comment:
        "The web app's shared components (policy and claim shells, wizard frame, field groups) serve every line: a line passes its own parts in.",
      from: {
        path: '^apps/web/src/components/',
        pathNot: '\\.test\\.tsx?$|test-utils|test-records',
      },
      to: { path: `^apps/web/src/features/|${DOMAIN_LINE_FILES}` },
    },
    {
      name: 'web-line-imports-no-other-line',
      severity: 'error',
      comment:
        "A line's screens (features/<line>, both audiences) build on the shared components, never on another line.",
      from: { path: `^apps/web/src/features/(${LINES})/` },
      to: { path: `^apps/web/src/features/(${LINES})/`, pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'line-imports-no-other-line',
      severity: 'error',
      comment: 'A product line builds on the shared rooms only, never on another line.',
      from: { path: `^apps/server/src/modules/(${LINES})/` },
      to: { path: `^apps/server/src/modules/(${LINES})/`, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'funeral-calculator-without-policy-labels',
      severity: 'error',
      comment:
        "The funeral calculator (/funeral, a public page that must answer on a cheap phone, issue 15) and its quote breakdown take member labels from member-labels.ts: the policy pages' labels bring claims, payments and date formats, five more files on its first load (decision 0036, addendum).",
      from: {
        path: '^apps/web/src/features/funeral/(retail/calculator/calculator-(page|sections)|shared/quote-breakdown)\\.tsx$',
      },
      to: {
        path: '^apps/web/src/(features/funeral/shared|components/policies)/labels\\.ts$',
        reachable: true,
      },
    },
    {
      name: 'motor-estimate-without-purchase-calls',
      severity: 'error',
      comment:
        "The /motor page's estimate and the valuation picker call the guide and the estimate through valuation-api.ts (the public path map): the buying calls of purchase-api.ts bring the applications', pre-inspections', claims' and operator desk's contracts, 14 more files after the page is up (decision 0036, addendum).",
      from: { path: '^apps/web/src/features/motor/shared/quote/(motor-estimate|valuation-picker)\\.tsx$' },
      to: { path: '^apps/web/src/features/motor/shared/api/purchase-api\\.ts$', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
