import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks of a built bundle. */
export const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));

/** `files` and every chunk they import statically, directly or through another. */
export function withStaticImports(bundle: OutputBundle, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return [...seen];
}

/**
 * The files the lazily loaded modules of a page (its route module, and the route table of its signed-in
 * area if any; paths under src/) need that the entry does not load already: their chunks and every chunk
 * those import statically, at any depth. Such chunks are only found once the entry has run, one level at a
 * time; listing them all as modulepreload in the page's HTML lets the browser fetch them alongside the entry.
 */
export function routePreloads(bundle: OutputBundle, moduleSuffixes: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const routeChunks = moduleSuffixes.map((suffix) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${suffix}`));
    if (!chunk) throw new Error(`No chunk for the module src/${suffix}: is it still loaded lazily?`);
    return chunk.fileName;
  });
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? withStaticImports(bundle, [entry.fileName]) : []);
  return withStaticImports(bundle, routeChunks).filter((file) => !loaded.has(file));
}

export const modulepreloadTags = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
