import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PRERENDERED_PAGES, prerenderedFile } from '../src/prerender/prerendered-pages.ts';
import type { RenderedPage } from '../src/prerender/render-page.tsx';
import { modulepreloadTags, routePreloads } from './chunk-preloads.ts';

const ROOT_PLACEHOLDER = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/** Builds src/prerender/render-page.tsx for Node and loads it. */
async function loadRenderer(root: string, outDir: string) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // One file with every package inside: Node cannot load some of them as they are published.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'render-page.mjs')).href)) as {
    renderPage: (url: string) => Promise<RenderedPage>;
  };
  return module.renderPage;
}

/**
 * Renders one page and fails when anything logged an error meanwhile or in the moment after, where a
 * request the page started would fail: a prerendered page has no server to ask and no browser, and an
 * error there is a part of the page doing at build time what belongs in the browser.
 */
export async function renderWithoutErrors(
  renderPage: (url: string) => Promise<RenderedPage>,
  pagePath: string,
): Promise<RenderedPage> {
  const logged: unknown[][] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args);
  };
  try {
    const page = await renderPage(pagePath);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [first] = logged;
    if (first) throw new Error(`${pagePath} logged an error while it was prerendered: ${format(...first)}`);
    return page;
  } finally {
    console.error = consoleError;
  }
}

/** The SPA's index.html with a rendered page in #root, its styles and head, and its route's chunks. */
export function pageHtml(template: string, page: RenderedPage, preloads: string): string {
  let html = template.replace(
    ROOT_PLACEHOLDER,
    () => `<div id="root" data-prerendered="">${page.html}</div>`,
  );
  if (html === template) throw new Error('index.html has no #root placeholder to render into');
  const title = /<title>[\s\S]*?<\/title>/.exec(page.head)?.[0];
  const description = /<meta name="description"[^>]*>/.exec(page.head)?.[0];
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
  if (description) html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description);
  return html.replace('</head>', () => `${preloads}${page.styles}</head>`);
}

/**
 * Decision 0029: after the client build, renders the public pages (src/prerender/prerendered-pages.ts)
 * into dist/prerendered/*.html with their critical CSS and route preloads, and lists them in
 * dist/prerendered/manifest.json for the server. The browser paints them before any script runs; the
 * app then hydrates them (main.tsx).
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  return {
    name: 'telkom-cover:prerender-public-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const dist = options.dir ?? path.join(root, 'dist');
      // Inside the app, so the built renderer finds the app's packages.
      // A clean clone may have no app-level node_modules (workspaces hoist everything).
      const cacheDir = path.join(root, 'node_modules', '.cache');
      mkdirSync(cacheDir, { recursive: true });
      const outDir = mkdtempSync(path.join(cacheDir, 'prerender-'));
      try {
        const renderPage = await loadRenderer(root, outDir);
        const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
        const manifest: Record<string, string> = {};
        mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
        for (const page of PRERENDERED_PAGES) {
          const rendered = await renderWithoutErrors(renderPage, page.path);
          const modules = page.areaTable ? [page.areaTable, page.module] : [page.module];
          const preloads = modulepreloadTags(routePreloads(bundle, modules));
          const file = prerenderedFile(page.path);
          writeFileSync(path.join(dist, file), pageHtml(template, rendered, preloads));
          manifest[page.path] = file;
        }
        writeFileSync(
          path.join(dist, 'prerendered', 'manifest.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        this.info(`prerendered ${PRERENDERED_PAGES.length} public pages into dist/prerendered/`);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
