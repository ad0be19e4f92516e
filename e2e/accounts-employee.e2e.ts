import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFromOutbox, expectAlert, field, shootBoth } from './accounts-helpers';
import { openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * Employee registration against the seeded roster (apps/server/src/seed/roster.ts: salary reference
 * 10000001 is Thabo Mokoena, born 1985-03-14), sign-in with the leading-zero form of the salary reference,
 * and both roster errors.
 */

const SALARY_REFERENCE = '10000001';
const ID_NUMBER = '8503145123084';
const EMAIL = 'thabo.mokoena@example.co.za';
const PASSWORD = 'Empl0yee!Pass';

const suite = serverAndBrowserForThisFile();

/** The roster answers once the salary reference number and the ID number are both filled in. */
async function lookUp(page: Page, reference: string, idNumber = ID_NUMBER) {
  await field(page, 'Salary reference number').fill(reference);
  await field(page, 'ID number').fill(idNumber);
  await field(page, 'ID number').blur();
}

async function signOutOnPhone(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/employee\/sign-in/);
}

describe('employee registration and sign-in', () => {
  it('registers against the roster, confirms, signs in with the salary reference and shows the roster errors', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);

    await page.goto('/employee/sign-in');
    await page.getByRole('heading', { level: 1, name: 'Employee sign in' }).waitFor();
    await shootBoth(page, 'employee-sign-in');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { level: 1, name: 'Register as an employee' }).waitFor();

    // An unknown salary reference number.
    await lookUp(page, '99999999');
    await page.getByText('No employee data available for the given salary reference number').waitFor();
    await shootBoth(page, 'employee-register-unknown');

    // The roster match fills the names and the employee type.
    await lookUp(page, SALARY_REFERENCE);
    await page.getByRole('status').filter({ hasText: 'Thabo Mokoena' }).waitFor();
    await expect.poll(() => field(page, 'First name').inputValue()).toBe('Thabo');
    await expect.poll(() => field(page, 'Employee type').inputValue()).toBe('Permanent');
    await field(page, 'Email address').fill(EMAIL);
    await field(page, 'Cell number').fill('082 100 0001');
    await field(page, 'User name').fill('thabo.m');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /privacy notice/i }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await shootBoth(page, 'employee-register');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL(/\/employee\/confirm-sign-up/);
    // the username is handed on in the history entry, never in the address (QA walk 10 no. 1)
    expect(page.url()).not.toContain('10000001');
    const code = await codeFromOutbox(suite.server.baseUrl, EMAIL);
    await field(page, 'Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm my account' }).click();

    // Signed in automatically (two-factor off): the employee's home with all three product lines.
    await page.waitForURL(/\/employee$/);
    await page.getByRole('heading', { level: 1, name: /, Thabo$/ }).waitFor();
    for (const empty of [
      'You have no funeral policies yet',
      'You have no device cover yet',
      'You have no motor cover yet',
    ]) {
      await page.getByText(empty).waitFor();
    }
    await page.getByText(SALARY_REFERENCE, { exact: true }).waitFor();
    await shootBoth(page, 'employee-dashboard');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/employee/profile');
    await page.getByText('Salary reference number').waitFor();
    await expect.poll(() => field(page, 'Email address').inputValue()).toBe(EMAIL);
    await shootBoth(page, 'employee-profile');

    // Sign out (the phone menu), then sign in with the salary reference written with a leading zero.
    await signOutOnPhone(page);
    expect(await page.evaluate(() => localStorage.getItem('employeeTwoFactorStatus'))).toBeNull();
    await field(page, 'User name or salary reference number').fill(`0${SALARY_REFERENCE}`);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/employee$/);
    await page.getByRole('heading', { level: 1, name: /, Thabo$/ }).waitFor();

    // And with the chosen user name.
    await signOutOnPhone(page);
    await field(page, 'User name or salary reference number').fill('thabo.m');
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/employee$/);

    // The same salary reference cannot register twice.
    await signOutOnPhone(page);
    await page.goto('/employee/register');
    await lookUp(page, SALARY_REFERENCE);
    await page
      .getByText(
        'User with this given Salary reference number is already registered, Please login to continue',
      )
      .waitFor();
    await shootBoth(page, 'employee-register-registered');

    // A wrong password on sign-in.
    await page.goto('/employee/sign-in');
    await field(page, 'User name or salary reference number').fill(SALARY_REFERENCE);
    await field(page, 'Password').fill('Wr0ng!Password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAlert(page, 'Incorrect username or password');

    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  });
});
