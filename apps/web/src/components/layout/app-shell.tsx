import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from './site-footer';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Landmarks of every page: skip link, header (banner), main, footer (contentinfo). */
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
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
