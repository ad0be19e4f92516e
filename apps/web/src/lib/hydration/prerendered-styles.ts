import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of a prerendered page's one tag of class rules, listing the emotion ids they hold
 * (prerender/emotion-styles.ts). Not emotion's own `data-emotion`: emotion's default cache, made as its
 * module loads, moves every tag it finds there to the end of <head>, and a moved <style> is parsed again
 * and restyles the whole page (about 70 ms at a quarter of this machine's speed for 50 kB of rules).
 */
export const PRERENDERED_CLASSES_ATTRIBUTE = 'data-prerendered-classes';

/**
 * An emotion cache that takes over a prerendered page's class rules where they are: their ids count as
 * inserted, so hydration inserts none of them again, and their tag leads the cache's tags, so the page's
 * global styles stay before it and rules added later go after it. Null on a page rendered in the browser.
 */
export function adoptPrerenderedStyles(document: Document): EmotionCache | null {
  const tag = document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_CLASSES_ATTRIBUTE}]`);
  if (!tag) return null;
  const cache = createCache({ key: 'css' });
  for (const id of (tag.getAttribute(PRERENDERED_CLASSES_ATTRIBUTE) ?? '').split(' ')) {
    if (id) cache.inserted[id] = true;
  }
  cache.sheet.tags.push(tag);
  return cache;
}
