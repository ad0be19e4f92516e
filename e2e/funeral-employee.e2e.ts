import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerEmployee as registerThabo, THABO } from './employee-customer';
import { byLabel, shootBoth } from './funeral-helpers';
import { openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * An employee on the roster (apps/server/src/seed/roster.ts: salary reference 10000001 is Thabo Mokoena,
 * ID 8503145123084) registers, takes the employee funeral cover paid by salary deduction, and sees and
 * takes the free funeral benefit.
 */

const suite = serverAndBrowserForThisFile();

const main = (page: Page) => page.getByRole('main');

const registerEmployee = (page: Page) => registerThabo(page, suite.server.baseUrl);

async function addBeneficiary(page: Page, first: string) {
  await main(page).getByRole('button', { name: 'Add a beneficiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a beneficiary' });
  await byLabel(dialog, 'Relationship to you').selectOption('spouse');
  await byLabel(dialog, 'First name').fill(first);
  await byLabel(dialog, 'Last name').fill('Mokoena');
  await dialog.getByRole('button', { name: 'Add beneficiary' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function details(page: Page) {
  await page.getByRole('form', { name: 'Your details' }).waitFor();
  await expect.poll(() => byLabel(page, 'SA ID number').inputValue()).toBe(THABO.idNumber);
  await expect.poll(() => byLabel(page, 'First name').inputValue()).toBe('Thabo');
  if ((await byLabel(page, 'Mobile number').inputValue()) === '')
    await byLabel(page, 'Mobile number').fill('082 100 0001');
  await shootBoth(page, 'employee-details');
  await main(page).getByRole('button', { name: 'Continue', exact: true }).click();
}

describe('employee funeral journey', () => {
  it('takes the employee funeral cover by salary deduction and the free benefit', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await registerEmployee(page);

    // The employee funeral page: the free benefit, employee cover and paid cover.
    await page.goto('/employee/funeral');
    await page.getByRole('heading', { level: 1, name: 'Funeral cover' }).waitFor();
    const free = page.getByRole('article', { name: 'Free funeral benefit' });
    await free.getByRole('link', { name: 'Take my free benefit' }).waitFor();
    await page.getByText('You have no funeral policies yet').waitFor();
    await shootBoth(page, 'employee-overview-empty');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // EMPLOYEE_FUNERAL_INSURANCE paid by salary deduction.
    await page
      .getByRole('article', { name: 'Employee funeral cover' })
      .getByRole('link', { name: 'Get a quote' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Employee funeral cover' }).waitFor();
    await page.getByRole('radio', { name: /option c/i }).check();
    await page.getByRole('checkbox', { name: /cover my spouse/i }).check();
    await byLabel(page, 'First name').fill('Naledi');
    await byLabel(page, 'Last name').fill('Mokoena');
    await byLabel(page, 'Date of birth').fill('1987-07-09');
    await shootBoth(page, 'employee-cover');
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await details(page);
    await addBeneficiary(page, 'Naledi');
    await shootBoth(page, 'employee-beneficiaries');
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click();
    const total = page.getByTestId('employee-total-premium');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/Total premium: R/);
    await page.getByText(/deduct from salary/).waitFor();
    // the deduction is authorised for the premium the confirm step shows (its digits, whatever the spacing)
    const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
    const deductionText = await page
      .getByText(/I authorise Telkom to deduct R.* a month from my salary/)
      .textContent();
    expect(digits(deductionText)).toBe(digits(await total.textContent()));
    const deduction = page.getByRole('checkbox', {
      name: /I authorise Telkom to deduct R.* a month from my salary/,
    });
    await deduction.check();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await page.getByRole('checkbox', { name: /POPIA/ }).check();
    await shootBoth(page, 'employee-confirm');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Apply for this cover' }).click();
    await page.getByTestId('new-policy-number').waitFor();
    await shootBoth(page, 'employee-success');
    await page.waitForURL(/\/employee\/funeral\/policies\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Your funeral policy' }).waitFor();
    await page.getByText('Deduct from salary').waitFor();
    await page.getByText('Naledi Mokoena').first().waitFor();
    await page.getByTestId('pdf-preview').waitFor();
    await shootBoth(page, 'employee-policy');

    // The free benefit: shown on the funeral page and taken.
    await page.goto('/employee/funeral');
    await page
      .getByRole('article', { name: 'Free funeral benefit' })
      .getByRole('link', { name: 'Take my free benefit' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Free funeral benefit' }).waitFor();
    await page.getByText('Your free funeral benefit').waitFor();
    await shootBoth(page, 'employee-free-cover');
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await details(page);
    await addBeneficiary(page, 'Naledi');
    await main(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Nothing: this benefit is paid by Telkom.').waitFor();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await page.getByRole('checkbox', { name: /POPIA/ }).check();
    await main(page).getByRole('button', { name: 'Take my free benefit' }).click();
    await page.getByTestId('new-policy-number').waitFor();
    await page.waitForURL(/\/employee\/funeral\/policies\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Your free funeral benefit' }).waitFor();
    await shootBoth(page, 'employee-free-policy');

    await page.goto('/employee/funeral');
    const held = page.getByRole('article', { name: 'Free funeral benefit' });
    await held.getByText('You have it').waitFor();
    await held.getByRole('link', { name: 'Claim' }).waitFor();
    await expect
      .poll(() =>
        main(page)
          .getByRole('link', { name: /^(EFN|FUN)/ })
          .count(),
      )
      .toBe(2);
    await shootBoth(page, 'employee-overview');

    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  }, 400_000);
});
