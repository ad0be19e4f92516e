/** A retail customer for the browser journeys: signed up through the screens, and their API calls. */
import type { Page } from 'playwright-core';
import { codeFromOutbox, field } from './accounts-helpers';

export interface RetailPerson {
  idNumber: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Signs up from the sign-in page (or any page linking "Create an account") and confirms with the mailed code. */
export async function signUpRetail(
  page: Page,
  baseUrl: string,
  person: RetailPerson,
  landing: (url: URL) => boolean = (url) => url.pathname === '/retail' || url.pathname === '/funeral/apply',
): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  await field(page, 'SA ID number').fill(person.idNumber);
  await field(page, 'Username').fill(person.username);
  await field(page, 'First name').fill(person.firstName);
  await field(page, 'Last name').fill(person.lastName);
  await field(page, 'Email address').fill(person.email);
  await field(page, 'Mobile number').fill('082 555 0101');
  await field(page, 'Password').fill(person.password);
  await field(page, 'Confirm password').fill(person.password);
  await page.getByRole('checkbox', { name: /privacy notice/i }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForURL(/\/retail\/confirm-sign-up/);
  await field(page, 'Confirmation code').fill(await codeFromOutbox(baseUrl, person.email));
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await page.waitForURL(landing);
}

/** Calls the API from the page as the signed-in customer (the session's access token), as another client would. */
export function apiAs(page: Page) {
  return (method: 'GET' | 'POST', path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
        const response = await fetch(path, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await response.json()) as Record<string, unknown>;
      },
      { method, path, body },
    );
}
