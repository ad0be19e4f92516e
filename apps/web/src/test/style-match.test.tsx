import { Button, Checkbox, Collapse, CssBaseline, FormControlLabel, TextField } from '@mui/material';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { implOf } from './jsdom-impl';
import { subjectFilteredCheck, jsdomCheck, subjectNeeds, type Check } from './style-match';

// The setup file put the filter in front of the engine and kept jsdom's own check.
const original = jsdomCheck!;
const filtered = subjectFilteredCheck(original);

interface DocumentImpl {
  _domSelector: { check: Check };
  _styleCache: unknown;
}
const documentImpl = implOf<DocumentImpl>(document);
const installed = documentImpl._domSelector.check;

afterEach(() => {
  document.body.innerHTML = '';
  documentImpl._domSelector.check = installed;
});

const c = (...classes: string[]) => ({ classes });
const t = (type: string, ...classes: string[]) => ({ type, classes });

describe('what a selector subject needs of an element', () => {
  it.each([
    ['.a', [c('a')]],
    ['.css-1x2y3z', [c('css-1x2y3z')]],
    ['.a.b', [c('a', 'b')]],
    ['div.a#x', [t('div', 'a')]],
    ['DIV', [t('div')]],
    ['.a:hover', [c('a')]],
    ['.a:hover.b', [c('a', 'b')]],
    ['.a::before', [c('a')]],
    ['.a .b', [c('b')]],
    ['.a > .b', [c('b')]],
    ['.a>.b', [c('b')]],
    ['.a + .b', [c('b')]],
    ['.a ~ .b.c', [c('b', 'c')]],
    ['.a\n  .b ', [c('b')]],
    ['.a span', [t('span')]],
    ['.a, .b', [c('a'), c('b')]],
    ['td, th', [t('td'), t('th')]],
    ['abbr[title], acronym[title]', [t('abbr'), t('acronym')]],
    ['.a:not(.b)', [c('a')]],
    ['.MuiInputBase-root:has(> .css-1 .b)', [c('MuiInputBase-root')]],
    ['.a:is(.b, :not(.c))', [c('a')]],
    ['.a[aria-hidden]', [c('a')]],
    ['.a *', null],
    ['*', null],
    [':focus-visible', null],
    ['td, :link', null],
    [':is(.a, .b)', null],
    ['input[type="tel" i]', null],
    ['.a\\:b', null],
    ['.é', null],
    ['svg|a', null],
  ])('%j needs %j', (selector, needs) => {
    expect(subjectNeeds(selector)).toEqual(needs);
  });
});

describe('subject-filtered style matching', () => {
  const selectors = [
    '.a',
    '.b',
    '.a.b',
    '.A',
    '.a .b',
    '.a > .b',
    '.a + .b',
    '.a ~ .b',
    '.a:hover',
    '.a:first-child',
    '.a::before',
    '.a:not(.b)',
    '.a, .c',
    '.b[data-x]',
    'span.b',
    '#x.b',
    '.missing',
    'div .b',
    'div',
    'SPAN',
    'p, span.c',
    'td, th',
    '.a:not(.b)',
    '.a:has(> .b)',
    ':is(.a, .b)',
    'circle',
    'svg .a',
    ':first-child',
  ];
  const html =
    '<div class="a"><span class="b" data-x="1" id="x">one</span><span class="b c">two</span></div>' +
    '<p class="a b">three</p><span class="b">four</span>' +
    '<svg class="a"><circle class="a b"></circle></svg>';

  it.each(selectors)('%s: answers as jsdom does for every element', (selector) => {
    document.body.innerHTML = html;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const node = implOf<Parameters<Check>[1]>(element);
      expect(filtered(selector, node).match, `${selector} on ${element.outerHTML}`).toBe(
        original(selector, node).match,
      );
    }
    // The table must hold both answers, or it shows nothing.
    const answers = Array.from(
      document.body.querySelectorAll('*'),
      (element) => filtered(selector, implOf<Parameters<Check>[1]>(element)).match,
    );
    if (!['.A', '.missing', '.a::before', '.a:hover', 'td, th'].includes(selector)) {
      expect(answers).toContain(true);
    }
  });

  it('leaves every style of an MUI form as jsdom computes it', () => {
    render(
      <>
        <CssBaseline />
        <TextField label="Name" />
        <Button disabled>Send</Button>
        <FormControlLabel control={<Checkbox />} label="I agree" />
        <Collapse in={false}>
          <p>Folded away</p>
        </Collapse>
      </>,
    );
    const computed = (check: Check) => {
      documentImpl._domSelector.check = check;
      documentImpl._styleCache = null;
      return Array.from(document.querySelectorAll('*'), (element) => {
        const style = getComputedStyle(element);
        return [style.display, style.visibility, style.pointerEvents, style.color].join(' ');
      });
    };
    const byEngine = computed(original);
    const byFilter = computed(filtered);
    expect(byFilter).toEqual(byEngine);
    // What the checks in the tests rest on: a disabled button takes no pointer, a folded panel is hidden.
    expect(byEngine).toContain('inline-flex visible none rgba(0, 0, 0, 0.26)');
    expect(byEngine.filter((style) => style.includes(' hidden ')).length).toBeGreaterThan(0);
  });
});
