import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saIdFor, shootHere } from './funeral-helpers';
import { main, unexpectedConsoleErrors } from './motor-helpers';
import { policyAndGlassClaim, policyIssued } from './motor-retail-cover';
import { swapToAnotherCar } from './motor-retail-swap';
import {
  bankingAndDeclaration,
  estimateThenSignIn,
  inspection,
  vehicleToQuote,
  type MotorRetailJourney,
} from './motor-retail-journey';
import { signUpRetail } from './retail-customer';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Motor cover as a retail customer lives it, at 390 px and at 1280 px: the motor page's valuation (Toyota →
 * model → year from the guide) and estimate → sign up and into the wizard with the vehicle carried over →
 * its identity, driver and owner, history, the quote with its excess table → the inspection link texted,
 * the seven photos taken on a phone and sent → the assessor's approval → the debit order, the driver's
 * licence and the declaration → the policy (at 390 px the inspection is approved before the declaration,
 * so the policy is issued at once; at 1280 px after it, so the application turns into a policy) → the
 * cover swapped to another car inspected from the swap page → a glass claim with its inspection number →
 * the claim.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  {
    viewport: PHONE,
    sequence: 5501,
    user: 'ayanda.phone',
    vin: 'AHTKB3FE502123457',
    registration: 'CA 123-456',
    engineNumber: '2ZR1234567',
    approvedBeforeDeclaration: true,
    next: { vin: 'WVWZZZAWZMY012345', registration: 'CA 456-789', engineNumber: 'DKL123456' },
  },
  {
    viewport: DESKTOP,
    sequence: 5502,
    user: 'ayanda.desk',
    vin: 'AHTKB3FE502198764',
    registration: 'CY 987-654',
    engineNumber: '2ZR7654321',
    approvedBeforeDeclaration: false,
    next: { vin: 'WVWZZZAWZMY098765', registration: 'CY 654-321', engineNumber: 'DKL654321' },
  },
])(
  'motor cover for a retail customer at $viewport.width px',
  ({ viewport, sequence, user, vin, registration, engineNumber, approvedBeforeDeclaration, next }) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('values the car, insures it after its inspection, swaps to another car and makes a glass claim', async () => {
      const { context, page, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      const journey: MotorRetailJourney = {
        browser,
        page,
        baseUrl: server.baseUrl,
        shoot: (name) => shootHere(page, `retail-${name}`, 'motor'),
        prefix: `retail-${viewport.width}`,
      };
      const car = { vin, registration, engineNumber, approvedBeforeDeclaration };

      await estimateThenSignIn(journey);
      await signUpRetail(
        page,
        server.baseUrl,
        {
          idNumber: saIdFor('1988-07-12', sequence),
          username: user,
          firstName: 'Ayanda',
          lastName: 'Dlamini',
          email: `${user}@example.co.za`,
          password: 'Correct-Horse-9!',
        },
        (url) => url.pathname === '/retail/motor/register',
      );

      await vehicleToQuote(journey, car);
      await inspection(journey, car);
      await bankingAndDeclaration(journey);
      await policyIssued(journey, car);
      await swapToAnotherCar(journey, car, next);
      await policyAndGlassClaim(journey, { ...car, ...next });

      // The policy is listed with the customer's motor cover.
      await page.goto('/retail/motor/policies');
      await main(page).getByRole('heading', { level: 1, name: 'My motor cover' }).waitFor();
      await main(page)
        .getByRole('link', { name: /MOT-\d{4}-\d+/ })
        .first()
        .waitFor();
      await journey.shoot('policies');
      expect(await seriousAxeViolations(journey.page)).toEqual([]);
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
      await context.close();
    }, 300_000);
  },
);
