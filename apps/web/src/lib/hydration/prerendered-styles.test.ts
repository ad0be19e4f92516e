import { afterEach, describe, expect, it } from 'vitest';
import type { EmotionCache } from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { emotionStyleTags } from '../../prerender/emotion-styles';
import { adoptPrerenderedStyles, PRERENDERED_CLASSES_ATTRIBUTE } from './prerendered-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

/**
 * What the prerender writes into <head> for a render with one global rule and two classes: a server cache
 * in compat mode keeps each inserted rule's text, and registers the classes (emotion's server build).
 */
function prerenderedHead(): { classNames: string[] } {
  const classNames = ['1abc', '2def'];
  const server = {
    key: 'css',
    inserted: { '1abc': '.css-1abc{color:red;}', '2def': '.css-2def{margin:4px;}', g1: 'body{margin:0;}' },
    registered: { 'css-1abc': 'color:red;', 'css-2def': 'margin:4px;' },
  } as unknown as EmotionCache;
  document.head.innerHTML = `<meta charset="utf-8">${emotionStyleTags(server)}<link rel="icon" href="/favicon.svg">`;
  return { classNames };
}

describe('the prerendered page’s styles', () => {
  it('are written as global tags emotion leaves in place, then one tag of classes under its own attribute', () => {
    prerenderedHead();
    const tags = [...document.head.querySelectorAll('style')];
    expect(tags.map((tag) => [...tag.attributes].map((attribute) => attribute.name))).toEqual([
      ['data-emotion', 'data-s'],
      [PRERENDERED_CLASSES_ATTRIBUTE],
    ]);
    expect(tags[0]?.getAttribute('data-emotion')).toBe('css-global g1');
    expect(tags[0]?.textContent).toBe('body{margin:0;}');
    expect(tags[1]?.getAttribute(PRERENDERED_CLASSES_ATTRIBUTE)).toBe('1abc 2def');
    expect(tags[1]?.textContent).toBe('.css-1abc{color:red;}.css-2def{margin:4px;}');
  });

  it('are taken over where they are: their classes count as inserted, and nothing is moved', () => {
    const { classNames } = prerenderedHead();
    const before = [...document.head.childNodes];
    const tag = document.head.querySelector<HTMLStyleElement>(`style[${PRERENDERED_CLASSES_ATTRIBUTE}]`);
    const cache = adoptPrerenderedStyles(document);
    expect(cache?.key).toBe('css');
    for (const name of classNames) expect(cache?.inserted[name]).toBe(true);
    expect([...document.head.childNodes]).toEqual(before);
    expect(cache?.sheet.tags).toEqual([tag]);
  });

  it('adds a class the prerender did not have in a tag after them', () => {
    prerenderedHead();
    const cache = adoptPrerenderedStyles(document);
    if (!cache) throw new Error('no cache');
    const serialized = serializeStyles([{ padding: 8 }]);
    insertStyles(cache, serialized, false);
    const tags = [...document.head.querySelectorAll('style')];
    expect(tags).toHaveLength(3);
    expect(tags[1]?.hasAttribute(PRERENDERED_CLASSES_ATTRIBUTE)).toBe(true);
    expect(tags[2]?.getAttribute('data-emotion')).toBe('css');
    expect(cache.inserted[serialized.name]).toBe(true);
  });

  it('leave a page rendered in the browser to emotion’s own cache', () => {
    document.head.innerHTML = '<meta charset="utf-8">';
    expect(adoptPrerenderedStyles(document)).toBeNull();
  });
});
