import Fastify from 'fastify';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { localhostCertificate, startHttp2Front } from './support/http2-front';
import { startApp } from './support/servers';
import { MEASURED_PAGES, VITALS_GOALS } from './web-pages';
import { installVitalsProbe, PROBED_FIELD, type PageVitals } from './web-vitals-probe';

/**
 * Issue 15's cheap phone: Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a CPU four times
 * slower, through the DevTools protocol; an empty cache and a 390 px screen for every run.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const PHONE = { width: 390, height: 844 };
/** A run ends once the page answered and the network has been quiet this long (or at the time-out). */
const QUIET_MS = 1500;
const RUN_TIMEOUT_MS = 30_000;

interface Run extends PageVitals {
  /** A key pressed in the probed field once the page settled: key down to the next paint (null: no field). */
  keystrokeMs: number | null;
  scriptKb: number;
  totalKb: number;
  /** The protocol the page came over, as the browser reports it (`http/1.1`, `h2`). */
  protocol: string;
  /** The page did not load within the run's time: its figures are unknown (the median then too). */
  timedOut: boolean;
}

/** Event Timing leaves out interactions shorter than this; such a keystroke counts as this long. */
const EVENT_TIMING_THRESHOLD_MS = 16;

/** Presses a digit (every probed field takes one) in the probed field; the interaction's Event Timing. */
async function pressKey(page: Page): Promise<number | null> {
  await page.focus(PROBED_FIELD);
  const before = await page.evaluate(() => (window.__vitals as PageVitals).interactionMs.length);
  await page.keyboard.press('4');
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const interactions = await page.evaluate(() => (window.__vitals as PageVitals).interactionMs);
    if (interactions.length > before) return Math.max(...interactions.slice(before));
  }
  return EVENT_TIMING_THRESHOLD_MS;
}

/**
 * Counts the bytes on the wire (compressed, as sent) of what the page fetched itself, and tells when the
 * network has been quiet. Once the page's service worker has taken over, what it serves the page counts
 * 0 here: the worker fetched it, in a target of its own.
 */
function watchNetwork(cdp: CDPSession) {
  const scripts = new Set<string>();
  const inFlight = new Map<string, string>();
  let scriptBytes = 0;
  let totalBytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.set(event.requestId, new URL(event.request.url).pathname);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  const done = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => {
    totalBytes += event.encodedDataLength;
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
    done(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event) => done(event.requestId));
  return {
    quietFor: () => (inFlight.size === 0 ? Date.now() - lastActivity : 0),
    /** What the page still waits for. */
    pending: () => [...inFlight.values()],
    scriptKb: () => scriptBytes / 1024,
    totalKb: () => totalBytes / 1024,
  };
}

/** `saveData`: the phone's data saver on (`navigator.connection.saveData`, the `Save-Data` header). */
async function measureOnce(browser: Browser, url: string, saveData = false): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // tsx names functions with a __name helper that the page does not have: give it one.
    await page.addInitScript({
      content: `var __name = (f) => f; (${installVitalsProbe.toString()})(${JSON.stringify(PROBED_FIELD)});`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const network = watchNetwork(cdp);
    try {
      await page.goto(url, { waitUntil: 'load', timeout: RUN_TIMEOUT_MS });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      // One page that never loads must not end the whole benchmark: the run counts as unknown, and what
      // the page was still waiting for is printed.
      console.log(
        `${url} did not load within ${RUN_TIMEOUT_MS / 1000} s; waiting for: ${network.pending().join(' ')}`,
      );
      return {
        fcpMs: null,
        lcpMs: null,
        lcpElement: '',
        cls: 0,
        usableMs: null,
        probe: null,
        blockingMs: 0,
        interactionMs: [],
        keystrokeMs: null,
        protocol: '?',
        scriptKb: network.scriptKb(),
        totalKb: network.totalKb(),
        timedOut: true,
      };
    }
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    let vitals = await page.evaluate(() => window.__vitals as PageVitals);
    while (Date.now() < deadline && (vitals.usableMs === null || network.quietFor() < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      vitals = await page.evaluate(() => window.__vitals as PageVitals);
    }
    const keystrokeMs = vitals.probe === 'input' ? await pressKey(page) : null;
    const protocol = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.toJSON().nextHopProtocol as string,
    );
    return {
      ...vitals,
      keystrokeMs,
      protocol,
      scriptKb: network.scriptKb(),
      totalKb: network.totalKb(),
      timedOut: false,
    };
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length < values.length) return null;
  return known[Math.floor(known.length / 2)] ?? null;
};
const seconds = (ms: number | null) => (ms === null ? 'never' : (ms / 1000).toFixed(2));
const verdict = (value: number | null, goal: number) => (value !== null && value <= goal ? 'ok' : 'OVER');

