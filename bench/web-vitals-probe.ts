/// <reference lib="dom" />
/**
 * Runs inside the measured page before any of its own scripts (Playwright init script): records
 * Largest Contentful Paint, Cumulative Layout Shift (largest session window), long tasks, and when the
 * page first responds to input. Nothing here is a trusted user input, so LCP keeps being recorded.
 *
 * "Usable": every 50 ms the probe focuses the first text field in <main> (the page answers when MUI marks
 * it focused, which only its React handlers do) or, on a page without one, presses the header's first
 * button (the page answers with a ripple). The time is when that answer is first seen.
 *
 * "Keystroke": once the page has settled, the bench presses a key in that text field (a trusted key press
 * through the DevTools protocol); the probe keeps the Event Timing API's longest entry of that interaction,
 * from the key going down to the next frame painted after the page's handlers (how Chrome counts INP).
 */
export interface PageVitals {
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string;
  cls: number;
  usableMs: number | null;
  probe: 'input' | 'button' | null;
  /** Sum of the part of each long task beyond 50 ms, from first paint until the page was usable. */
  blockingMs: number;
  /** The longest Event Timing duration of each user interaction (by interactionId), in order. */
  interactionMs: number[];
}

/** The probe's text field: the first in <main>. */
export const PROBED_FIELD =
  'main input:is([type=text],[type=email],[type=password],[type=tel],[type=number],:not([type]))';

declare global {
  interface Window {
    __vitals?: PageVitals;
  }
}

export function installVitalsProbe(fieldSelector: string): void {
  const vitals: PageVitals = {
    fcpMs: null,
    lcpMs: null,
    lcpElement: '',
    cls: 0,
    usableMs: null,
    probe: null,
    blockingMs: 0,
    interactionMs: [],
  };
  window.__vitals = vitals;
  const describe = (element: Element | null) =>
    element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
      : '';

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      vitals.lcpMs = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - previous > 1000 || entry.startTime - windowStart > 5000) {
        windowValue = 0;
        windowStart = entry.startTime;
      }
      windowValue += entry.value;
      previous = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const end = vitals.usableMs ?? Infinity;
      const from = Math.max(entry.startTime, vitals.fcpMs ?? 0);
      const until = Math.min(entry.startTime + entry.duration, end);
      vitals.blockingMs += Math.max(0, until - from - 50);
    }
  }).observe({ type: 'longtask', buffered: true });

  const interactions = new Map<number, number>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      interactions.set(
        entry.interactionId,
        Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration),
      );
      vitals.interactionMs = [...interactions.values()];
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  const field = () => document.querySelector<HTMLInputElement>(fieldSelector);
  const button = () => document.querySelector<HTMLButtonElement>('header button');
  /** Tries once; returns the check to run once the attempt's own events have been handled. */
  const attempt = (): (() => boolean) => {
    const input = field();
    if (input) {
      vitals.probe = 'input';
      input.blur();
      input.focus({ preventScroll: true });
      return () => Boolean(input.closest('.MuiInputBase-root')?.classList.contains('Mui-focused'));
    }
    const target = button();
    if (!target) return () => false;
    vitals.probe = 'button';
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    return () => {
      const rippled = Boolean(target.querySelector('.MuiTouchRipple-ripple'));
      target.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return rippled;
    };
  };
  const poll = () => {
    const check = attempt();
    setTimeout(() => {
      if (check()) vitals.usableMs = performance.now();
      else setTimeout(poll, 50);
    }, 0);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', poll);
  else poll();
}
