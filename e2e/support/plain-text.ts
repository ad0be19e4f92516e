import type { Page } from 'playwright-core';
import { NOT_PLAIN_TEXT } from '../../apps/web/src/test/plain-text-patterns';

/**
 * The texts in the page's main content that are not plain words: a validator's default text, an internal
 * code, a leaked 'undefined' or a contradicting date-format hint (the patterns the component tests use).
 */
export async function notPlainTextOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]')))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (element.getAttribute(name)) found.push(element.getAttribute(name) ?? '');
    return found;
  });
  return texts.filter((text) => NOT_PLAIN_TEXT.some((pattern) => pattern.test(text)));
}
