import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byLabel } from './funeral-helpers';
import { answer, answerInsuranceHistory } from './motor-wizard-helpers';
import { DESKTOP, holdRequests, openPage, PHONE, screenshot } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

/**
 * A prerendered page is on screen, with its fields, before its JavaScript has arrived (decision 0029).
 * On a slow phone a visitor answers then, or taps a button; the answers must still count once the page
 * is live, and the tap must still do what it says. The page's scripts are held back while the test
 * answers, as a slow network would hold them.
 */

const suite = serverAndBrowserForThisFile();

/**
 * In the page: whether the renderer has taken over its first field. Preact (the browser bundle's renderer,
 * decision 0033) keeps a field's event handlers on it as `__e`; React keeps its own copy of the value.
 */
const isLive = () => {
  const field = document.querySelector('main input') as { __e?: unknown; _valueTracker?: unknown } | null;
  return typeof field?.__e === 'object' || Boolean(field?._valueTracker);
};
const hydrated = (page: Page) => page.evaluate(isLive);

/**
 * Opens `path` at `viewport` while the requests matching `pattern` wait, as a slow network would hold them,
 * until `held.release()`; no service worker, so nothing answers them from a cache meanwhile.
 */
async function openWhileHeld(
  viewport: { width: number; height: number },
  path: string,
  pattern: string,
  waitUntil: 'commit' | 'domcontentloaded' = 'commit',
) {
  const opened = await openPage(suite.browser, suite.server.baseUrl, viewport, { serviceWorkers: 'block' });
  const held = await holdRequests(opened.page, pattern);
  await opened.page.goto(path, { waitUntil });
  return { ...opened, held };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('answers given before the page is live, on a %s', (label, viewport) => {
  it('the funeral calculator keeps the cover, the age and the spouse ticked before it hydrated', async () => {
    const { context, page, consoleErrors, held } = await openWhileHeld(
      viewport,
      '/funeral',
      '**/assets/**/*.js',
    );
    await page.getByRole('radio', { name: /option d/i }).check();
    await byLabel(page, 'Your age').fill('50');
    await page.getByRole('checkbox', { name: 'Include my spouse' }).check();
    expect(await hydrated(page)).toBe(false);

    held.release();
    await page.waitForFunction(isLive);
    // The spouse's age is asked for because the tick counted; the age and the cover are the ones given.
    await byLabel(page, "Spouse's age").fill('45');
    const breakdown = page.getByRole('region', { name: 'Premium breakdown' });
    await breakdown.getByText('Estimate checked against our rates').waitFor();
    expect(await breakdown.getByText('Main member · age 50').count()).toBe(1);
    expect(await breakdown.getByText('Spouse · age 45').count()).toBe(1);
    expect(await breakdown.getByText(/^Option D: R\s25\s000 cover/).count()).toBe(2);
    expect(await byLabel(page, 'Your age').inputValue()).toBe('50');
    expect(await page.getByRole('radio', { name: /option d/i }).isChecked()).toBe(true);
    await screenshot(page, `prerendered-answers-funeral-${label}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a button tapped while the page was not yet live is tapped again once it is, once', async () => {
    // The entry has run (DOMContentLoaded follows it), the page's own module has not arrived: React is not
    // listening yet.
    const { context, page, consoleErrors, held } = await openWhileHeld(
      viewport,
      '/funeral',
      '**/assets/calculator-page-*.js',
      'domcontentloaded',
    );
    await page.getByRole('button', { name: 'Add extended family' }).click();
    expect(await hydrated(page)).toBe(false);

    held.release();
    await page.getByRole('group', { name: 'Extended family member 1' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('group', { name: /^Extended family member/ }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a tap before any of the page's JavaScript has arrived still opens what it asks for", async () => {
    // Nothing but the HTML: only the inline script in its head (allowed by its hash in the page's CSP; a
    // refused script would be a console error) is catching taps.
    const { context, page, consoleErrors, held } = await openWhileHeld(viewport, '/', '**/assets/**/*.js');
    await page.locator('header button[aria-haspopup=dialog]').click();
    expect(await page.evaluate(() => document.querySelectorAll('script[type=module]').length)).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    held.release();
    await page.getByRole('dialog', { name: 'Request a call back' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the motor estimate, live once the page is up, keeps the answers given before then', async () => {
    // The page is live, the estimate's own module has not arrived: its prerendered form takes answers.
    const { context, page, consoleErrors, held } = await openWhileHeld(
      viewport,
      '/motor',
      '**/assets/motor-estimate-*.js',
      'domcontentloaded',
    );
    await answer(page, 'What is the vehicle used for?', 'Business use').check();
    await answerInsuranceHistory(page);
    await answer(page, 'Does the vehicle have extras or accessories you want covered?', 'No').check();
    expect(await byLabel(page, 'Make').isDisabled()).toBe(true);

    held.release();
    const quoted = page.waitForRequest((request) => request.url().endsWith('/free/getVehicleQuote'));
    // Live: the makes come from the valuation guide; the vehicle is the only answer still to give.
    await byLabel(page, 'Make').selectOption('Toyota');
    await byLabel(page, 'Model').selectOption('Corolla Cross 1.8 XS');
    await byLabel(page, 'Year made').selectOption('2022');
    const asked = (await quoted).postDataJSON() as Record<string, unknown>;
    expect(asked).toMatchObject({ vehicle: { make: 'Toyota', vehicleUsedFor: 'business' } });
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await estimate.getByTestId('motor-premium').waitFor({ timeout: 15_000 });
    expect(await answer(page, 'What is the vehicle used for?', 'Business use').isChecked()).toBe(true);
    expect(await byLabel(page, 'Claims in the last 3 years').inputValue()).not.toBe('');
    await screenshot(page, `prerendered-answers-motor-${label}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the sign-in page signs in with what was typed before it hydrated', async () => {
    const { context, page, consoleErrors, held } = await openWhileHeld(
      viewport,
      '/retail/sign-in',
      '**/assets/**/*.js',
    );
    await page.getByLabel('SA ID number or username').fill('nobody.here');
    await page.locator('input[type=password]').fill('not-the-password-1');
    expect(await hydrated(page)).toBe(false);

    held.release();
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
    // The button stays disabled until the page is live; the click waits for it.
    await submit.click();
    // The pool answered the answers typed before hydration: no "enter your …" check stopped the form.
    await page.getByText('Incorrect username or password').first().waitFor();
    expect(await page.getByLabel('SA ID number or username').inputValue()).toBe('nobody.here');
    expect(consoleErrors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });
});
