import { expect } from 'vitest';
import { byLabel } from './funeral-helpers';
import {
  approveInspection,
  expectPlainPage,
  inspectionLinkFromOutbox,
  inspectionTextIds,
  main,
  takeInspectionPhotos,
} from './motor-helpers';
import type { MotorRetailCar, MotorRetailJourney } from './motor-retail-journey';

/** The vehicle a retail customer's motor cover moves to (`motor-retail.e2e.ts`). */
export interface NextCar {
  vin: string;
  registration: string;
  engineNumber: string;
}

/**
 * From the policy page: Swap vehicle → an inspection of the new car started there, its make, model and
 * year from the valuation guide → the photo link texted, the photos taken on a phone → the assessor's
 * approval → the approved car chosen and valued by the guide → the new premium beside the old → the swap
 * confirmed → the policy page with the new car. Ends on the policy page.
 */
export async function swapToAnotherCar(
  journey: MotorRetailJourney,
  car: MotorRetailCar,
  next: NextCar,
): Promise<void> {
  const { browser, page, baseUrl, shoot, prefix } = journey;
  const policyUrl = page.url();
  await main(page).getByText(car.vin, { exact: true }).waitFor();
  await main(page).getByRole('link', { name: 'Swap vehicle' }).click();
  await page.waitForURL(/\/retail\/motor\/policies\/[0-9a-f-]{36}\/swap$/);
  await main(page).getByRole('button', { name: 'Start an inspection of another vehicle' }).click();

  // The new car's inspection: make, model and year from the guide, its papers typed.
  const form = main(page).getByRole('form', { name: 'New vehicle inspection' });
  await form.waitFor();
  await expect.poll(() => byLabel(form, 'Make').isEnabled(), { timeout: 15_000 }).toBe(true);
  await byLabel(form, 'Make').selectOption('Volkswagen');
  await byLabel(form, 'Model').selectOption('Polo 1.0 TSI Life');
  await byLabel(form, 'Year made').selectOption('2021');
  await form.getByTestId('vehicle-valuation').getByText(/^R\s/).first().waitFor();
  await byLabel(form, 'Colour').fill('White');
  await byLabel(form, 'Registration number').fill(next.registration);
  await byLabel(form, 'VIN').fill(next.vin);
  await byLabel(form, 'Engine number').fill(next.engineNumber);
  await byLabel(form, 'Odometer reading (km)').fill('38000');
  await byLabel(form, 'Year first registered').selectOption('2021');
  await byLabel(form, 'Month first registered').selectOption({ label: 'May' });
  await expectPlainPage(page);
  await shoot('swap-new-inspection');
  await form.getByRole('button', { name: 'Start the inspection' }).click();

  // Chosen at once, waiting for its photos: the link texted to the customer's phone.
  const choice = main(page).getByRole('radiogroup', { name: 'Which vehicle does the cover move to?' });
  const waiting = choice.getByRole('radio', {
    name: /^Volkswagen Polo 1\.0 TSI Life .* Waiting for photos$/,
  });
  await waiting.waitFor({ timeout: 15_000 });
  expect(await waiting.isChecked()).toBe(true);
  const earlierTexts = await inspectionTextIds(baseUrl);
  await main(page).getByRole('button', { name: 'Send the photo link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the photo link' });
  // the customer's own number, filled in once their details have come
  await expect
    .poll(() => byLabel(dialog, 'Mobile number').inputValue(), { timeout: 10_000 })
    .toBe('082 555 0101');
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  const link = await inspectionLinkFromOutbox(baseUrl, earlierTexts);
  await takeInspectionPhotos(browser, baseUrl, link, `${prefix}-swap`);
  await approveInspection(baseUrl, next.vin);

  // Back on the swap page: the approved car, valued by the guide, priced beside today's premium.
  await page.reload();
  const approved = main(page)
    .getByRole('radiogroup', { name: 'Which vehicle does the cover move to?' })
    .getByRole('radio', { name: /^Volkswagen Polo 1\.0 TSI Life .* Approved$/ });
  await approved.check();
  await expect.poll(() => byLabel(page, 'Model').inputValue(), { timeout: 15_000 }).toBe('Polo 1.0 TSI Life');
  await expect.poll(() => byLabel(page, 'Year made').inputValue()).toBe('2021');
  await main(page).getByTestId('vehicle-valuation').getByText(/^R\s/).first().waitFor();
  await main(page).getByText(next.vin, { exact: true }).waitFor();
  await expectPlainPage(page);
  await shoot('swap-chosen');
  await main(page).getByRole('button', { name: 'See the new premium' }).click();
  const preview = main(page).getByRole('region', { name: 'Your new premium' });
  await preview.getByText('New monthly premium').waitFor({ timeout: 15_000 });
  await expect.poll(() => preview.textContent()).toMatch(/Premium now\s*R\s?[\d\s]+,\d\d/);
  await expectPlainPage(page);
  await shoot('swap-priced');
  await preview.getByRole('button', { name: 'Confirm the swap' }).click();

  // The policy now covers the new car.
  await page.waitForURL(policyUrl, { timeout: 15_000 });
  await main(page).getByText(next.vin, { exact: true }).waitFor({ timeout: 15_000 });
  await main(page).getByText(next.registration, { exact: true }).first().waitFor();
  expect(await main(page).getByText(car.vin, { exact: true }).count()).toBe(0);
  await expectPlainPage(page);
  await shoot('swapped');
}
