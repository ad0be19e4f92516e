import type { Plugin } from 'vite';

/**
 * MUI's modules for themes built on CSS variables (`cssVariables`, `colorSchemes`), and what each must still
 * export for the modules that import them. Our theme (src/app/theme.ts) uses neither, so MUI's ThemeProvider
 * and createTheme always take their other path; these modules and what they import (the CSS-variables
 * provider, the colour-scheme script and storage, the variables' parser: ≈ 7 kB gzipped) were still in
 * every page's first load, because a bundler cannot know which branch runs.
 */
export const CSS_VARIABLE_MODULES: Readonly<Record<string, readonly string[]>> = {
  'createThemeWithVars.mjs': ['default', 'createGetCssVar'],
  'ThemeProviderWithVars.mjs': [
    'CssVarsProvider',
    'useColorScheme',
    'getInitColorSchemeScript',
    'Experimental_CssVarsProvider',
  ],
};

export const REFUSAL =
  'MUI themes with CSS variables are left out of this build (apps/web/vite/mui-without-css-variables.ts)';

const MUI_STYLES_FILE = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](?:esm[\\/])?styles[\\/]([\w.]+)$/;

/** The module that takes the place of one of MUI's CSS-variables modules: each export throws if called. */
export function standInModule(exports: readonly string[]): string {
  const lines = [`function refused() { throw new Error(${JSON.stringify(REFUSAL)}); }`];
  for (const name of exports) {
    lines.push(name === 'default' ? 'export default refused;' : `export const ${name} = refused;`);
  }
  return lines.join('\n');
}

/** Which of MUI's CSS-variables modules `id` is, if any. */
export function cssVariablesModule(id: string): string | undefined {
  const file = MUI_STYLES_FILE.exec(id.split('?')[0] ?? '')?.[1];
  return file !== undefined && file in CSS_VARIABLE_MODULES ? file : undefined;
}

/**
 * Leaves MUI's CSS-variables theme machinery out of the browser build (not the prerender, not the tests:
 * they run MUI as published). A theme that turned CSS variables on would throw REFUSAL on the first render;
 * `theme.test.ts` checks ours does not. The build fails if MUI no longer has these modules, so that this
 * plugin is looked at again after an upgrade rather than silently doing nothing.
 */
export function muiWithoutCssVariables(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'telkom-cover:mui-without-css-variables',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    load(id) {
      const file = cssVariablesModule(id);
      if (file === undefined) return null;
      replaced.add(file);
      return standInModule(CSS_VARIABLE_MODULES[file] ?? []);
    },
    buildEnd(error) {
      if (error) return;
      const missing = Object.keys(CSS_VARIABLE_MODULES).filter((file) => !replaced.has(file));
      if (missing.length > 0) {
        this.error(
          `@mui/material/styles no longer loads ${missing.join(', ')}: check vite/mui-without-css-variables.ts against this MUI version`,
        );
      }
    },
  };
}
