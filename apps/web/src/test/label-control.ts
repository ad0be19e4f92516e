/**
 * jsdom finds the control of a `<label for>` by walking the whole document for the id, once per label, so
 * each getByLabelText costs labels × nodes: about a tenth of a long form test's time. The document's id
 * lookup gives the same element (the first with that id in tree order); a label without `for`, outside a
 * document, or pointing at anything but a plain form control keeps jsdom's own answer.
 */
const LABELABLE = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea', 'input']);
const HTML_NS = 'http://www.w3.org/1999/xhtml';

type ControlGetter = (this: HTMLLabelElement) => HTMLElement | null;

/** jsdom's own getter, kept by `installFastLabelControl` (the tests compare against it). */
export let jsdomLabelControl: ControlGetter | undefined;

/** The control as the DOM standard defines it, found through the document's id map. */
export function labelControlById(label: HTMLLabelElement, fallback: ControlGetter): HTMLElement | null {
  const id = label.getAttribute('for');
  const root = label.getRootNode();
  if (!id || !(root instanceof Document)) return fallback.call(label);
  const found = root.getElementById(id);
  if (!found) return null;
  if (found.namespaceURI !== HTML_NS || !LABELABLE.has(found.localName)) return fallback.call(label);
  return found instanceof HTMLInputElement && found.type === 'hidden' ? null : found;
}

/** Replaces jsdom's `label.control` with `labelControlById` in this test file's window. */
export function installFastLabelControl(): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control');
  if (!descriptor?.get) throw new Error('HTMLLabelElement.prototype.control is not a getter here');
  const fallback = descriptor.get as ControlGetter;
  jsdomLabelControl = fallback;
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return labelControlById(this, fallback);
    },
  });
}
