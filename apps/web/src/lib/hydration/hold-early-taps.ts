/**
 * A prerendered page is painted before React listens to it (decision 0029): a tap on one of its buttons
 * then does nothing, and a visitor on a slow phone who tapped "Request a call back" or "Add extended
 * family" is left waiting for something that will never happen. From the entry's first line until React
 * starts hydrating, the last button tapped inside the page's root is remembered; right after
 * `hydrateRoot`, that button is tapped again. React is listening by then: a tap on a part it has not
 * hydrated yet makes it hydrate that part at once and then handle the tap (its own replay of discrete
 * events), so React does what it was asked. A tap after that is React's own. Links need none of this
 * (the browser follows them), and fields keep their own answers (`answers-before-hydration.ts`).
 */
export interface EarlyTaps {
  /**
   * Called just before `hydrateRoot`: stops remembering, and returns what to run just after it (the
   * remembered button tapped again, if it is still there and enabled).
   */
  stopHolding: () => () => void;
}

export function holdEarlyTaps(root: Element): EarlyTaps {
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) tapped = button;
  };
  root.addEventListener('click', remember, true);
  return {
    stopHolding: () => {
      root.removeEventListener('click', remember, true);
      return () => {
        const button = tapped;
        tapped = null;
        if (button?.isConnected && !button.disabled) button.click();
      };
    },
  };
}
