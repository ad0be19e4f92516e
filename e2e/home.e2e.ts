import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cutRequests, DESKTOP, openPage, PHONE, screenshot, seriousAxeViolations } from './support/browser';
import { serverAndBrowserForThisFile } from './support/suite';

const suite = serverAndBrowserForThisFile();

async function fillCallbackForm(
  page: Page,
  source: 'home' | 'header',
  values: { name: string; mobile: string },
) {
  const form = page.locator(`form[data-source="${source}"]`);
  if (source === 'home') {
    // The home form loads when its section comes near the screen.
    await page.locator('#callback').waitFor();
    await page.locator('#callback').scrollIntoViewIfNeeded();
  }
  await form.waitFor();
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('Mobile number').fill(values.mobile);
  await form.getByLabel('Best time to call').selectOption('morning');
  await form.getByLabel('Cover you are interested in').selectOption('funeral');
  await form.getByRole('checkbox').check();
  return form;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('home page on a %s', (label, viewport) => {
  it('presents funeral, device and motor cover and passes axe', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const product of [/funeral/i, /device/i, /motor/i]) {
      await page.getByRole('heading', { name: product }).first().waitFor();
    }
    await screenshot(page, `home-${label}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the public pages on the narrower phones', () => {
  const PAGES = [
    '/',
    '/funeral',
    '/device',
    '/motor',
    '/retail/sign-in',
    '/employee/sign-in',
    '/operator/sign-in',
  ];
  /** The staff sign-in has the staff header: no shop menu, and no account menu before signing in. */
  const WITHOUT_MENU = new Set(['/operator/sign-in']);

  it.each([320, 360, 375])('fit %i px without sideways scrolling, the menu in reach', async (width) => {
    // A phone's browser: overlay scrollbars, and a layout viewport that widens when the page is too wide.
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const menu = page.getByRole('button', { name: /menu/i }).first();
      if (WITHOUT_MENU.has(path)) expect(await menu.count(), path).toBe(0);
      else await menu.waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      const menuRight = WITHOUT_MENU.has(path)
        ? 0
        : await menu.evaluate((button) => button.getBoundingClientRect().right);
      if (wide > width || menuRight > width)
        overflowing.push(`${path}: page ${wide} px, menu ends at ${menuRight}`);
    }
    if (width === 360) await screenshot(page, 'narrow-phone-360');
    expect(overflowing).toEqual([]);
    await context.close();
  });
});

describe('call back requests', () => {
  it('from the home page shows the home success indicator only', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    await page.goto('/');
    const form = await fillCallbackForm(page, 'home', { name: 'Lerato Khumalo', mobile: '082 123 4567' });
    await form.getByRole('button', { name: 'Call me back' }).click();
    const success = page.getByTestId('callback-home-success');
    await success.waitFor();
    expect(await success.textContent()).toMatch(/CB-/);
    expect(await page.getByTestId('callback-header-success').count()).toBe(0);
    await screenshot(page, 'callback-home-success-phone');
    await context.close();
  });

  it('from the header dialog shows the header success indicator only', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /request a call back/i })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const form = await fillCallbackForm(page, 'header', { name: 'Sipho Nkosi', mobile: '+27 71 555 0101' });
    await form.getByRole('button', { name: 'Call me back' }).click();
    const success = page.getByTestId('callback-header-success');
    await success.waitFor();
    expect(await success.textContent()).toMatch(/CB-/);
    expect(await page.getByTestId('callback-home-success').count()).toBe(0);
    await screenshot(page, 'callback-header-success-desktop');
    await context.close();
  });

  it('with the data saver on, the home page fetches the menu but no form, zod or API code until the form is near, and sends', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const formCode: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/callback-request-form-[^/]+\.js$/.test(request.url())) formCode.push(request.url());
      if (request.url().endsWith('.js')) scripts.push(request.url().split('/').pop() ?? '');
    });
    /** Whether a script whose file name starts with `name` (the build adds a hash) was fetched. */
    const fetched = (name: string) => scripts.some((file) => file.startsWith(`${name}-`));
    await page.goto('/');
    expect(
      await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
    ).toBe(true);
    // Past the 4 s by which the form's code downloads in idle time without the data saver.
    await page.waitForTimeout(5000);
    expect(formCode).toEqual([]);
    // nor zod, which arrives with its plain messages when a form first needs it (lib/zod-with-messages.ts)
    expect(fetched('zod')).toBe(false);
    // The menu is there in idle time all the same, without the signed-in account's sign-out and its API code.
    expect(fetched('mobile-nav-drawer')).toBe(true);
    expect([fetched('mobile-nav-account'), fetched('rtk-query')]).toEqual([false, false]);
    const form = await fillCallbackForm(page, 'home', { name: 'Thandi Mthembu', mobile: '083 765 4321' });
    expect(formCode).toHaveLength(1);
    expect(fetched('rtk-query')).toBe(true);
    await form.getByRole('button', { name: 'Call me back' }).click();
    const success = page.getByTestId('callback-home-success');
    await success.waitFor();
    expect(await success.textContent()).toMatch(/CB-/);
    expect(fetched('zod')).toBe(true);
    await context.close();
  });

  it('an invalid mobile number shows the field error and sends nothing', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/callback-requests'))
        posts.push(request.url());
    });
    await page.goto('/');
    const form = await fillCallbackForm(page, 'home', { name: 'Lerato Khumalo', mobile: '12345' });
    await form.getByRole('button', { name: 'Call me back' }).click();
    const mobile = form.getByLabel('Mobile number');
    await expect(mobile.getAttribute('aria-invalid')).resolves.toBe('true');
    await form.getByText('Please enter a valid South African mobile number').waitFor();
    expect(posts).toEqual([]);
    await screenshot(page, 'callback-invalid-mobile-phone');
    await context.close();
  });
});

describe('a visitor on a slow phone', () => {
  it.each(['/', '/funeral', '/retail/sign-in'])(
    "gets %s's startup scripts with V8's compile hint on their first line",
    async (path) => {
      // The hint (apps/web/vite/compile-hints.ts) has V8 compile a file's functions as it arrives, off the
      // page's main thread; anywhere but the first line, V8 may not read it.
      const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
      const response = await page.request.get(path);
      const html = await response.text();
      const scripts = [
        ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
      ].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(5);
      for (const script of scripts) {
        const code = await (await page.request.get(script)).text();
        expect(code.split('\n', 1)[0], script).toBe('//# allFunctionsCalledOnLoad');
      }
      await context.close();
    },
  );

  it('who scrolls down and taps a link before the page is live keeps her place and goes where she tapped', async () => {
    const { context, page, consoleErrors } = await openPage(suite.browser, suite.server.baseUrl, PHONE);
    // The page's code is held back until she has scrolled, as on a slow network: she reads the
    // prerendered page first, and it hydrates under her.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const link = page.getByRole('main').getByRole('link', { name: 'Get a device quote' });
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('auto');

    release();
    // The router's scroll keeper sets this once the page has hydrated.
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    // Where she was (hydration moves nothing on the page); before the fix the router scrolled to 0.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(50);

    await link.click();
    await page.waitForURL(/\/device\/quote$/);
    await page.getByRole('searchbox', { name: 'Search for your phone' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('whose menu cannot download keeps the page and is told why; the menu opens once the network is back', async () => {
    // No service worker here, so the network is what fails.
    const { context, page } = await openPage(suite.browser, suite.server.baseUrl, PHONE, {
      serviceWorkers: 'block',
    });
    const network = await cutRequests(page, '**/assets/mobile-nav-drawer-*.js');
    await page.goto('/');
    // Not by role: the open menu hides the rest of the page from assistive technology.
    const heading = page.locator('main h1');
    const menu = page.getByRole('button', { name: 'Open menu' });
    // The router's scroll keeper sets this once the page has hydrated.
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await menu.click();
    const dropped = 'We could not open this because the connection dropped. Please try again.';
    // Announced in the live region at once, and shown in the snackbar once its code is in (two elements
    // with the same text, so each is looked for where it is; the snackbar's is MUI's documented class).
    await page.getByTestId('notification-alert').filter({ hasText: dropped }).waitFor();
    await page.locator('.MuiAlert-message', { hasText: dropped }).waitFor();
    expect(await heading.textContent()).toMatch(/insurance/i);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    network.reconnect();
    await menu.click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await heading.textContent()).toMatch(/insurance/i);
    await context.close();
  });
});
