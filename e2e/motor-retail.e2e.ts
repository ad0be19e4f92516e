import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_MESSAGES } from '@cover/domain/motor';
import { byLabel, saDayToday, saIdFor, shootHere, smallPdf, smallPng } from './funeral-helpers';
import {
  answer,
  answerExtrasAndFinance,
  answerInsuranceHistory,
  approveInspection,
  earlierTodayInSouthAfrica,
  expectPlainPage,
  fillDriverAndOwner,
  fillVehicleIdentity,
  inspectionLinkFromOutbox,
  inspectionTextIds,
  main,
  takeInspectionPhotos,
  textClaimInspectionLink,
  unexpectedConsoleErrors,
} from './motor-helpers';
import { signUpRetail } from './retail-customer';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Motor cover as a retail customer lives it, at 390 px and at 1280 px: the motor page's valuation (Toyota →
 * model → year from the guide) and estimate → sign up and into the wizard with the vehicle carried over →
 * its identity, driver and owner, history, the quote with its excess table → the inspection link texted,
 * the seven photos taken on a phone and sent → the assessor's approval → the debit order, the driver's
 * licence and the declaration → the policy (at 390 px the inspection is approved before the declaration,
 * so the policy is issued at once; at 1280 px after it, so the application turns into a policy) → a glass
 * claim with its inspection number → the claim.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOME = { street: '14 Kloof Street', city: 'Cape Town', province: 'Western Cape', postalCode: '8001' };

/** The motor page's estimate of a 2022 Corolla Cross from the valuation guide, then into sign-in. */
async function estimate(page: Page, shoot: (name: string) => Promise<void>): Promise<void> {
  await page.goto('/motor');
  const estimateForm = main(page).getByRole('form', { name: 'Motor estimate' });
  await estimateForm.waitFor();
  await answer(page, 'Type of vehicle', 'Car or bakkie').check();
  await byLabel(page, 'Make').selectOption('Toyota');
  await byLabel(page, 'Model').selectOption('Corolla Cross 1.8 XS');
  await byLabel(page, 'Year made').selectOption('2022');
  const valuation = main(page).getByTestId('vehicle-valuation');
  await valuation.getByText('Retail price (what it is worth today)').waitFor();
  await valuation.getByText(/^R\s/).first().waitFor();
  await answer(page, 'What is the vehicle used for?', 'Private use (including to and from work)').check();
  await answerInsuranceHistory(page);
  await answer(page, 'Does the vehicle have extras or accessories you want covered?', 'No').check();
  const yours = main(page).getByRole('region', { name: 'Your estimate' });
  await yours.getByTestId('motor-premium').waitFor({ timeout: 15_000 });
  expect(await yours.getByTestId('motor-premium').textContent()).toMatch(/^R\s?[\d\s]+,\d\d$/);
  const excesses = yours.getByRole('table', { name: 'Excess per claim' });
  for (const type of ['Stolen', 'Hijacked', 'Glass', 'Towing'])
    await excesses.getByRole('rowheader', { name: new RegExp(`^${type}`) }).waitFor();
  await expectPlainPage(page);
  await shoot('estimate');
  await page.getByRole('button', { name: 'Sign in to get covered' }).click();
  await page.waitForURL(/\/retail\/sign-in/);
}

