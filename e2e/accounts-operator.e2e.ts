import { describe, expect, it } from 'vitest';
import { expectAlert, field, shootBoth } from './accounts-helpers';
import { cutRequests, DESKTOP, openPage, PHONE, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/** Operator sign-in with the seeded demo operator (operator / Operator#2026) and sign-out. */

const suite = serverAndBrowserForThisFile();

describe('operator sign-in', () => {
  it('refuses wrong credentials, signs in, shows the operator in the header and signs out', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);

    await page.goto('/operator');
    await page.waitForURL(/\/operator\/sign-in\?next=%2Foperator/);
    await page.getByRole('heading', { level: 1, name: 'Operator sign in' }).waitFor();
    await shootBoth(page, 'operator-sign-in');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field(page, 'Username').fill('operator');
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAlert(page, 'Invalid credentials, Please try later or contact admin');

    await field(page, 'Password').fill('Operator#2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/operator$/);
    await page.getByText('Signed in as').waitFor();
    await page.getByRole('button', { name: /account menu for/i }).waitFor();
    await shootBoth(page, 'operator-dashboard');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The session survives a reload (persisted operatorUser + HttpOnly cookie).
    await page.reload();
    await page.getByText('Signed in as').waitFor();

    await page.getByRole('button', { name: /account menu for/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/operator\/sign-in/);
    await page.goto('/operator');
    await page.waitForURL(/\/operator\/sign-in/);
    const session = await page.evaluate(() =>
      fetch('/api/operator/getUserName').then((response) => response.status),
    );
    expect(session).toBe(401);

    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await context.close();
  });

  it('keeps what was typed and says why when the checks cannot download, then checks once they can', async () => {
    // The form's checks load on first use (issue 15). No service worker here, so the network is what fails.
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE, {
      serviceWorkers: 'block',
    });
    await page.goto('/operator/sign-in');
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    const network = await cutRequests(page, '**/assets/{operator-login-checks,zod}-*.js');
    await field(page, 'Username').fill('operator');
    await submit.click();
    await expectAlert(
      page,
      'We could not check your details because the connection dropped. Please try again.',
    );
    expect(await field(page, 'Username').inputValue()).toBe('operator');

    network.reconnect();
    await submit.click();
    await page.getByText('Password is required').waitFor();
    expect(await field(page, 'Username').inputValue()).toBe('operator');
    await context.close();
  });
});
