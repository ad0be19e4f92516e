/**
 * jsdom keeps each DOM object's implementation behind its wrapper under a symbol named "impl"; the test
 * speed-ups in this folder patch those implementations, because jsdom's own code calls them directly
 * (`input.labels` asks every label's implementation for its control, `getComputedStyle` its selector engine).
 */
export interface NodeImpl {
  readonly nodeType: number;
  readonly namespaceURI: string | null;
  readonly localName: string;
  readonly type?: string;
  getRootNode(options: object): NodeImpl;
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getElementById?(id: string): NodeImpl | null;
}

/** The implementation behind a jsdom wrapper (a node, the document). */
export function implOf<T = NodeImpl>(wrapper: object): T {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  const impl = symbol && (wrapper as Record<symbol, T | undefined>)[symbol];
  if (!impl) throw new Error('not a jsdom object: no implementation behind it');
  return impl;
}
