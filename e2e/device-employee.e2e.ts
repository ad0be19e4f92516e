import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerEmployee } from './employee-customer';
import { byLabel, shootBoth, smallPdf } from './funeral-helpers';
import { openPage, PHONE, seriousAxeViolations } from './support/browser';
import { notPlainTextOnPage } from './support/plain-text';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * Device cover as an employee on the roster lives it, on a phone: register → the device card of the
 * dashboard → the quote → the wizard paid by salary deduction (no bank details asked) → the proof of
 * purchase → consents → the policy, billed with the salary on the 25th → moved to a debit order and back to
 * the salary, each move authorised.
 */

const suite = serverAndBrowserForThisFile();

const main = (page: Page) => page.getByRole('main');
const expectPlainPage = async (page: Page) => expect(await notPlainTextOnPage(page)).toEqual([]);

describe('device cover for an employee', () => {
  it('insures a phone paid by salary deduction, and takes credit life on a financed phone', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const shoot = (name: string) => shootBoth(page, `employee-${name}`, 'device');
    await registerEmployee(page, suite.server.baseUrl);
    // the dashboard leads an employee to their own wizard, not the public page written for retail customers
    await main(page)
      .getByRole('region', { name: 'Device cover' })
      .getByRole('link', { name: 'Insure a phone' })
      .click();
    await page.waitForURL(/\/employee\/device\/register/);
    await page.getByRole('searchbox', { name: 'Search for your phone' }).fill('iphone 16e');
    await page.getByRole('radio', { name: /Apple iPhone 16e 128 GB/ }).click();
    await byLabel(page, 'Colour').selectOption('White');
    await byLabel(page, 'IMEI number').fill('353918060239858');
    await page
      .getByRole('radiogroup', { name: 'Is the phone on a contract?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page
      .getByRole('radiogroup', { name: 'Did you buy the phone from Telkom?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByRole('checkbox', { name: 'I own this phone' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('form', { name: 'Credit life' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('form', { name: 'Payment' }).waitFor();
    await page.getByRole('radio', { name: 'Deduct from my salary' }).check();
    expect(await byLabel(page, 'Account number').count()).toBe(0);
    await byLabel(page, 'Street address').fill('3 Protea Road');
    await byLabel(page, 'City or town').fill('Durban');
    await byLabel(page, 'Province').selectOption({ label: 'KwaZulu-Natal' });
    await byLabel(page, 'Postal code').fill('4001');
    await shoot('payment');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to documents' }).click();
    const documents = main(page).getByRole('region', { name: 'Your documents' });
    await documents.waitFor();
    const inputs = page.locator('input[type="file"]');
    expect(await inputs.count()).toBe(2);
    await inputs
      .nth(0)
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: smallPdf('Invoice') });
    await inputs
      .nth(1)
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: smallPdf('Contract') });
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await main(page).getByRole('form', { name: 'Confirm' }).waitFor();
    await main(page)
      .getByText(/salary/i)
      .first()
      .waitFor();
    // phone cover alone: no credit check is asked (that is for credit life on the finance, decision 0016);
    // paid from the salary: the deduction's own consent with the premium a month, then terms and POPIA
    expect(await main(page).getByRole('checkbox').count()).toBe(3);
    await main(page)
      .getByRole('checkbox', {
        name: /^I authorise Telkom to deduct R\s.+ a month from my salary for this cover\.$/,
      })
      .waitFor();
    for (const consent of await main(page).getByRole('checkbox').all()) await consent.check();
    await expectPlainPage(page);
    await shoot('confirm');
    await page.getByRole('button', { name: 'Confirm and take out cover' }).click();
    await main(page)
      .getByText(/DEV-\d{4}-\d+/)
      .first()
      .waitFor();
    await page.waitForURL(/\/employee\/device\/policies\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await main(page).getByText('353918060239858', { exact: true }).waitFor();
    await main(page)
      .getByText('Deduct from salary')
      .or(main(page).getByText(/salary/i))
      .first()
      .waitFor();
    await expectPlainPage(page);
    await shoot('policy');

    // Moving the cover to a debit order and back to the salary: each move is authorised for the amount a
    // month, and nothing moves until it is (QA walk 15 no. 1)
    const policyUrl = page.url();
    await page.goto(`${policyUrl}/payment`);
    await main(page).getByRole('button', { name: 'Update payment details' }).click();
    const order = main(page).getByRole('region', { name: 'New debit order' });
    await byLabel(order, 'Bank').selectOption({ label: 'Capitec' });
    await byLabel(order, 'Account holder name').fill('Thabo Mokoena');
    await byLabel(order, 'Account number').fill('1234567890');
    await byLabel(order, 'Account type').selectOption({ label: 'Savings' });
    await order
      .getByRole('checkbox', {
        name: /^I authorise the insurer to collect R\s.+ a month by debit order from your Capitec account ending 7890/,
      })
      .check();
    await order.getByRole('button', { name: 'Save payment details' }).click();
    await order.waitFor({ state: 'detached' });
    await main(page).getByText(/7890/).first().waitFor();
    await main(page).getByRole('button', { name: 'Update payment details' }).click();
    const salary = main(page).getByRole('region', { name: 'Pay from my salary' });
    await salary.getByRole('button', { name: 'Pay from my salary' }).click();
    await salary.getByText('Please tick to authorise the deduction from your salary').waitFor();
    await expectPlainPage(page);
    await shoot('payment-to-salary');
    await salary
      .getByRole('checkbox', {
        name: /^I authorise Telkom to deduct R\s.+ a month from my salary for this cover\.$/,
      })
      .check();
    await salary.getByRole('button', { name: 'Pay from my salary' }).click();
    await salary.waitFor({ state: 'detached' });
    await main(page)
      .getByText('Deduct from salary')
      .or(main(page).getByText(/salary reference/i))
      .first()
      .waitFor();

    // Credit life on another financed phone, on its own.
    await page.goto('/employee/device/policies');
    await main(page).getByRole('link', { name: 'Credit life on a financed phone' }).first().click();
    await page.waitForURL(/\/employee\/device\/credit-life\/new$/);
    await main(page).getByRole('form', { name: 'Credit life on a financed phone' }).waitFor();
    await byLabel(page, 'Phone brand').fill('Samsung');
    await byLabel(page, 'Phone model').fill('Galaxy S25');
    await byLabel(page, 'IMEI number').fill('352099001761481');
    await byLabel(page, 'Outstanding balance').fill('8000');
    await main(page).getByText('R 33,60').first().waitFor();
    await expect.poll(() => byLabel(page, 'First name').inputValue(), { timeout: 10_000 }).toBe('Thabo');
    await main(page).getByRole('button', { name: 'Add a beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a beneficiary' });
    await byLabel(dialog, 'Relationship to you').selectOption('spouse');
    await byLabel(dialog, 'First name').fill('Naledi');
    await byLabel(dialog, 'Last name').fill('Mokoena');
    await byLabel(dialog, 'Share (%)').fill('100');
    await dialog.getByRole('button', { name: 'Add beneficiary' }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const consent of await main(page).getByRole('checkbox').all()) await consent.check();
    await expectPlainPage(page);
    await shoot('credit-life-new');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Take out credit life' }).click();
    await page.waitForURL(/\/employee\/device\/credit-life\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await main(page)
      .getByText(/DCL-\d{4}-\d+/)
      .first()
      .waitFor();
    await main(page)
      .getByText(/Never more than R\s4,50 per R\s1\s000/)
      .first()
      .waitFor();
    await expectPlainPage(page);
    await shoot('credit-life-policy');
    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  });
});
