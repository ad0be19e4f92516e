import { afterEach, describe, expect, it } from 'vitest';
import { earlyInputScript } from '../../../vite/early-input-script';
import { catchEarlyInput, earlyInput, type EarlyInput } from './early-input';

/** The page's root, as a prerendered page has it before React listens: two buttons and a form. */
function page() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `
    <button id="add" type="button"><span>Add extended family</span></button>
    <button id="menu" type="button">Menu</button>
    <form><input name="age" /><button id="send" type="submit">Get my quote</button></form>`;
  document.body.append(root);
  const outside = document.createElement('button');
  outside.id = 'outside';
  document.body.append(outside);
  const taps: string[] = [];
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) taps.push(button.id);
  });
  const button = (id: string) => document.querySelector<HTMLButtonElement>(`#${id}`)!;
  return { root, taps, button, form: root.querySelector('form')! };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__earlyInput;
});

describe.each([
  ['the entry', () => catchEarlyInput()],
  // What the build puts in every page's head: the same function, minified, run from its text.
  [
    'the inline script',
    () => {
      new Function(earlyInputScript())();
      return window.__earlyInput!;
    },
  ],
] as [string, () => EarlyInput][])('early input, installed by %s', (_, install) => {
  it('taps the last button tapped in the root before hydration again, once, after hydration', () => {
    const { taps, button } = page();
    const early = install();
    expect(window.__earlyInput).toBe(early);
    button('menu').click();
    button('add').querySelector('span')!.click();
    button('outside').click();
    const replay = early.stopHolding();
    expect(taps).toEqual(['menu', 'add', 'outside']);
    replay();
    expect(taps).toEqual(['menu', 'add', 'outside', 'add']);
    replay();
    expect(taps).toEqual(['menu', 'add', 'outside', 'add']);
  });

  it('leaves taps after React started listening to React, and a button gone or disabled alone', () => {
    const late = page();
    const replayLate = install().stopHolding();
    late.button('add').click();
    replayLate();
    expect(late.taps).toEqual(['add']);
    document.body.innerHTML = '';

    const disabled = page();
    const early = install();
    disabled.button('add').click();
    disabled.button('menu').click();
    const replayDisabled = early.stopHolding();
    disabled.button('menu').disabled = true;
    replayDisabled();
    expect(disabled.taps).toEqual(['add', 'menu']);
    document.body.innerHTML = '';

    const gone = page();
    const replayGone = install();
    gone.button('add').click();
    const replay = replayGone.stopHolding();
    gone.button('add').remove();
    replay();
    expect(gone.taps).toEqual(['add']);
  });

  it('stops a form from submitting itself as a page load, and lets its own handler run, after hydration too', () => {
    const { form } = page();
    const early = install();
    let handled = 0;
    form.addEventListener('submit', () => (handled += 1));
    const before = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(before);
    early.stopHolding()();
    const after = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(after);
    expect([before.defaultPrevented, after.defaultPrevented, handled]).toEqual([true, true, 2]);
  });
});

describe('earlyInput', () => {
  it("takes over the inline script's catcher, and installs one where the page has none", () => {
    expect(window.__earlyInput).toBeUndefined();
    const own = earlyInput();
    expect(window.__earlyInput).toBe(own);
    expect(earlyInput()).toBe(own);
    own.stopHolding();
  });
});
