import { vi } from 'vitest';

/** The page falls idle as soon as it is up: every `requestIdleCallback` task runs at once (when-idle.ts). */
export function idleAtOnce(): void {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    task();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}

/**
 * Gives jsdom, which has no Network Information API, a `navigator.connection` (the phone's data saver when
 * `{ saveData: true }`); `forgetConnection` takes it away again.
 */
export function setConnection(connection: object): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

export function forgetConnection(): void {
  Reflect.deleteProperty(navigator, 'connection');
}
