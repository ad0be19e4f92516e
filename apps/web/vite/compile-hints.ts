import type { Plugin, Rolldown } from 'vite';
import { chunksOf, withStaticImports } from './chunk-preloads.ts';

/** V8's explicit compile hint (Chrome 136 on): compile every function of this file as it is loaded. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a page runs as it starts: the entry, each page or route table the router loads (a dynamic
 * import made by a module `isRouteTable` accepts), and every chunk those import statically. Not what a
 * page loads later by itself (a dialog's code, the sign-in client fetched once the page is idle): most of
 * that is not run as it arrives.
 */
export function startupChunks(
  bundle: Rolldown.OutputBundle,
  dynamicImporters: (moduleId: string) => readonly string[],
  isRouteTable: (moduleId: string) => boolean,
): string[] {
  const roots = chunksOf(bundle).filter(
    (chunk) =>
      chunk.isEntry ||
      (chunk.isDynamicEntry &&
        chunk.facadeModuleId !== null &&
        dynamicImporters(chunk.facadeModuleId).some(isRouteTable)),
  );
  return withStaticImports(
    bundle,
    roots.map((chunk) => chunk.fileName),
  );
}

/** Puts the hint on the first line of each of `files`; each chunk's source map moves down a line with it. */
export function addCompileHints(bundle: Rolldown.OutputBundle, files: readonly string[]): void {
  for (const fileName of files) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
    if (!chunk.map) continue;
    chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapFile = bundle[`${fileName}.map`];
    if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
  }
}

/**
 * V8 compiles a function the first time it is called, on the page's main thread, unless told otherwise:
 * hydrating a prerendered page calls most of the framework's functions for the first time, one after
 * another, while the visitor waits. This plugin hints every startup chunk (`startupChunks`), so V8
 * compiles its functions on a background thread while the file is still arriving (decision 0029,
 * fifteenth addendum). Browsers without the hint read a comment.
 *
 * It runs after Vite's own generateBundle, which puts a preload helper at the top of some chunks: the
 * hint must be the file's first line.
 */
export function eagerCompileHints(isRouteTable: (moduleId: string) => boolean): Plugin {
  return {
    name: 'telkom-cover:eager-compile-hints',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const dynamicImporters = (moduleId: string) => this.getModuleInfo(moduleId)?.dynamicImporters ?? [];
        addCompileHints(bundle, startupChunks(bundle, dynamicImporters, isRouteTable));
      },
    },
  };
}
