import type { Rolldown } from 'vite';

export interface FixtureChunk {
  /** Chunks it imports statically. */
  imports?: string[];
  /** The module (under src/) it is the facade of. */
  module?: string;
  entry?: boolean;
  /** Loaded by a dynamic import. */
  dynamicEntry?: boolean;
  code?: string;
}

/** A built bundle for the build plugins' tests: file → its chunk. */
export function bundleOf(chunks: Record<string, FixtureChunk>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        code: chunk.code ?? '',
        map: null,
        imports: chunk.imports ?? [],
        isEntry: chunk.entry ?? false,
        isDynamicEntry: chunk.dynamicEntry ?? false,
        facadeModuleId: chunk.module ? `/app/src/${chunk.module}` : null,
      } as unknown as Rolldown.OutputChunk,
    ]),
  ) as Rolldown.OutputBundle;
}
