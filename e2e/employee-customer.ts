/** An employee on the seeded roster for the browser journeys: registered and confirmed through the screens. */
import type { Page } from 'playwright-core';
import { codeFromOutbox, field } from './accounts-helpers';

export interface RosterEmployee {
  salaryReference: string;
  idNumber: string;
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** apps/server/src/seed/roster.ts: salary reference 10000001 is Thabo Mokoena, ID 8503145123084. */
export const THABO: RosterEmployee = {
  salaryReference: '10000001',
  idNumber: '8503145123084',
  fullName: 'Thabo Mokoena',
  email: 'thabo.mokoena@example.co.za',
  username: 'thabo.m',
  password: 'Empl0yee!Pass',
};

export async function registerEmployee(page: Page, baseUrl: string, employee: RosterEmployee = THABO) {
  await page.goto('/employee/register');
  await field(page, 'Salary reference number').fill(employee.salaryReference);
  await field(page, 'ID number').fill(employee.idNumber);
  await field(page, 'ID number').blur();
  await page.getByRole('status').filter({ hasText: employee.fullName }).waitFor();
  await field(page, 'Email address').fill(employee.email);
  await field(page, 'Cell number').fill('082 100 0001');
  await field(page, 'User name').fill(employee.username);
  await field(page, 'Password').fill(employee.password);
  await field(page, 'Confirm password').fill(employee.password);
  await page.getByRole('checkbox', { name: /privacy notice/i }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(/\/employee\/confirm-sign-up/);
  await field(page, 'Confirmation code').fill(await codeFromOutbox(baseUrl, employee.email));
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await page.waitForURL(/\/employee$/);
}
