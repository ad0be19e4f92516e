import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstError } from './focus-first-error';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstError', () => {
  it.each([
    {
      case: 'the first field in error',
      html: '<input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true">',
      focused: 'b',
    },
    {
      case: 'past a disabled field in error (its choices still loading)',
      html: '<input id="a" aria-invalid="true" disabled><input id="b" aria-invalid="true">',
      focused: 'b',
    },
    {
      case: 'past a list marked aria-disabled',
      html: '<div id="a" role="combobox" tabindex="0" aria-invalid="true" aria-disabled="true"></div><input id="b" aria-invalid="true">',
      focused: 'b',
    },
    {
      case: 'past a field in a disabled fieldset',
      html: '<fieldset disabled><input id="a" aria-invalid="true"></fieldset><input id="b" aria-invalid="true">',
      focused: 'b',
    },
  ])('takes the cursor to $case', ({ html, focused }) => {
    focusFirstError(page(html));
    expect(document.activeElement?.id).toBe(focused);
  });

  it('leaves the cursor where it is when no field in error can take it', () => {
    const body = page('<button id="submit">Go</button><input id="a" aria-invalid="true" disabled>');
    (body.querySelector('#submit') as HTMLElement).focus();
    focusFirstError(body);
    expect(document.activeElement?.id).toBe('submit');
    focusFirstError(null);
    expect(document.activeElement?.id).toBe('submit');
  });
});
