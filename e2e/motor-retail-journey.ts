import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { VEHICLE_MESSAGES } from '@cover/domain/motor';
import { byLabel, saDayToday } from './funeral-helpers';
import {
  approveInspection,
  attachDriversLicence,
  expectPlainPage,
  inspectionLinkFromOutbox,
  inspectionTextIds,
  main,
  takeInspectionPhotos,
} from './motor-helpers';
import {
  answer,
  answerExtrasAndFinance,
  answerInsuranceHistory,
  fillDriverAndOwner,
  fillVehicleIdentity,
} from './motor-wizard-helpers';

/**
 * The stages of a retail customer's motor journey (`motor-retail.e2e.ts`), in the order the customer goes
 * through them. Each starts on the page the one before left open.
 */

/** Where a journey runs: the browser, the customer's page, the server, and how it takes its pictures. */
export interface MotorRetailJourney {
  browser: Browser;
  page: Page;
  baseUrl: string;
  /** A screenshot at the page's own width, named for the stage. */
  shoot: (name: string) => Promise<void>;
  /** Names the inspection's photos apart per run. */
  prefix: string;
}

/** The car insured, and whether its inspection is approved before the declaration or after it. */
export interface MotorRetailCar {
  vin: string;
  registration: string;
  engineNumber: string;
  approvedBeforeDeclaration: boolean;
}

const HOME = { street: '14 Kloof Street', city: 'Cape Town', province: 'Western Cape', postalCode: '8001' };

/** The motor page's estimate of a 2022 Corolla Cross from the valuation guide, then into sign-in. */
export async function estimateThenSignIn(journey: MotorRetailJourney): Promise<void> {
  const { page, shoot } = journey;
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

/** Wizard steps 1–4: the estimate's car carried over, its identity, driver and owner, history, the quote. */
export async function vehicleToQuote(journey: MotorRetailJourney, car: MotorRetailCar): Promise<void> {
  const { page, shoot } = journey;
  const { vin, registration, engineNumber } = car;
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
  expect(await byLabel(page, 'Years of uninterrupted motor insurance').inputValue()).toBe('5');
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
}

/** Step 5: the inspection link texted, the seven photos taken on a phone, approved here or later. */
export async function inspection(journey: MotorRetailJourney, car: MotorRetailCar): Promise<void> {
  const { browser, page, baseUrl, shoot, prefix } = journey;
  const { vin, approvedBeforeDeclaration } = car;
  // 5. The inspection: the link texted, the photos taken on the phone.
  await main(page).getByRole('region', { name: 'Your vehicle’s inspection' }).waitFor();
  await expect
    .poll(() => byLabel(page, 'Mobile number for the link').inputValue(), { timeout: 10_000 })
    .toBe('082 555 0101');
  expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  const earlierTexts = await inspectionTextIds(baseUrl);
  await page.getByRole('button', { name: 'Text me the inspection link' }).click();
  await main(page)
    .getByTestId('inspection-link-sent')
    .filter({ hasText: 'We sent the link to the number ending in 0101' })
    .waitFor();
  await main(page).getByTestId('inspection-status').filter({ hasText: 'Waiting for photos' }).waitFor();
  await shoot('wizard-inspection');
  const link = await inspectionLinkFromOutbox(baseUrl, earlierTexts);
  await takeInspectionPhotos(browser, baseUrl, link, prefix);

  await page.reload();
  await main(page)
    .getByTestId('inspection-status')
    .filter({ hasText: 'Photos sent for assessment' })
    .waitFor({ timeout: 15_000 });
  await main(page).getByText('Photos received: 7 of 7').waitFor();
  if (approvedBeforeDeclaration) {
    await approveInspection(baseUrl, vin);
    await page.reload();
    await main(page)
      .getByTestId('inspection-status')
      .filter({ hasText: 'Approved' })
      .waitFor({ timeout: 15_000 });
  }
  await expectPlainPage(page);
  await shoot('wizard-inspection-status');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Steps 6 and 7: the debit order, billing address and first day of cover; the licence and the declaration. */
export async function bankingAndDeclaration(journey: MotorRetailJourney): Promise<void> {
  const { page, shoot } = journey;
  // 6. Payment: a debit order, the billing address, the day cover starts.
  await main(page).getByRole('form', { name: 'Payment' }).waitFor();
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
  await attachDriversLicence(declaration, 'drivers-licence.pdf');
  await declaration.getByText('drivers-licence.pdf · ').waitFor();
  const consents = await declaration.getByRole('checkbox').all();
  expect(consents).toHaveLength(3);
  for (const consent of consents) await consent.check();
  await expectPlainPage(page);
  await shoot('wizard-declaration');
  await page.getByRole('button', { name: 'Submit my application' }).click();
}
