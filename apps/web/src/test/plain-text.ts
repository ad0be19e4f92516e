import { expect } from 'vitest';

/**
 * Text that must never reach a customer: a validator's default wording (zod's 'Invalid option: expected one
 * of …', 'Too small: expected string to have >=1 characters', zod 3's 'String must contain …'), internal
 * codes (ON_HOLD, pending_payout, death_certificate), leaked values ('undefined', 'NaN', '[object Object]')
 * and date-format hints that contradict a date picker ('YYYY-MM-DD').
 */
export const NOT_PLAIN_TEXT: readonly RegExp[] = [
  /\bInvalid (input|option|type|value|string|number|date|enum|literal|email|url|uuid|union|key|element)\b/i,
  /\bexpected (one of|string|number|boolean|bigint|object|array|date|undefined|null|int|nan|never|>|<)/i,
  /\breceived (undefined|null|string|number|boolean|object|array|nan)\b/i,
  /\bToo (small|big)\b/i,
  /\b(String|Number|Array) must (contain|be)\b/,
  /[A-Z]{2,}_[A-Z_]{2,}/,
  /\b[a-z]+_[a-z_]+\b/,
  /\bundefined\b|\bNaN\b|\[object Object\]/,
  /\b(YYYY|yyyy)[-/]|\b(DD|dd)\/(MM|mm)\b/,
];

/** What a person sees or hears of an element: its text nodes and its labelling attributes. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'] as const;

/** Every piece of text the page shows or announces inside `container`, one entry per node or attribute. */
export function shownTexts(container: Element): string[] {
  const texts: string[] = [];
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of [container, ...container.querySelectorAll('*')])
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  return texts;
}

/** The shown texts that are not plain words (see NOT_PLAIN_TEXT). */
export function notPlainTexts(container: Element): string[] {
  return shownTexts(container).filter((text) => NOT_PLAIN_TEXT.some((pattern) => pattern.test(text)));
}

/**
 * Fails when `container` (e.g. document.body after submitting a form) shows or announces a validator's
 * default text, an internal code or a contradicting format hint.
 */
export function expectPlainText(container: Element = document.body): void {
  expect(notPlainTexts(container), 'text that is not plain words reached the page').toEqual([]);
}
