/** Screen breakpoints in pixels and the base font size (spec 000 §9). */
export const BREAKPOINTS = { xs: 0, sm: 425, md: 768, lg: 1024, xl: 1440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const BASE_FONT_SIZE = 16;
