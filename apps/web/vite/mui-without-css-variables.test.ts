import { describe, expect, it } from 'vitest';
import {
  CSS_VARIABLE_MODULES,
  cssVariablesModule,
  REFUSAL,
  standInModule,
} from './mui-without-css-variables';

const styles = '/repo/node_modules/@mui/material/styles';

describe("MUI's CSS-variables modules left out of the browser build", () => {
  it.each([
    [`${styles}/createThemeWithVars.mjs`, 'createThemeWithVars.mjs'],
    [`${styles}/ThemeProviderWithVars.mjs`, 'ThemeProviderWithVars.mjs'],
    [`${styles}/ThemeProviderWithVars.mjs?v=1`, 'ThemeProviderWithVars.mjs'],
    [
      'C:\\repo\\node_modules\\@mui\\material\\esm\\styles\\createThemeWithVars.mjs',
      'createThemeWithVars.mjs',
    ],
    [`${styles}/createThemeNoVars.mjs`, undefined],
    [`${styles}/ThemeProvider.mjs`, undefined],
    [`${styles}/createTheme.mjs`, undefined],
    ['/repo/node_modules/@mui/system/cssVars/createCssVarsProvider.mjs', undefined],
    ['/repo/apps/web/src/styles/createThemeWithVars.mjs', undefined],
  ])('%s is replaced: %s', (id, expected) => {
    expect(cssVariablesModule(id)).toBe(expected);
  });

  it('gives every replaced module the exports its importers name, each refusing with a message that says where to look', async () => {
    for (const [file, exports] of Object.entries(CSS_VARIABLE_MODULES)) {
      const url = `data:text/javascript,${encodeURIComponent(standInModule(exports))}`;
      const module = (await import(/* @vite-ignore */ url)) as Record<string, () => unknown>;
      expect(Object.keys(module).sort(), file).toEqual([...exports].sort());
      for (const name of exports) expect(() => module[name]?.(), `${file} ${name}`).toThrow(REFUSAL);
    }
  });
});
