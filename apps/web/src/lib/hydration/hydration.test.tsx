import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyTaps } from './hold-early-taps';
import { holdNativeSubmits } from './hold-native-submits';
import { useHydrated } from './use-hydrated';

function SignInButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Sign in
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML and true once hydrated', async () => {
    const html = renderToString(<SignInButton />);
    expect(html).toContain('disabled=""');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <SignInButton />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });
});

describe('holdNativeSubmits', () => {
  it('stops a form from submitting itself, and lets its own handler run', () => {
    const target = new EventTarget() as unknown as Document;
    holdNativeSubmits(target);
    let handled = false;
    target.addEventListener('submit', () => {
      handled = true;
    });
    const submit = new Event('submit', { cancelable: true });
    target.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(handled).toBe(true);
  });
});

describe('holdEarlyTaps', () => {
  function page() {
    const root = document.createElement('div');
    root.innerHTML =
      '<button id="add" type="button"><span>Add extended family</span></button><button id="menu" type="button">Menu</button>';
    document.body.append(root);
    const taps: string[] = [];
    root.addEventListener('click', (event) => taps.push((event.target as Element).closest('button')!.id));
    const button = (id: string) => root.querySelector<HTMLButtonElement>(`#${id}`)!;
    return { root, taps, button };
  }

  it('taps the last button tapped before hydration again, once, after hydration', () => {
    const { root, taps, button } = page();
    const early = holdEarlyTaps(root);
    button('menu').click();
    button('add').querySelector('span')!.click();
    const replay = early.stopHolding();
    expect(taps).toEqual(['menu', 'add']);
    replay();
    expect(taps).toEqual(['menu', 'add', 'add']);
    replay();
    expect(taps).toEqual(['menu', 'add', 'add']);
    root.remove();
  });

  it('leaves taps after React started listening to React, and a button gone or disabled alone', () => {
    const late = page();
    const replayLate = holdEarlyTaps(late.root).stopHolding();
    late.button('add').click();
    replayLate();
    expect(late.taps).toEqual(['add']);
    late.root.remove();

    const gone = page();
    const early = holdEarlyTaps(gone.root);
    gone.button('add').click();
    gone.button('menu').click();
    const replayGone = early.stopHolding();
    gone.button('menu').disabled = true;
    replayGone();
    expect(gone.taps).toEqual(['add', 'menu']);
    gone.root.remove();
  });
});
