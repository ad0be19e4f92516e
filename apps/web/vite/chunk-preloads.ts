import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks of a built bundle. */
export const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));

/**
 * The files a route module needs that the entry does not load already: its chunk and the chunks it
 * imports statically. A lazy route's chunk is only found once the entry has run; listing these as
 * modulepreload in the page's HTML lets the browser fetch them alongside the entry.
 */
export function routePreloads(bundle: OutputBundle, moduleSuffix: string): string[] {
  const chunks = chunksOf(bundle);
  const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${moduleSuffix}`));
  if (!route) throw new Error(`No chunk for the route module src/${moduleSuffix}: is it still a lazy route?`);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  return [route.fileName, ...route.imports].filter((file) => !loaded.has(file));
}

export const modulepreloadTags = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
