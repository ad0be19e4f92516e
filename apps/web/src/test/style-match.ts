import { implOf, type NodeImpl } from './jsdom-impl';

/**
 * jsdom's getComputedStyle runs its selector engine on every rule of every style sheet (its own default
 * sheet's ≈ 110 and MUI's emotion rules, hundreds by the end of a file) for the element and each ancestor it
 * inherits from. Testing Library and user-event ask for it on most queries and every click (visibility,
 * pointer-events): about a third of a long form test's time. Nearly all of those rules name a tag or a
 * `.css-…` class the element does not have. A rule none of whose selectors' subjects (the compound after the
 * last combinator) fits the element's tag and classes cannot match it, so it is refused before the engine
 * runs; everything else (and any selector with quotes or escapes) goes to the engine as before.
 */
export interface CheckResult {
  match: boolean;
  ast: unknown;
  pseudoElement: string | null;
}
export type Check = (selector: string, node: ElementImpl, options?: object) => CheckResult;

interface ElementImpl extends NodeImpl {
  readonly classList: { contains(token: string): boolean };
}

interface DocumentImpl {
  _domSelector: { check: Check };
}

/** What an element must be to match one selector of a list: its type (tag name) and classes, as far as known. */
export interface SubjectNeeds {
  type?: string;
  classes: readonly string[];
}

const COMBINATORS = /\s*[>+~]\s*|\s+/;
const CLASS_NAME = /\.([\w-]+)/g;
const TYPE_NAME = /^[A-Za-z][\w-]*/;
const INNERMOST_PARENTHESES = /\([^()]*\)/g;
const BRACKETS = /\[[^[\]]*\]/g;
const PLAIN_REST = /^[\w\s.:#>+~*,-]+$/;
const ELEMENT_NODE = 1;
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const NO_MATCH: CheckResult = Object.freeze({ match: false, ast: null, pseudoElement: null });

/**
 * For each selector of a list, what its subject (the compound after the last combinator) needs of the
 * element; null when some selector needs nothing known, or the text is not plain enough to say. Functional
 * pseudo-classes (`:not(…)`, `:has(…)`) and attribute selectors are dropped: they only add conditions.
 */
export function subjectNeeds(selector: string): readonly SubjectNeeds[] | null {
  if (/["'\\]/.test(selector)) return null;
  let text = selector;
  let inner = text.replace(INNERMOST_PARENTHESES, '');
  while (inner !== text) {
    text = inner;
    inner = text.replace(INNERMOST_PARENTHESES, '');
  }
  text = text.replace(BRACKETS, '');
  if (!PLAIN_REST.test(text)) return null;
  const needs: SubjectNeeds[] = [];
  for (const item of text.split(',')) {
    const subject = item.trim().split(COMBINATORS).pop() ?? '';
    const type = TYPE_NAME.exec(subject)?.[0].toLowerCase();
    const classes = Array.from(subject.matchAll(CLASS_NAME), (m) => m[1]!);
    if (!type && classes.length === 0) return null;
    needs.push(type ? { type, classes } : { classes });
  }
  return needs;
}

function couldMatch(node: ElementImpl, needs: SubjectNeeds): boolean {
  if (needs.type && node.namespaceURI === HTML_NS && node.localName !== needs.type) return false;
  return needs.classes.every((name) => node.classList.contains(name));
}

/** `check` that first refuses rules whose subjects need a type or class the element lacks (remembered per selector). */
export function subjectFilteredCheck(check: Check): Check {
  const known = new Map<string, readonly SubjectNeeds[] | null>();
  return (selector, node, options) => {
    if (node?.nodeType === ELEMENT_NODE) {
      let needs = known.get(selector);
      if (needs === undefined) {
        needs = subjectNeeds(selector);
        known.set(selector, needs);
      }
      if (needs && !needs.some((one) => couldMatch(node, one))) return NO_MATCH;
    }
    return check(selector, node, options);
  };
}

/** jsdom's own check, kept by `installSubjectFilteredStyleMatch` (the tests compare against it). */
export let jsdomCheck: Check | undefined;

/**
 * Puts `subjectFilteredCheck` in front of this test file's document's selector engine for style matching
 * (jsdom calls `check` only from getComputedStyle). Class names match case-sensitively only outside quirks
 * mode, so a quirks-mode document keeps the engine alone.
 */
export function installSubjectFilteredStyleMatch(): void {
  if (document.compatMode !== 'CSS1Compat') return;
  const selector = implOf<DocumentImpl>(document)._domSelector;
  jsdomCheck = selector.check;
  selector.check = subjectFilteredCheck(jsdomCheck);
}
