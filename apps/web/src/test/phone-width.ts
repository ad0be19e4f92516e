import { vi } from 'vitest';

/**
 * A window as narrow as a phone's: every `max-width` media query matches (MUI's `down('sm')`, the header's
 * menu widths). jsdom has no matchMedia of its own; `vi.unstubAllGlobals()` takes this one away again.
 */
export function phoneWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
