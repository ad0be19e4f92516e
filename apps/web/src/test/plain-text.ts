import { expect } from 'vitest';

import { NOT_PLAIN_TEXT } from './plain-text-patterns';

export { NOT_PLAIN_TEXT };

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
