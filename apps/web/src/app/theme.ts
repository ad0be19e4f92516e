import { createTheme } from '@mui/material/styles';

/**
 * Telkom Cover theme. Breakpoints and base font size from spec 000 §9; colours checked for WCAG 2.2 AA
 * (text ≥ 4.5:1, borders and focus rings ≥ 3:1 against their background).
 */
const BLUE = '#0057B8'; // 6.9:1 on white
const BLUE_DARK = '#003F87';
const INK = '#14213D'; // 14.9:1 on the page background
const MUTED = '#4A5568'; // 7.0:1 on the page background
const BORDER = '#6B7A90'; // 4.4:1 on white: form field outlines
const FOCUS = '#0B63CE';

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const focusRing = { outline: `3px solid ${FOCUS}`, outlineOffset: 2 } as const;

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 425, md: 768, lg: 1024, xl: 1440 } },
  palette: {
    mode: 'light',
    primary: { main: BLUE, dark: BLUE_DARK, light: '#E8F1FB', contrastText: '#FFFFFF' },
    secondary: { main: '#00796B', dark: '#00564C', contrastText: '#FFFFFF' },
    success: { main: '#1E7B34', contrastText: '#FFFFFF' },
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
    warning: { main: '#8A5300', contrastText: '#FFFFFF' },
    info: { main: BLUE, contrastText: '#FFFFFF' },
    text: { primary: INK, secondary: MUTED },
    background: { default: '#F4F7FB', paper: '#FFFFFF' },
    divider: '#D5DCE6',
  },
  shape: { borderRadius: 10 },
  typography: {
    htmlFontSize: 16,
    fontSize: 16,
    fontFamily: systemFont,
    h1: {
      fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 3rem)',
      fontWeight: 750,
      lineHeight: 1.15,
      letterSpacing: '-0.02em',
    },
    h2: {
      fontSize: 'clamp(1.5rem, 1.25rem + 1.1vw, 2.125rem)',
      fontWeight: 700,
      lineHeight: 1.2,
      letterSpacing: '-0.01em',
    },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.35 },
    h5: { fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.4 },
    h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
    subtitle1: { fontSize: '1.125rem', lineHeight: 1.55 },
    subtitle2: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
    button: { fontSize: '1rem', fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
    caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
    overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 80, WebkitTextSizeAdjust: '100%' },
        body: { textRendering: 'optimizeLegibility' },
        ':focus-visible': focusRing,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // ButtonBase resets the outline: a plain one (a photo to open, a card to tap) gets the ring the others have
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      variants: [{ props: { variant: 'outlined', color: 'primary' }, style: { borderColor: BLUE } }],
      styleOverrides: {
        root: { minHeight: 44, paddingInline: 20, borderRadius: 10, '&.Mui-focusVisible': focusRing },
        sizeLarge: { minHeight: 52, fontSize: '1.0625rem' },
        sizeSmall: { minHeight: 44 },
        outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: 44, minHeight: 44, '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: {
        root: {
          textUnderlineOffset: '0.18em',
          fontWeight: 500,
          '&:focus-visible': { ...focusRing, borderRadius: 2 },
        },
      },
    },
    MuiCheckbox: {
      styleOverrides: { root: { padding: 10, '&.Mui-focusVisible': { ...focusRing, outlineOffset: -4 } } },
    },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -4 } } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: '#FFFFFF',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: BORDER },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2, borderColor: FOCUS },
        },
        input: { minHeight: 24 },
      },
    },
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '0.875rem', marginInline: 2 } } },
    MuiFormControlLabel: { styleOverrides: { label: { fontSize: '0.9375rem', lineHeight: 1.5 } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#D5DCE6' } } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiMenuItem: {
      styleOverrides: { root: { minHeight: 48, '&.Mui-focusVisible': { ...focusRing, outlineOffset: -3 } } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { minHeight: 48, '&.Mui-focusVisible': { ...focusRing, outlineOffset: -3 } } },
    },
    MuiDialogTitle: { defaultProps: { variant: 'h3' } },
    MuiAlert: { styleOverrides: { root: { fontSize: '0.9375rem' } } },
  },
});
