import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// The browser build leaves MUI's CSS-variables theme machinery out (vite/mui-without-css-variables.ts):
// MUI's ThemeProvider and createTheme take that path only for a theme with colour schemes or variables.
describe('the app theme', () => {
  it('is a theme without CSS variables or colour schemes, as the browser build requires', () => {
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('cssVariables');
  });

  it("matches MUI's default theme in that, so MUI's own default does not need them either", () => {
    expect(createTheme()).not.toHaveProperty('colorSchemes');
    // What a theme with colour schemes looks like, so the checks above could fail.
    expect(createTheme({ colorSchemes: { dark: true } })).toHaveProperty('colorSchemes');
  });
});
