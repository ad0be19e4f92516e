/** The product line key of the funeral line: the `line` of its routes, quotes, policies and claims. */
export const FUNERAL_LINE = 'funeral';

/** The path families of the funeral line (paths.ts builds one map per family). */
export const FUNERAL_PATH_FAMILIES = ['retail', 'jmr', 'employee', 'cms'] as const;
export type FuneralPathFamily = (typeof FUNERAL_PATH_FAMILIES)[number];
