import { useLayoutEffect, type RefObject } from 'react';

/** Kinds of input that hold no answer of their own (or, for files, one that cannot be set back). */
const NOT_ANSWERS = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file']);

function nativeSetter(
  prototype: object,
  property: 'value' | 'checked',
): (this: Element, value: unknown) => void {
  const setter = Object.getOwnPropertyDescriptor(prototype, property)?.set;
  if (!setter) throw new Error(`${property} cannot be set on this element`);
  return setter as (this: Element, value: unknown) => void;
}

/**
 * Tells the renderer about one answer: the field shows it, the page last saw the rendered default. React
 * keeps its own copy of each field's last value (set through the element's `value` or `checked`, which
 * React wraps) and ignores an event when the field still holds that copy; so the field is set back to its
 * default through React's wrapper, given the answer again past it, and the event React listens for is sent.
 */
function replay(
  field: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  rendered: string | boolean,
  answer: string | boolean,
  eventType: 'input' | 'click',
): void {
  (field as unknown as Record<string, unknown>)[property] = rendered;
  nativeSetter(Object.getPrototypeOf(field) as object, property).call(field, answer);
  // A plain Event, not a MouseEvent: a 'click' MouseEvent would toggle a checkbox again.
  field.dispatchEvent(new Event(eventType, { bubbles: true }));
  // React hears a box's change as a click; Preact (the browser bundle's renderer, decision 0033) as the
  // box's own change event, which React ignores on a box.
  if (eventType === 'click') field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The answers a visitor gave in `form` before the prerendered page hydrated, handed to React's change
 * handlers. React hydrates a field without reading what was typed or ticked into it and without firing
 * its change events (React 19.3), so the page's state still holds the rendered values; the next render
 * then puts those back on screen, and the answers are gone. A field holds an answer when it differs
 * from what was rendered into it (`defaultValue`, `defaultChecked`, `defaultSelected`). Returns how many
 * fields were replayed.
 */
export function replayAnswersGivenBeforeHydration(form: ParentNode): number {
  let replayed = 0;
  for (const field of form.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      // React marks the chosen option only in HTML it rendered on the server (`selected`); a list
      // rendered in the browser has no option chosen by default, and no answer to find.
      const options = [...field.options];
      if (!options.some((option) => option.defaultSelected)) continue;
      if (options.every((option) => option.selected === option.defaultSelected)) continue;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value === field.defaultValue) continue;
      replay(field, 'value', field.defaultValue, field.value, 'input');
    } else if (field instanceof HTMLInputElement && !NOT_ANSWERS.has(field.type)) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        // Of a radio group only the chosen one carries the answer.
        if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
        replay(field, 'checked', field.defaultChecked, field.checked, 'click');
      } else {
        if (field.value === field.defaultValue) continue;
        replay(field, 'value', field.defaultValue, field.value, 'input');
      }
    } else continue;
    replayed += 1;
  }
  return replayed;
}

/**
 * Keeps what a visitor typed or ticked into a prerendered form before its page hydrated: once, as the
 * form is first put on the page (before anything renders it again), every such answer goes to the
 * field's change handler. On a form rendered in the browser every field still shows its rendered value,
 * and nothing happens.
 */
export function useAnswersGivenBeforeHydration(form: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (form.current) replayAnswersGivenBeforeHydration(form.current);
  }, [form]);
}
