import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../../../app/lazy-page';

/**
 * Public funeral pages, at the top level: the cover calculator and the quote and registration wizard.
 * Apart from the signed-in funeral routes, so the app's first load carries only these (issue 15).
 */
export const funeralPublicRoutes: RouteObject[] = [
  {
    path: 'funeral',
    lazy: page(
      () => import('../calculator/calculator-page'),
      (module) => module.FuneralCalculatorPage,
    ),
  },
  {
    path: 'funeral/apply',
    lazy: page(
      () => import('../wizard/funeral-wizard-page'),
      (module) => module.FuneralWizardPage,
    ),
  },
];
