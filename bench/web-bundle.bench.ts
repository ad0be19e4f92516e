import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** Every script the home page loads before first paint: the entry module and its modulepreloads. */
function homePageScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    sources.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    sources.add(match[1] as string);
  return [...sources];
}

/** Follows static imports from each chunk so nothing the first paint needs is missed. */
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

export function benchWebBundle(): void {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    console.log('\nWeb bundle: apps/web/dist is missing — run `npm run build` first.');
    return;
  }
  const html = readFileSync(indexHtml, 'utf8');
  const files = withStaticImports(homePageScripts(html).map((src) => src.replace(/^\//, '')));
  const rows = files.map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return {
      file,
      'raw kB': +(bytes.length / 1024).toFixed(1),
      'gzip kB': +(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1),
    };
  });
  rows.sort((a, b) => b['gzip kB'] - a['gzip kB']);
  const total = rows.reduce((sum, row) => sum + row['gzip kB'], 0);
  console.log('\nWeb: JavaScript the home page loads before first paint (gzip -9)');
  console.table(rows);
  console.log(`total: ${total.toFixed(1)} kB gzipped in ${rows.length} files`);
}