describe.each([
  {
    viewport: PHONE,
    sequence: 5501,
    user: 'ayanda.phone',
    vin: 'AHTKB3FE502123457',
    registration: 'CA 123-456',
    engineNumber: '2ZR1234567',
    approvedBeforeDeclaration: true,
  },
  {
    viewport: DESKTOP,
    sequence: 5502,
    user: 'ayanda.desk',
    vin: 'AHTKB3FE502198764',
    registration: 'CY 987-654',
    engineNumber: '2ZR7654321',
    approvedBeforeDeclaration: false,
  },
])(
  'motor cover for a retail customer at $viewport.width px',
  ({ viewport, sequence, user, vin, registration, engineNumber, approvedBeforeDeclaration }) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('values the car, insures it after its inspection and makes a glass claim', async () => {
      const { context, page, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      const prefix = `retail-${viewport.width}`;
      const shoot = (name: string) => shootHere(page, `retail-${name}`, 'motor');

      await estimate(page, shoot);
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

      // 1. The vehicle: the estimate's choice carried over, its identity typed in.
      await page.getByRole('heading', { level: 1, name: 'Insure your vehicle' }).waitFor();
      const vehicleStep = main(page).getByRole('form', { name: 'Your vehicle' });
      await vehicleStep.waitFor();
      await expect.poll(() => byLabel(page, 'Make').inputValue(), { timeout: 10_000 }).toBe('Toyota');
      await expect.poll(() => byLabel(page, 'Model').inputValue()).toBe('Corolla Cross 1.8 XS');
      await expect.poll(() => byLabel(page, 'Year made').inputValue()).toBe('2022');
      await main(page).getByTestId('vehicle-valuation').waitFor();
      expect(
        await answer(
          page,
          'What is the vehicle used for?',
          'Private use (including to and from work)',
        ).isChecked(),
      ).toBe(true);
      await byLabel(page, 'VIN').fill('AHTKB3FE50212345O');
      await page.getByRole('button', { name: 'Continue' }).click();
      await vehicleStep.getByText(VEHICLE_MESSAGES.vin).waitFor();
      await fillVehicleIdentity(page, {
        registration,
        vin: vin.toLowerCase(),
        engineNumber,
        colour: 'White',
        odometer: '48000',
        registrationYear: '2022',
        registrationMonth: 'March',
      });
      expect(await byLabel(page, 'VIN').inputValue()).toBe(vin);
      await answer(page, 'Do you need this vehicle to do your job?', 'No').check();
      await expectPlainPage(page);
      await shoot('wizard-vehicle');
      await page.getByRole('button', { name: 'Continue' }).click();

      // 2. Driver and owner, and where the car is kept at night.
      await fillDriverAndOwner(page, HOME);
      await shoot('wizard-driver');
      await page.getByRole('button', { name: 'Continue' }).click();

      // 3. History (from the estimate), extras, changes and finance.
      await main(page).getByRole('form', { name: 'History and extras' }).waitFor();
      expect(await byLabel(page, 'Years of uninterrupted car insurance').inputValue()).toBe('5');
      await answerExtrasAndFinance(page);
      await shoot('wizard-history');
      await page.getByRole('button', { name: 'See my quote' }).click();

      // 4. The quote: the premium and the excess of every claim type.
      const quote = main(page).getByRole('region', { name: 'Your quote' });
      await quote.getByTestId('motor-premium').waitFor({ timeout: 15_000 });
      expect(await quote.getByTestId('motor-premium').textContent()).toMatch(/^R\s?[\d\s]+,\d\d$/);
      const excesses = quote.getByRole('table', { name: 'Excess per claim' });
      expect(await excesses.getByRole('row').count()).toBe(7);
      await excesses.getByRole('rowheader', { name: /^Glass/ }).waitFor();
      await quote.getByText(/Your quote holds for 7 days/).waitFor();
      await expectPlainPage(page);
      await shoot('wizard-quote');
      await page.getByRole('button', { name: 'Accept and continue' }).click();

      // 5. The inspection: the link texted, the photos taken on the phone.
      await main(page).getByRole('region', { name: 'Your vehicle’s inspection' }).waitFor();
      await expect
        .poll(() => byLabel(page, 'Mobile number for the link').inputValue(), { timeout: 10_000 })
        .toBe('+27825550101');
      expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      const earlierTexts = await inspectionTextIds(server.baseUrl);
      await page.getByRole('button', { name: 'Text me the inspection link' }).click();
      await main(page)
        .getByTestId('inspection-link-sent')
        .filter({ hasText: 'We sent the link to the number ending in 0101' })
        .waitFor();
      await main(page).getByTestId('inspection-status').filter({ hasText: 'Waiting for photos' }).waitFor();
      await shoot('wizard-inspection');
      const link = await inspectionLinkFromOutbox(server.baseUrl, earlierTexts);
      await takeInspectionPhotos(browser, server.baseUrl, link, prefix);

      await page.reload();
      await main(page)
        .getByTestId('inspection-status')
        .filter({ hasText: 'Photos sent for assessment' })
        .waitFor({ timeout: 15_000 });
      await main(page).getByText('Photos received: 7 of 7').waitFor();
      if (approvedBeforeDeclaration) {
        await approveInspection(server.baseUrl, vin);
        await page.reload();
        await main(page)
          .getByTestId('inspection-status')
          .filter({ hasText: 'Approved' })
          .waitFor({ timeout: 15_000 });
      }
      await expectPlainPage(page);
      await shoot('wizard-inspection-status');
      await page.getByRole('button', { name: 'Continue' }).click();

      // 6. Banking: a debit order, the billing address, the day cover starts.
      await main(page).getByRole('form', { name: 'Banking' }).waitFor();
      expect(await byLabel(page, 'Account holder name').inputValue()).toBe('Ayanda Dlamini');
      await byLabel(page, 'Bank').selectOption({ label: 'Capitec' });
      await expect.poll(() => byLabel(page, 'Branch code').inputValue()).toBe('470010');
      await byLabel(page, 'Account number').fill('1234567890');
      await byLabel(page, 'Account type').selectOption({ label: 'Savings' });
      await byLabel(page, 'Debit order day').selectOption({ label: '25th' });
      await page.getByRole('button', { name: 'Same as where the vehicle is kept' }).click();
      expect(await byLabel(page, 'Street address').inputValue()).toBe(HOME.street);
      expect(await byLabel(page, 'Cover starts on').inputValue()).toBe(saDayToday());
      await expectPlainPage(page);
      await shoot('wizard-banking');
      await page.getByRole('button', { name: 'Continue' }).click();

      // 7. The driver's licence and the declaration.
      const declaration = main(page).getByRole('form', { name: 'Documents and declaration' });
      await declaration.waitFor();
      await declaration.getByLabel(/^Driver’s licence/).setInputFiles({
        name: 'drivers-licence.pdf',
        mimeType: 'application/pdf',
        buffer: smallPdf('Driver licence'),
      });
      await declaration.getByText('drivers-licence.pdf · ').waitFor();
      const consents = await declaration.getByRole('checkbox').all();
      expect(consents).toHaveLength(3);
      for (const consent of consents) await consent.check();
      await expectPlainPage(page);
      await shoot('wizard-declaration');
      await page.getByRole('button', { name: 'Submit my application' }).click();

      if (approvedBeforeDeclaration) {
        // The inspection was approved: the policy is issued at once.
        await main(page).getByRole('heading', { name: 'You’re covered' }).waitFor({ timeout: 15_000 });
        expect(await main(page).getByTestId('new-policy-number').textContent()).toMatch(/^MOT-\d{4}-\d+$/);
        await shoot('issued');
        await page.waitForURL(/\/retail\/motor\/policies\/[0-9a-f-]{36}$/, { timeout: 15_000 });
      } else {
        // Declared before the assessment: the application waits for it and says so.
        await main(page).getByRole('heading', { name: 'Application received' }).waitFor({ timeout: 15_000 });
        await main(page)
          .getByText(/inspection/i)
          .first()
          .waitFor();
        await expectPlainPage(page);
        await shoot('application-received');
        await page.waitForURL(/\/retail\/motor\/policies$/, { timeout: 15_000 });
        const application = main(page)
          .getByText(/Corolla Cross 1\.8 XS 2022/)
          .first();
        await application.waitFor();
        await main(page)
          .getByText(/assess/i)
          .first()
          .waitFor();
        await expectPlainPage(page);
        await shoot('policies-waiting');
        await approveInspection(server.baseUrl, vin);
        await page.reload();
        await main(page)
          .getByRole('link', { name: /MOT-\d{4}-\d+/ })
          .first()
          .click();
        await page.waitForURL(/\/retail\/motor\/policies\/[0-9a-f-]{36}$/);
      }

      // The policy: its number, the vehicle and the excess table.
      await main(page)
        .getByText(/MOT-\d{4}-\d+/)
        .first()
        .waitFor();
      await main(page).getByText(vin, { exact: true }).waitFor();
      await main(page).getByText(registration, { exact: true }).first().waitFor();
      const policyExcesses = main(page).getByRole('table', { name: 'Excess per claim type' });
      await policyExcesses.getByRole('rowheader', { name: /^Glass/ }).waitFor();
      expect(await policyExcesses.getByRole('row').count()).toBe(7);
      await expectPlainPage(page);
      await shoot('policy');

      // A glass claim, inspected from photos.
      await main(page).getByRole('link', { name: 'Make a claim' }).click();
      await page.waitForURL(/\/retail\/motor\/claims\/new\?policyId=/);
      await page.getByRole('heading', { level: 1, name: 'Make a motor claim' }).waitFor();
      await page.getByRole('radio', { name: 'Glass', exact: true }).check();
      await main(page)
        .getByRole('status', { name: 'Excess for this claim' })
        .getByText(/^Excess for glass: R\s?1\s?500,00$/)
        .waitFor();
      await byLabel(page, 'Date it happened').fill(saDayToday());
      await byLabel(page, 'Time it happened').fill(earlierTodayInSouthAfrica());
      await byLabel(page, 'Street address where it happened').fill('N2 near the airport');
      await byLabel(page, 'Suburb or town').fill('Cape Town');
      await byLabel(page, 'Province').selectOption({ label: 'Western Cape' });
      await byLabel(page, 'Tell us what happened').fill(
        'A stone from a truck cracked the windscreen on the highway.',
      );
      await byLabel(page, 'Glass replacement quote amount (R)').fill('4500');
      await byLabel(page, 'Mobile number for the inspection link').fill('082 555 0101');
      await byLabel(page, 'Bank').selectOption({ label: 'Capitec' });
      await byLabel(page, 'Account holder name').fill('Ayanda Dlamini');
      await byLabel(page, 'Account number').fill('1234567890');
      await byLabel(page, 'Account type').selectOption({ label: 'Savings' });
      await main(page)
        .getByLabel(/^Photos of the damage/)
        .setInputFiles({ name: 'windscreen.png', mimeType: 'image/png', buffer: smallPng() });
      await main(page)
        .getByLabel(/^Glass replacement quote \(/)
        .setInputFiles({
          name: 'glass-quote.pdf',
          mimeType: 'application/pdf',
          buffer: smallPdf('Glass quote'),
        });
      await main(page)
        .getByRole('checkbox', { name: /I confirm that what I said is true/ })
        .check();
      await expectPlainPage(page);
      await shoot('claim-form');
      await page.getByRole('button', { name: 'Submit claim' }).click();
      await main(page)
        .getByText('claim submitted successfully', { exact: false })
        .first()
        .waitFor({ timeout: 15_000 });
      const claimNumber = (await main(page).getByTestId('claim-number').textContent()) ?? '';
      expect(claimNumber).not.toBe('');
      expect(await textClaimInspectionLink(page, server.baseUrl, '0101')).toMatch(/^\/inspection#t=/);
      await expectPlainPage(page);
      await shoot('claim-submitted');
      await main(page).getByRole('link', { name: 'View the claim' }).click();
      await page.waitForURL(/\/retail\/motor\/claims\/[0-9a-f-]{36}$/);
      await main(page).getByText(claimNumber).first().waitFor();
      await main(page)
        .getByText(/R\s?1\s?500,00/)
        .first()
        .waitFor();
      await main(page).getByRole('heading', { name: 'Inspection of the damage' }).waitFor();
      await expectPlainPage(page);
      await shoot('claim');

      // The policy is listed with the customer's motor cover.
      await page.goto('/retail/motor/policies');
      await main(page).getByRole('heading', { level: 1, name: 'My motor cover' }).waitFor();
      await main(page)
        .getByRole('link', { name: /MOT-\d{4}-\d+/ })
        .first()
        .waitFor();
      await shoot('policies');
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
      await context.close();
    }, 300_000);
  },
);
