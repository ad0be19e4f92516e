import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_IDLE_TIMEOUT_MS, registerServiceWorker } from './register-service-worker';

interface FakeWorkers {
  register: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
  idle: { run: () => void; timeout?: number }[];
}

/** A browser with service workers: `controlled` is a repeat visit (a worker already serves the page). */
function fakeBrowser({ controlled = false } = {}): FakeWorkers {
  const postMessage = vi.fn();
  const registration = { installing: null, waiting: null, active: { postMessage } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { controller: controlled ? {} : null, register, ready: Promise.resolve(registration) },
  });
  const idle: FakeWorkers['idle'] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    idle.push({ run, timeout: options?.timeout });
    return idle.length;
  });
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return { register, postMessage, idle };
}

/** Lets the promises queued so far run (the app starting, the page's load, the registration). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let readyState: DocumentReadyState = 'complete';

beforeEach(() => {
  vi.stubEnv('PROD', true);
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  // jsdom keeps no resource timing: the page's loads as a browser lists them.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [
      { name: `${window.location.origin}/assets/app-initial-abc.js` },
      { name: `${window.location.origin}/api/config` },
      { name: 'https://elsewhere.example/assets/other.js' },
    ],
  });
});

afterEach(() => {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('waits for the app to start and the browser to be idle, then hands over what the page loaded', async () => {
    const workers = fakeBrowser();
    let started!: () => void;
    registerServiceWorker(new Promise<void>((resolve) => (started = resolve)));
    await settle();
    expect(workers.idle).toHaveLength(0); // still hydrating: nothing asked yet

    started();
    await settle();
    expect(workers.idle).toHaveLength(1);
    expect(workers.idle[0]?.timeout).toBe(REGISTER_IDLE_TIMEOUT_MS);
    expect(workers.register).not.toHaveBeenCalled();

    workers.idle[0]?.run();
    await settle();
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    expect(workers.postMessage).toHaveBeenCalledWith({
      type: 'cache-page',
      assets: ['/assets/app-initial-abc.js'],
      page: window.location.pathname,
    });
  });

  it('waits for the page’s load event when the page is still loading', async () => {
    readyState = 'interactive';
    const workers = fakeBrowser();
    registerServiceWorker(Promise.resolve());
    await settle();
    expect(workers.idle).toHaveLength(0);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(workers.idle).toHaveLength(1);
  });

  it('still registers when the page’s code could not load (the app never started)', async () => {
    const workers = fakeBrowser();
    registerServiceWorker(Promise.reject(new Error('offline')));
    await settle();
    workers.idle[0]?.run();
    await settle();
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
  });

  it('on a repeat visit registers (to update) without handing the page over again', async () => {
    const workers = fakeBrowser({ controlled: true });
    registerServiceWorker(Promise.resolve());
    await settle();
    workers.idle[0]?.run();
    await settle();
    expect(workers.register).toHaveBeenCalledOnce();
    expect(workers.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing in development builds', async () => {
    vi.stubEnv('PROD', false);
    const workers = fakeBrowser();
    registerServiceWorker(Promise.resolve());
    await settle();
    expect(workers.idle).toHaveLength(0);
    expect(workers.register).not.toHaveBeenCalled();
  });

  it('a browser that refuses the worker leaves the page as it was', async () => {
    const workers = fakeBrowser();
    workers.register.mockRejectedValueOnce(new DOMException('refused', 'SecurityError'));
    registerServiceWorker(Promise.resolve());
    await settle();
    workers.idle[0]?.run();
    await settle();
    expect(workers.register).toHaveBeenCalledOnce(); // refused, and the refusal goes no further
    expect(workers.postMessage).not.toHaveBeenCalled();
  });
});
