import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { eagerCompileHints } from './vite/compile-hints.ts';
import { earlyInputInlineScript } from './vite/early-input-script.ts';
import { muiWithoutCssVariables } from './vite/mui-without-css-variables.ts';
import { preactRenderer, preactRendererDefine } from './vite/preact-renderer.ts';
import { precompressBuild } from './vite/precompress.ts';
import { prerenderPublicPages } from './vite/prerender-pages.ts';
import { zodWithMessages } from './vite/zod-with-messages.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };

/**
 * Vendor code in a few long-lived chunks (cached across deploys), pages and MUI components split by
 * route. Of MUI's components only the form fields and what opens over the page (Modal, Menu, the lists)
 * are grouped: a page without a form (home) keeps them all out of its first load, and the phone menu's
 * drawer loads the overlays without the fields.
 */
const vendorGroups = [
  // The renderer (Preact's compatibility layer in the browser build, vite/preact-renderer.ts) and the router.
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/,
    priority: 40,
  },
  // RTK Query apart from the store: it loads with the first page or part that calls the API (the api
  // joins the store then, api-slot.ts), not with every page's first load.
  {
    name: 'rtk-query',
    test: /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
    priority: 25,
  },
  {
    name: 'state',
    test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])|redux[\\/]|react-redux|redux-thunk|immer|reselect|use-sync-external-store)/,
    priority: 30,
  },
  // MUI's styling engine and the pieces every page's shell uses (buttons with their ripple, icons,
  // transitions). Not the roving focus of menus and tabs, nor the checkbox's and radio's base: a group takes
  // in what its modules import, so with those in it, every page loaded them (1.6–2.3 kB gzipped); they go
  // with the fields now, and ButtonBase and what it imports are named here so they stay.
  {
    name: 'mui-core',
    test: /^(?!.*[\\/](useRovingTabIndex|internal[\\/](SwitchBase|svg-icons|Transition|animate))[\\/.]).*[\\/]node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](esm[\\/])?(styles|utils|internal|colors|className|DefaultPropsProvider|zero-styled|Paper|Typography|ButtonBase|useLazyRipple|SvgIcon|transitions))|@emotion|stylis|@babel[\\/]runtime|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/,
    priority: 20,
  },
  // The app's own code of the first load (what the entry imports, at any depth: the shell, the store and
  // its slices) in one file. Left to itself the bundler split pieces that lazy pages share with the shell
  // (the funeral quote's slice, the ID number checks) into small files of their own: three more requests
  // on every page, over HTTP/1.1's six at a time.
  {
    name: 'app-initial',
    test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src)[\\/]/,
    tags: ['$initial' as const],
    priority: 5,
  },
  // The wizards' persisted slices join the store when their pages load (app/wizard-slices.ts). Together,
  // with what they import (drafts, ID number and date checks, the steps' progress): left to itself the
  // bundler put each of those in a small file of its own, seven more requests on /funeral.
  {
    name: 'wizard-state',
    test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/](funeral[\\/](retail|employee)[\\/]state[\\/](funeral-quote|register)-slice|(device|motor)[\\/]shared[\\/]wizard[\\/]registration-slice)\.ts$/,
    priority: 4,
  },
  // Apart: a page can need zod without a form (the domain's contracts on /funeral), or a form first and
  // its checks later.
  { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 10 },
  // With zod, the stand-in the build gives for it and the plain messages that stand-in installs
  // (vite/zod-with-messages.ts): they load together, whichever page or form first needs zod.
  {
    name: 'zod',
    test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]zod-(with-)?messages\.ts$/,
    priority: 10,
  },
  // A page with a form (sign-in, the calculator) needs all of these at once: one file, not a dozen. The
  // server speaks HTTP/1.1, six requests at a time; on a 150 ms round trip every further batch of small
  // files cost the first input ~0.2 s on the measured phone.
  {
    name: 'mui-fields',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(FormControl|FormControlLabel|FormHelperText|FormLabel|InputLabel|InputBase|OutlinedInput|InputAdornment|Radio|RadioGroup|Checkbox|internal[\\/]SwitchBase)[\\/]/,
    // Below mui-core: a group takes in what its modules import, unless a group before it has.
    priority: 15,
  },
  // What opens over the page (Modal with its focus trap, portal and backdrop; Popover, Menu and the lists;
  // the fades): the phone menu's drawer needs these and no field. Below mui-fields, for the same reason.
  {
    name: 'mui-overlay',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(Menu|MenuList|List|Popover|Modal|Unstable_TrapFocus|Portal|Backdrop|Fade|Grow)[\\/]/,
    priority: 14,
  },
  // TextField with what it imports for its `select` mode (Select, over mui-overlay's Menu), and the filled
  // and standard inputs: apart from the fields, so a page whose fields are outlined text fields only (the
  // sign-in pages' OutlinedTextField) does not load them. Below mui-overlay, which would otherwise be taken
  // in here as what Select imports.
  {
    name: 'mui-select',
    test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(TextField|Input|FilledInput|Select|NativeSelect)[\\/]/,
    priority: 13,
  },
];

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: preactRenderer } : {},
  define: command === 'build' ? preactRendererDefine : {},
  plugins: [
    react(),
    muiWithoutCssVariables(),
    zodWithMessages(),
    earlyInputInlineScript(),
    prerenderPublicPages(),
    eagerCompileHints((moduleId) =>
      /[\\/]apps[\\/]web[\\/]src[\\/](.+[\\/])?(router\.tsx|[a-z-]+-routes\.ts)$/.test(moduleId),
    ),
    precompressBuild(),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for debugging logged stack traces, but not referenced from the bundles.
    sourcemap: 'hidden',
    // The largest chunk is preact/compat + react-router (~120 kB, 40 kB gzipped), cached across deploys.
    chunkSizeWarningLimit: 350,
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics for its withTheme only, as a bare import; that package
      // does not say it has no side effects, so it and its react-is 16 stayed on every page unused (1.1 kB
      // gzipped). It only defines a function.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
}));
