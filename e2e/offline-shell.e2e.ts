import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

// Decision 0029: a public page visited once opens again without the network, from the service worker's
// caches, and hydrates; nothing from /api is ever kept.

const suite = serverAndBrowserForThisFile();

/**
 * Whether the service worker controls the page and has kept the page and every script it loaded, among
 * them one starting with each of `scripts` (code the page loads once it is idle).
 */
const isKept = (page: Page, path: string, scripts: readonly string[]) =>
  page.evaluate(
    async ({ pagePath, wanted }) => {
      if (!navigator.serviceWorker.controller) return false;
      if (!(await caches.match(pagePath))) return false;
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.startsWith('/assets/'));
      if (!wanted.every((prefix) => loaded.some((script) => script.startsWith(prefix)))) return false;
      const kept = await Promise.all(loaded.map((script) => caches.match(script)));
      return kept.every(Boolean);
    },
    { pagePath: path, wanted: scripts },
  );

/**
 * Waits until the page is kept for offline use (page.waitForFunction does not await a promise its
 * predicate returns, so the async check is polled). A first visit does not always get the page kept in
 * time on a busy machine: then the page is visited once more, online, as a returning customer would.
 */
async function keptForOffline(page: Page, path: string, scripts: readonly string[] = []): Promise<void> {
  const poll = (timeout: number) =>
    expect.poll(() => isKept(page, path, scripts), { interval: 250, timeout }).toBe(true);
  try {
    await poll(10_000);
  } catch {
    await page.reload();
    await poll(30_000);
  }
}

/** Every address the service worker's caches hold. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

describe('the public pages without the network', () => {
  it('the home page opens again offline, painted and hydrated', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A phone downloads the menu's code once the page is idle, so the menu opens offline too.
    await keptForOffline(page, '/', ['/assets/mobile-nav-drawer-']);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/insurance/i);
    // The app runs: the menu button answers (its handler flips aria-expanded). The open menu hides the rest
    // of the page from assistive technology, the button too, so the button is found with what is hidden.
    const menu = page.getByRole('button', { name: 'Open menu', includeHidden: true });
    await expect
      .poll(async () => {
        await menu.click();
        return menu.getAttribute('aria-expanded');
      })
      .toBe('true');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await context.close();
  });

  it('the sign-in page opens again offline and its form answers; no /api answer is kept', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await page.goto('/retail/sign-in');
    const username = page.getByLabel(/username/i).first();
    await username.waitFor();
    await keptForOffline(page, '/retail/sign-in');
    // The page asked the API (its config) while online.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/')),
    );

    await context.setOffline(true);
    await page.reload();
    // MUI marks the field focused once its React handlers are attached: the pre-rendered field is there
    // before the app hydrates it, so a focus given before then is given again until MUI answers.
    await expect
      .poll(async () => {
        await username.blur();
        await username.focus();
        return username.evaluate((input) => input.closest('.MuiInputBase-root')?.className ?? '');
      })
      .toContain('Mui-focused');
    await username.fill('thandi');
    await expect(username.inputValue()).resolves.toBe('thandi');

    const addresses = await cachedAddresses(page);
    expect(addresses).toContain('/retail/sign-in');
    expect(addresses.filter((address) => address.startsWith('/api'))).toEqual([]);
    await context.close();
  });

  it('an address without its own copy gets the app shell offline, which renders the page', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await page.goto('/');
    await keptForOffline(page, '/');
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/index.html'))), { timeout: 30_000 })
      .toBe(true);
    await context.setOffline(true);
    // With a query the home page is not the prerendered copy: the shell renders it in the browser.
    await page.goto('/?from=offline');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/insurance/i);
    await context.close();
  });
});
