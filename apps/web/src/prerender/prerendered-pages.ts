/**
 * The public pages written out as HTML at build time (decision 0029): each is painted before any
 * JavaScript runs, then hydrated. `module` is the page's route module (under src/), whose chunk the
 * page's HTML preloads, with `areaTable`'s for a page inside a signed-in area (app/area-routes.ts). A page
 * here must render the same without the visitor's saved state or data: whatever depends on them appears
 * after hydration.
 */
export interface PrerenderedPage {
  path: string;
  module: string;
  /** The route table module of a signed-in area's page (/retail/sign-in), loaded before hydration too. */
  areaTable?: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', module: 'features/home/routes/home-page.tsx' },
  { path: '/funeral', module: 'features/funeral/retail/calculator/calculator-page.tsx' },
  { path: '/device', module: 'features/products/device-cover-page.tsx' },
  { path: '/motor', module: 'features/products/motor-cover-page.tsx' },
  {
    path: '/retail/sign-in',
    module: 'features/accounts/routes/sign-in-page.tsx',
    areaTable: 'app/account-routes.ts',
  },
  {
    path: '/employee/sign-in',
    module: 'features/accounts/routes/sign-in-page.tsx',
    areaTable: 'app/account-routes.ts',
  },
  {
    path: '/operator/sign-in',
    module: 'features/operator/routes/operator-sign-in-page.tsx',
    areaTable: 'app/operator-account-routes.ts',
  },
  { path: '/privacy-notice', module: 'features/legal/routes/privacy-notice-page.tsx' },
  { path: '/terms-of-use', module: 'features/legal/routes/terms-of-use-page.tsx' },
  { path: '/complaints', module: 'features/legal/routes/complaints-page.tsx' },
  { path: '/disclosures', module: 'features/legal/routes/disclosures-page.tsx' },
];

/** Where the build writes a prerendered page, relative to dist/ (the server reads the same names). */
export const prerenderedFile = (path: string) =>
  `prerendered/${path === '/' ? 'index' : path.slice(1).replace(/\//g, '--')}.html`;
