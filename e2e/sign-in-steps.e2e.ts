import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, field, outboxIds, shootBoth } from './accounts-helpers';
import { registerEmployee, THABO } from './employee-customer';
import { saIdFor } from './funeral-helpers';
import { signUpRetail, type RetailPerson } from './retail-customer';
import { cutRequests, DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * The richer sign-in steps against the real pool: with IDP_MFA=ON a new customer sets up an authenticator
 * app (QR code or typed key) at first sign-in and is asked for its code from then on; an employee signs in
 * with a code texted to the work cellphone on the employer's roster (CUSTOM_AUTH).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const AYANDA: RetailPerson = {
  idNumber: saIdFor('1988-02-11', 4201),
  username: 'ayanda.zulu',
  firstName: 'Ayanda',
  lastName: 'Zulu',
  email: 'ayanda.zulu@example.co.za',
  password: 'Str0ng!Passw0rd',
};

/** The authenticator app's code for the key the page shows (grouped in fours for typing). */
async function authenticatorCode(page: Page): Promise<{ secret: string; code: string }> {
  const key = await page
    .getByRole('main')
    .getByText(/^([A-Z2-7]{4}\s+){3,}[A-Z2-7]{1,4}$/)
    .textContent();
  const secret = (key ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return { secret, code: generateSync({ secret }) };
}

const main = (page: Page) => page.getByRole('main');

async function signInWithPassword(page: Page, username: string, password: string) {
  await field(page, 'SA ID number or username').fill(username);
  await field(page, 'Password').fill(password);
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('pool MFA required (IDP_MFA=ON)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ IDP_MFA: 'ON' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('a new customer sets up an authenticator app at first sign-in, then signs in with its code', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, PHONE);
    await page.goto('/retail/sign-in');
    // Confirming the account cannot finish the sign-in on its own: MFA must be set up first.
    await signUpRetail(page, server.baseUrl, AYANDA, (url) => url.pathname.startsWith('/retail'));
    if (!page.url().includes('/retail/sign-in')) await page.goto('/retail/sign-in');
    await signInWithPassword(page, AYANDA.username, AYANDA.password);

    await main(page).getByText('How would you like to get your sign-in codes?').waitFor();
    await shootBoth(page, 'mfa-setup-choice');
    await main(page)
      .getByRole('radio', { name: /authenticator app/i })
      .check();
    await main(page).getByRole('button', { name: 'Continue' }).click();

    await main(page)
      .getByRole('img', { name: 'QR code to add Telkom Cover to your authenticator app' })
      .waitFor();
    await shootBoth(page, 'mfa-totp-setup');
    const { secret, code } = await authenticatorCode(page);
    await field(page, 'Verification code').fill(code);
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/retail');

    // From now on the password is followed by the app's code.
    await page.goto('/retail/profile');
    await page
      .getByRole('region', { name: 'Password and sign-in' })
      .getByRole('button', { name: 'Sign out', exact: true })
      .click();
    await page.waitForURL(/\/retail\/sign-in/);
    await signInWithPassword(page, AYANDA.username, AYANDA.password);
    await main(page).getByText('Enter the code from your authenticator app.').waitFor();
    await field(page, 'Verification code').fill('000000');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await main(page).getByRole('alert').first().waitFor();
    await field(page, 'Verification code').fill(generateSync({ secret }));
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/retail');
    await context.close();
  });
});

describe('an employee signs in with a code to the roster cellphone (CUSTOM_AUTH)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`without the password, at ${viewport.width} px`, async () => {
      const { page, context } = await openPage(browser, server.baseUrl, viewport);
      if (viewport === PHONE) {
        await registerEmployee(page, server.baseUrl, THABO);
        await context.clearCookies();
        await page.evaluate(() => localStorage.clear());
      }
      await page.goto('/employee/sign-in');
      const before = await outboxIds(server.baseUrl, '+27821000001');
      await field(page, 'User name or salary reference number').fill(THABO.salaryReference);
      await main(page).getByRole('button', { name: 'Text a code to my work phone' }).click();
      await main(page)
        .getByText(/We sent a 6-digit code to the number ending in 0001/)
        .waitFor();
      if (viewport === PHONE) await shootBoth(page, 'roster-code-step');
      await field(page, 'Verification code').fill(
        await codeFromOutbox(server.baseUrl, '+27821000001', before),
      );
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/employee');
      await context.close();
    });
  }

  it('asks nothing of the pool while the next steps cannot download, and carries on once they can', async () => {
    // No service worker in this context, so the network is what fails (issue 15: those steps load on use).
    const { context, page } = await openPage(browser, server.baseUrl, PHONE, { serviceWorkers: 'block' });
    // THABO was registered by the 390 px test above (the tests of a file run in order).
    await page.goto('/employee/sign-in');
    const sendCode = main(page).getByRole('button', { name: 'Text a code to my work phone' });
    await expect.poll(() => sendCode.isEnabled(), { timeout: 15_000 }).toBe(true);
    const network = await cutRequests(page, '**/assets/sign-in-challenge-form-*.js');
    const before = await outboxIds(server.baseUrl, '+27821000001');
    await field(page, 'User name or salary reference number').fill(THABO.salaryReference);
    await sendCode.click();
    await main(page)
      .getByRole('alert')
      .filter({
        hasText: 'We could not check your details because the connection dropped. Please try again.',
      })
      .waitFor();
    expect(await outboxIds(server.baseUrl, '+27821000001')).toEqual(before);
    expect(await field(page, 'User name or salary reference number').inputValue()).toBe(
      THABO.salaryReference,
    );

    network.reconnect();
    await sendCode.click();
    await main(page)
      .getByText(/We sent a 6-digit code to the number ending in 0001/)
      .waitFor();
    await context.close();
  });
});
