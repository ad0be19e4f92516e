interface ImportMetaEnv {
  /** 'preact' in the browser build (vite.config.ts); unset where React renders. */
  readonly VITE_RENDERER?: 'preact';
}
