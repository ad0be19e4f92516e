import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstError, focusFirstErrorWhenShown } from './focus-first-error';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Animation frames run one at a time, when the test says so. */
function frames() {
  const queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
  return {
    get waiting() {
      return queued.length;
    },
    next() {
      queued.shift()?.(performance.now());
    },
  };
}

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

  it('once the errors show: a frame or more after the submit, as a late render puts them there', () => {
    const body = page('<input id="a"><input id="b"><button id="submit">Go</button>');
    (body.querySelector('#submit') as HTMLElement).focus();
    const frame = frames();
    focusFirstErrorWhenShown(() => body);
    frame.next();
    frame.next();
    expect(document.activeElement?.id).toBe('submit');
    body.querySelector('#b')?.setAttribute('aria-invalid', 'true');
    frame.next();
    expect(document.activeElement?.id).toBe('b');
    expect(frame.waiting).toBe(0);
  });

  it('stops looking after the frames it was given when no error shows', () => {
    const body = page('<input id="a"><button id="submit">Go</button>');
    (body.querySelector('#submit') as HTMLElement).focus();
    const frame = frames();
    focusFirstErrorWhenShown(() => body, 3);
    for (let seen = 0; seen < 3; seen += 1) {
      expect(frame.waiting).toBe(1);
      frame.next();
    }
    expect(frame.waiting).toBe(0);
    expect(document.activeElement?.id).toBe('submit');
  });
});
