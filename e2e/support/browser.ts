import { chromium, errors, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

const artifacts = path.resolve(import.meta.dirname, '..', 'artifacts');

/**
 * Chromium's headless mode is the whole browser without a screen: each new context opens a window, and each
 * window loaded the address bar's suggestion popup (a WebUI page, chrome://omnibox-popup.top-chrome) in a
 * renderer of its own. That renderer kept its main thread busy for 0.9–1.7 s while the page under test
 * loaded on the same two vCPUs (a trace of /funeral, 2026-12-03). A phone's browser runs nothing of the kind
 * beside the page, so the two features that load the popup are turned off (decision 0029, last addendum).
 */
const NO_ADDRESS_BAR_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

/** `extraArgs`: more of Chromium's switches (the bench's trust in its HTTP/2 front's certificate). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
      NO_ADDRESS_BAR_POPUP,
      ...extraArgs,
    ],
  });
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  /** serviceWorkers 'block': none, so a request the test cuts fails as it would on a dropped network. */
  options: { bypassCSP?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/**
 * Saves a full-page screenshot under e2e/artifacts/ (ignored by git) for a person to look at. A picture
 * takes about 0.3 s on a quiet machine; one waited past Playwright's 30 s default on a loaded CI machine
 * (2026-11-30). Another never came (2026-12-06, the first picture of a journey): its call log stopped at
 * "fonts loaded", the step before Chromium draws the picture, for 60 s. So a picture gets 30 s, and if none
 * comes the page is brought to the front, which has Chromium draw it again, and is asked once more.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 30_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    await page.bringToFront();
    await page.screenshot({ path: file, fullPage: true, timeout: 60_000 });
  }
  return file;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and returns the serious and critical violations. Colours are judged as drawn:
 * axe runs once fades and slides (a dialog opening) have finished. A part of the page that arrives while
 * axe runs (a list loaded after the page, fading in) can still be caught half drawn on a loaded machine
 * (the policy page's document buttons were, once in CI), so a colour-contrast finding is judged again once
 * the page has settled; a real one is found both times.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const first = await axeOnSettledPage(page);
  return first.some((violation) => violation.id === 'color-contrast') ? axeOnSettledPage(page) : first;
}

async function axeOnSettledPage(page: Page): Promise<AxeViolation[]> {
  // endless animations (a spinner, a loading skeleton's pulse) never finish and do not count
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const require = createRequire(import.meta.url);
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Holds the requests matching `pattern` until `release()`, as a slow network would: a prerendered page is
 * painted and can be answered while its JavaScript has not arrived. Use it with `serviceWorkers: 'block'`.
 */
export async function holdRequests(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Cuts the requests matching `pattern` as a dropped network would, until `reconnect()`. Use it on a page
 * opened with `serviceWorkers: 'block'`, so the service worker's caches do not answer instead.
 */
export async function cutRequests(page: Page, pattern: string): Promise<{ reconnect: () => void }> {
  let offline = true;
  await page.route(pattern, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  return { reconnect: () => (offline = false) };
}
