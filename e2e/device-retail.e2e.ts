import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byLabel, saDayToday, saIdFor, shootHere, smallPdf, smallPng } from './funeral-helpers';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { notPlainTextOnPage } from './support/plain-text';
import { startServer, type RunningServer } from './support/server';
import { signUpRetail } from './retail-customer';
import { submitClaimForm } from './claim-helpers';

/**
 * Device cover as a retail customer lives it, at 390 px and at 1280 px: the home page's device card → the
 * device quote (search the catalogue, credit life on the phone's finance) → sign up and back into the
 * registration wizard → the phone and its IMEI, credit life beneficiaries, the debit order → proof of
 * purchase with its progress → the consents → the issued policy with its schedule → a screen damage claim
 * with the excess stated first → the claim's status; a second claim on the phone is refused.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const expectPlainPage = async (page: Page) => expect(await notPlainTextOnPage(page)).toEqual([]);

describe.each([
  { viewport: PHONE, sequence: 5401, user: 'lindiwe.phone', imei: '356938035643809' },
  { viewport: DESKTOP, sequence: 5402, user: 'lindiwe.desk', imei: '490154203237518' },
])('device cover for a retail customer at $viewport.width px', ({ viewport, sequence, user, imei }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('goes from the home page to an insured phone and a claim', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
    const shoot = (name: string) => shootHere(page, `retail-${name}`, 'device');

    await page.goto('/');
    await main(page).getByRole('link', { name: 'Get a device quote' }).click();
    await page.waitForURL(/\/device\/quote$/);
    await page.getByRole('searchbox', { name: 'Search for your phone' }).fill('galaxy a16');
    await page.getByRole('radio', { name: /Samsung Galaxy A16 128 GB/ }).click();
    await page.getByRole('checkbox', { name: "Add credit life on my phone's finance" }).check();
    await byLabel(page, 'Outstanding balance').fill('3000');
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await estimate.getByText('R 91,60').waitFor();
    await estimate.getByRole('row', { name: 'Screen damage R 600,00' }).waitFor();
    await expectPlainPage(page);
    await shoot('quote');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    await page.waitForURL(/\/retail\/sign-in/);
    await signUpRetail(
      page,
      server.baseUrl,
      {
        idNumber: saIdFor('1985-03-04', sequence),
        username: user,
        firstName: 'Lindiwe',
        lastName: 'Mokoena',
        email: `${user}@example.co.za`,
        password: 'Correct-Horse-9!',
      },
      (url) => url.pathname === '/retail/device/register',
    );
    await page.getByRole('heading', { level: 1, name: 'Insure your phone' }).waitFor();
    await main(page).getByText('Samsung Galaxy A16 128 GB').first().waitFor();
    await byLabel(page, 'IMEI number').fill('1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page)
      .getByText('Please enter the 15-digit IMEI number. Dial *#06# on the phone to see it.')
      .waitFor();
    await byLabel(page, 'Colour').selectOption('Black');
    await byLabel(page, 'IMEI number').fill(imei.replace(/(\d{5})/g, '$1 ').trim());
    await page
      .getByRole('radiogroup', { name: 'Is the phone on a contract?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await page
      .getByRole('radiogroup', { name: 'Did you buy the phone from Telkom?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByRole('checkbox', { name: 'I own this phone' }).check();
    await shoot('wizard-phone');
    await expectPlainPage(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('form', { name: 'Credit life' }).waitFor();
    await expect.poll(() => byLabel(page, 'First name').inputValue(), { timeout: 10_000 }).toBe('Lindiwe');
    await main(page).getByRole('button', { name: 'Add a beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a beneficiary' });
    await byLabel(dialog, 'Relationship to you').selectOption('spouse');
    await byLabel(dialog, 'First name').fill('Sipho');
    await byLabel(dialog, 'Last name').fill('Mokoena');
    await byLabel(dialog, 'Share (%)').fill('100');
    await dialog.getByRole('button', { name: 'Add beneficiary' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main(page).getByRole('status').filter({ hasText: 'Total 100%' }).waitFor();
    await shoot('wizard-credit-life');
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('form', { name: 'Payment' }).waitFor();
    await byLabel(page, 'Bank').selectOption({ label: 'Capitec' });
    await expect.poll(() => byLabel(page, 'Branch code').inputValue()).toBe('470010');
    await byLabel(page, 'Account number').fill('1234567890');
    await byLabel(page, 'Account type').selectOption({ label: 'Savings' });
    await byLabel(page, 'Debit order day').selectOption({ label: '25th' });
    await byLabel(page, 'Street address').fill('12 Jacaranda Street');
    await byLabel(page, 'City or town').fill('Pretoria');
    await byLabel(page, 'Province').selectOption({ label: 'Gauteng' });
    await byLabel(page, 'Postal code').fill('0002');
    await shoot('wizard-payment');
    await page.getByRole('button', { name: 'Continue to documents' }).click();
    await main(page).getByRole('region', { name: 'Your documents' }).waitFor();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'till-slip.pdf',
        mimeType: 'application/pdf',
        buffer: smallPdf('Till slip'),
      });
    await shoot('wizard-documents');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await main(page).getByRole('form', { name: 'Confirm' }).waitFor();
    await expectPlainPage(page);
    await shoot('wizard-confirm');
    for (const consent of await main(page).getByRole('checkbox').all()) await consent.check();
    await page.getByRole('button', { name: 'Confirm and take out cover' }).click();
    const policyNumber = main(page)
      .getByText(/DEV-\d{4}-\d+/)
      .first();
    await policyNumber.waitFor();
    await shoot('issued');
    await page.waitForURL(/\/retail\/device\/policies\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await main(page).getByText(imei, { exact: true }).first().waitFor();
    await shoot('policy');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectPlainPage(page);
    await main(page).getByRole('link', { name: 'Make a claim' }).click();
    await page.waitForURL(/\/retail\/device\/claims\/new/);
    await page.getByRole('heading', { level: 1, name: 'Make a device claim' }).waitFor();
    await byLabel(page, 'Date it happened').fill(saDayToday());
    await page.getByRole('radio', { name: 'Screen damage' }).check();
    await byLabel(page, 'Tell us what happened').fill(
      'The phone fell from my pocket and the screen cracked.',
    );
    await main(page)
      .getByRole('status', { name: 'Excess for this claim' })
      .getByText('Excess for screen damage: R 600,00')
      .waitFor();
    await byLabel(page, 'Repair quote amount (R)').fill('1800');
    // the payout starts from the account the premiums come from (the debit order above), its number masked
    const payout = main(page).getByRole('region', { name: 'Where to pay the benefit' });
    await payout
      .getByText('The account your premiums come from — change it if the payout should go elsewhere.')
      .waitFor();
    await payout.getByText('••••7890').waitFor();
    expect(await byLabel(page, 'Account number').count()).toBe(0);
    const files = page.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: smallPng() });
    await files.nth(1).setInputFiles({
      name: 'repair-quote.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf('Repair quote'),
    });
    await submitClaimForm(page, shoot);
    await shoot('claim-submitted');
    await main(page).getByRole('link', { name: 'View the claim' }).click();
    await page.waitForURL(/\/retail\/device\/claims\/[0-9a-f-]{36}$/);
    await main(page).getByText('Pending').first().waitFor();
    await main(page).getByText('R 600,00').first().waitFor();
    await expectPlainPage(page);
    await shoot('claim');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The phone's claim is open: the policy page says so and a second claim cannot be started.
    await page.goto('/retail/device/policies');
    await main(page)
      .getByRole('link', { name: /DEV-2026-\d+/ })
      .first()
      .click();
    await main(page)
      .getByText(/already has a claim being dealt with/)
      .first()
      .waitFor();
    await shoot('policy-open-claim');
    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  });
});
