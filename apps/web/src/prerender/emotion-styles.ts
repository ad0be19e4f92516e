import type { EmotionCache } from '@emotion/cache';
import { PRERENDERED_CLASSES_ATTRIBUTE } from '../lib/hydration/prerendered-styles';

/**
 * The style tags for a page rendered on the server with `cache` (in compat mode, so emotion keeps the
 * rules instead of writing them inline): global rules first, each in a tag the client's <Global> finds
 * again (marked `data-s`, as emotion marks the tags it wrote, so its default cache leaves them where they
 * are), then every class of the render in one tag that the client's cache adopts where it is
 * (adoptPrerenderedStyles), so hydration inserts nothing twice and the class rules are never parsed again.
 *
 * Every class, not only those in the HTML: a styled component built on another (MUI's Button on
 * ButtonBase) serializes its own styles into a class first, which the inner one merges into the class
 * the element gets. Left out, the client serializes those again while it hydrates and inserts them one
 * rule at a time (about a hundred on the home page), the costliest part of hydration on a slow phone.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const tags: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass) tags.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${rules}</style>`);
    else {
      classIds.push(id);
      classCss += rules;
    }
  }
  tags.push(`<style ${PRERENDERED_CLASSES_ATTRIBUTE}="${classIds.join(' ')}">${classCss}</style>`);
  return tags.join('');
}

/** Marks `cache` as a server cache whose rules are collected (what @emotion/server does on creation). */
export function collectStyles(cache: EmotionCache): EmotionCache {
  (cache as EmotionCache & { compat?: true }).compat = true;
  return cache;
}
