import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MEASURED_PAGES } from './web-pages';

const dist = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** The HTML a first visit to `pagePath` gets: its prerendered page, else the single-page app's index.html. */
function htmlFile(pagePath: string): string {
  const manifestFile = path.join(dist, 'prerendered', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>)
    : {};
  return path.join(dist, manifest[pagePath] ?? 'index.html');
}

/** Every script a page's HTML loads before it is interactive: the entry module and its modulepreloads. */
function pageScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    sources.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    sources.add(match[1] as string);
  return [...sources];
}

/** Follows static imports from each chunk so nothing the page needs is missed. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1] as string));
    }
  }
  return [...seen];
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The initial JavaScript of one page: files and gzipped kB. */
export function initialScripts(pagePath: string): { file: string; gzipKb: number }[] {
  const html = readFileSync(htmlFile(pagePath), 'utf8');
  return withStaticImports(pageScripts(html).map((src) => src.replace(/^\//, '')))
    .map((file) => ({ file, gzipKb: gzipKb(file) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

export function benchWebBundle(): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('\nWeb bundle: apps/web/dist is missing — run `npm run build` first.');
    return;
  }
  const home = initialScripts('/');
  console.log('\nWeb: JavaScript the home page loads before it is interactive (gzip -9)');
  console.table(home.map((row) => ({ file: row.file, 'gzip kB': +row.gzipKb.toFixed(1) })));
  const rows = MEASURED_PAGES.map((page) => {
    const scripts = initialScripts(page.path);
    const total = scripts.reduce((sum, row) => sum + row.gzipKb, 0);
    return {
      page: `${page.name} ${page.path}`,
      html: path.relative(dist, htmlFile(page.path)),
      files: scripts.length,
      'initial JS gzip kB': +total.toFixed(1),
      'goal kB': page.jsGoalKb,
      verdict: total <= page.jsGoalKb ? 'ok' : 'OVER',
    };
  });
  console.log('\nWeb: initial JavaScript per page (entry, modulepreloads and their static imports; gzip -9)');
  console.table(rows);
}
