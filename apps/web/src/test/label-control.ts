import { implOf, type NodeImpl } from './jsdom-impl';

/**
 * jsdom finds the control of a `<label for>` by walking the whole document for the id, and an input's
 * `labels` walks the document asking every label for its control: labels × nodes for each getByLabelText
 * (Testing Library reads `labels`), about a fifth of a long form test's time. The document's id lookup gives
 * the same element (the first with that id); a label without `for`, outside a document, or pointing at
 * anything but a plain form control keeps jsdom's own answer. The getter is replaced on jsdom's
 * implementation of the label, so that `labels` and a label's click use it too.
 */
const LABELABLE = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea', 'input']);
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const DOCUMENT_NODE = 9;

type ControlGetter = (this: NodeImpl) => NodeImpl | null;

/** jsdom's own getter, kept by `installFastLabelControl` (the tests compare against it). */
export let jsdomLabelControl: ControlGetter | undefined;

/** The control as the DOM standard defines it, found through the document's id map. */
export function labelControlById(label: NodeImpl, fallback: ControlGetter): NodeImpl | null {
  if (!label.hasAttributeNS(null, 'for')) return fallback.call(label);
  const id = label.getAttributeNS(null, 'for');
  if (!id) return null;
  const root = label.getRootNode({});
  if (root.nodeType !== DOCUMENT_NODE || !root.getElementById) return fallback.call(label);
  const found = root.getElementById(id);
  if (!found) return null;
  if (found.namespaceURI !== HTML_NS || !LABELABLE.has(found.localName)) return fallback.call(label);
  return found.localName === 'input' && found.type === 'hidden' ? null : found;
}

/** Replaces jsdom's label control with `labelControlById` in this test file's window. */
export function installFastLabelControl(): void {
  const prototype = Object.getPrototypeOf(implOf(document.createElement('label'))) as object;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'control');
  if (!descriptor?.get) throw new Error("jsdom's label implementation has no control getter here");
  const fallback = descriptor.get as ControlGetter;
  jsdomLabelControl = fallback;
  Object.defineProperty(prototype, 'control', {
    configurable: true,
    get(this: NodeImpl) {
      return labelControlById(this, fallback);
    },
  });
}
