/**
 * Which renderer runs this code. The browser build renders with Preact's compatibility layer (decision
 * 0033, `vite/preact-renderer.ts`, which also sets `VITE_RENDERER`); the dev server, the prerender and the
 * tests with React 19. The few places where the two differ read this (a constant, so the build keeps only
 * its own branch).
 */
export const RENDERER: 'preact' | 'react' = import.meta.env.VITE_RENDERER === 'preact' ? 'preact' : 'react';
