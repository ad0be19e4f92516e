/**
 * What a visitor does on a prerendered page before React listens to it (decision 0029). The page is
 * painted from its HTML long before its JavaScript has arrived on a slow phone, and two things must not
 * be lost or go wrong in that time:
 * - A form must not submit itself as a page load (Enter in a field): that would load the page again with
 *   the answers in the address, and lose them. Every native submit is stopped, for the page's whole life;
 *   the forms' own handlers still run (no form of this app submits as a page load).
 * - A tap on a button ("Request a call back", "Add extended family") would do nothing. The last button
 *   tapped inside the page's root is remembered until `hydrateRoot`, then tapped again: React is listening
 *   by then, and a tap on a part it has not hydrated makes it hydrate that part at once and handle the tap
 *   (its own replay of discrete events). Links need none of this (the browser follows them), and fields
 *   keep their own answers (`answers-before-hydration.ts`).
 *
 * `catchEarlyInput` runs as an inline script near the top of every page's head (`vite/early-input-script.ts`
 * puts its source there, allowed by its hash in the server's Content-Security-Policy), so it holds from the
 * first byte of the page, not from when the entry's modules have all arrived. It must therefore use nothing
 * from outside its own body. The entry takes it over through `window.__earlyInput`, or runs it itself
 * where the page has no such script (the Vite dev server's pages have it too; a test's page does not).
 */
export interface EarlyInput {
  /**
   * Called just before `hydrateRoot`: stops remembering taps, and returns what to run just after it (the
   * remembered button tapped again, if it is still there and enabled). Native submits stay stopped.
   */
  stopHolding: () => () => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

export function catchEarlyInput(): EarlyInput {
  document.addEventListener('submit', (event) => event.preventDefault(), true);
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const root = document.getElementById('root');
    if (button && root && root.contains(button)) tapped = button;
  };
  document.addEventListener('click', remember, true);
  const early: EarlyInput = {
    stopHolding: () => {
      document.removeEventListener('click', remember, true);
      return () => {
        const button = tapped;
        tapped = null;
        if (button && button.isConnected && !button.disabled) button.click();
      };
    },
  };
  window.__earlyInput = early;
  return early;
}

/** The page's early catcher: the one its inline script installed, or a new one. */
export const earlyInput = (): EarlyInput => window.__earlyInput ?? catchEarlyInput();
