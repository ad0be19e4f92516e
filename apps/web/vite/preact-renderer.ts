import type { Alias } from 'vite';

/**
 * Decision 0033: the browser bundle renders with Preact's compatibility layer in place of react-dom
 * (about 56 kB less gzipped JavaScript on every page). The app, MUI, react-router and react-redux import
 * `react` and `react-dom` as before; these aliases hand them `preact/compat`. The browser build uses them;
 * the dev server keeps React (its fast refresh patches react-dom), as do the prerender and the tests.
 */
export const preactRenderer: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Read by src/lib/renderer.ts. */
export const preactRendererDefine = { 'import.meta.env.VITE_RENDERER': JSON.stringify('preact') };
