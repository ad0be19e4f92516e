import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from './site-footer';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Landmarks of every page: skip link, header (banner), main, footer (contentinfo).
 *
 * The page and the footer are Suspense boundaries of their own, so a prerendered page hydrates in parts
 * (decision 0029): React hydrates the shell first (the header answers then), and each boundary after it
 * in its own slices of work, the one a visitor touches first. They never show their empty fallback on
 * hydration: the prerendered HTML stays on screen until its part is hydrated.
 */
export function AppShell({ children, top }: { children: ReactNode; top?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      {top}
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: '1 0 auto',
          // The footer starts below the first screen, so content that loads later never pushes it around.
          minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`,
          outline: 'none',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Suspense fallback={null}>{children}</Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
