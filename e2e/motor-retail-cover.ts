import { expect } from 'vitest';
import { byLabel, saDayToday, smallPdf, smallPng } from './funeral-helpers';
import {
  approveInspection,
  thisMinuteInSouthAfrica,
  expectPlainPage,
  main,
  textClaimInspectionLink,
} from './motor-helpers';
import type { MotorRetailCar, MotorRetailJourney } from './motor-retail-journey';
import { submitClaimForm } from './claim-helpers';

/** The last stages of a retail customer's motor journey (`motor-retail.e2e.ts`): the policy, then a claim. */

/** A policy at once when the inspection was approved; else an application that turns into one when it is. */
export async function policyIssued(journey: MotorRetailJourney, car: MotorRetailCar): Promise<void> {
  const { page, baseUrl, shoot } = journey;
  const { vin, approvedBeforeDeclaration } = car;
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
    await approveInspection(baseUrl, vin);
    await page.reload();
    await main(page)
      .getByRole('link', { name: /MOT-\d{4}-\d+/ })
      .first()
      .click();
    await page.waitForURL(/\/retail\/motor\/policies\/[0-9a-f-]{36}$/);
  }
}

/** The policy with its vehicle and excess table, then a glass claim inspected from photos. */
export async function policyAndGlassClaim(journey: MotorRetailJourney, car: MotorRetailCar): Promise<void> {
  const { page, baseUrl, shoot } = journey;
  const { vin, registration } = car;
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
  await byLabel(page, 'Time it happened').fill(thisMinuteInSouthAfrica());
  await byLabel(page, 'Street address where it happened').fill('N2 near the airport');
  await byLabel(page, 'Suburb or town').fill('Cape Town');
  await byLabel(page, 'Province').selectOption({ label: 'Western Cape' });
  await byLabel(page, 'Tell us what happened').fill(
    'A stone from a truck cracked the windscreen on the highway.',
  );
  await byLabel(page, 'Glass replacement quote amount (R)').fill('4500');
  await byLabel(page, 'Mobile number for the inspection link').fill('082 555 0101');
  // paid by debit order: the payout goes to the account the premiums come from unless another is chosen
  await main(page).getByText('The account your premiums come from', { exact: false }).waitFor();
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
  const claimNumber = await submitClaimForm(page, shoot);
  expect(await textClaimInspectionLink(page, baseUrl, '0101')).toMatch(/^\/inspection#t=/);
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
}