/** The floor: one static HTML page (a heading and a paragraph) from a bare Fastify, same phone. */
async function startFloor() {
  const app = Fastify({ logger: false });
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html')
      .send(
        '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
          '<body><header><button>Menu</button></header><main><h1>Insurance made simple</h1><p>Funeral, phone and motor cover.</p></main></body></html>',
      ),
  );
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

export async function benchWebVitals(): Promise<void> {
  const app = await startApp();
  const floor = await startFloor();
  // The fronts' certificate is trusted by its key, as a phone trusts production's: with a certificate
  // error Chromium would refuse the pages' service worker, and the HTTP/2 rows would measure pages without
  // the worker they have in production (decision 0029, sixteenth addendum).
  const certificate = localhostCertificate();
  const appFront = await startHttp2Front(app.url, certificate);
  const floorFront = await startHttp2Front(floor.url, certificate);
  const browser = await launchBrowser([`--ignore-certificate-errors-spki-list=${certificate.spki}`]);
  try {
    // Each page as the app serves it (HTTP/1.1: six connections a host, a round trip per request on each)
    // and as a phone reaches it behind a load balancer speaking HTTP/2 (one connection, every request at once).
    const servers = [
      { app: app.url, floor: floor.url },
      { app: appFront.url, floor: floorFront.url },
    ];
    const measured = [
      { name: 'floor: static HTML, bare Fastify', path: '/', onFloor: true },
      ...MEASURED_PAGES.map((page) => ({
        name: `${page.name} ${page.path}`,
        path: page.path,
        onFloor: false,
      })),
    ];
    const targets = [
      ...measured.flatMap((target) =>
        servers.map((server) => ({
          name: target.name,
          url: `${target.onFloor ? server.floor : server.app}${target.path}`,
          saveData: false,
        })),
      ),
      // What a visitor with the data saver on downloads: code fetched ahead of need waits until it is
      // wanted (when-idle.ts, decision 0035, addendum). Through the front, as in production.
      { name: 'home / (data saver on)', url: `${appFront.url}/`, saveData: true },
    ];
    const rows = [];
    for (const target of targets) {
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index += 1)
        runs.push(await measureOnce(browser, target.url, target.saveData));
      const lcp = median(runs.map((run) => run.lcpMs));
      // A run that timed out has no layout shift to count: unknown, not 0.
      const cls = runs.some((run) => run.timedOut) ? null : median(runs.map((run) => run.cls));
      const usable = median(runs.map((run) => run.usableMs));
      const keystroke = runs.every((run) => run.keystrokeMs !== null)
        ? median(runs.map((run) => run.keystrokeMs))
        : null;
      rows.push({
        page: target.name,
        // As the browser saw it: each run's protocol (the front must have been reached over HTTP/2).
        via: [...new Set(runs.map((run) => run.protocol))].join(' '),
        'LCP s': seconds(lcp),
        'LCP ≤1.2': verdict(lcp, VITALS_GOALS.lcpMs),
        CLS: cls === null ? '?' : cls.toFixed(3),
        'CLS ≤0.05': verdict(cls, VITALS_GOALS.cls),
        'usable s': seconds(usable),
        'usable ≤2': verdict(usable, VITALS_GOALS.usableMs),
        probe: runs[0]?.probe ?? '-',
        'blocking ms': Math.round(median(runs.map((run) => run.blockingMs)) ?? 0),
        'keystroke ms': keystroke === null ? '-' : Math.round(keystroke),
        'JS kB wire': +(median(runs.map((run) => run.scriptKb)) ?? 0).toFixed(1),
        'all kB wire': +(median(runs.map((run) => run.totalKb)) ?? 0).toFixed(1),
        'LCP runs s': runs.map((run) => seconds(run.lcpMs)).join(' '),
        'timed out': runs.filter((run) => run.timedOut).length,
        'LCP element': runs[0]?.lcpElement ?? '',
      });
    }
    console.log(
      `\nWeb: pages on a cheap phone (Slow 4G ${SLOW_4G.latency} ms / 1.6 Mbit/s, CPU ×${CPU_SLOWDOWN}, ` +
        `${PHONE.width} px, empty cache), median of ${RUNS} runs; goals LCP ≤ 1.2 s, CLS ≤ 0.05, usable ≤ 2 s; ` +
        `keystroke: a key pressed in the first field once the page settled, to the next paint (no goal)`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    await appFront.close();
    await floorFront.close();
    await floor.app.close();
    await app.app.close();
  }
}
