import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from './site-footer';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Landmarks of every page: skip link, header (banner), main, footer (contentinfo). The shop's header and
 * footer unless given others (the staff pages': components/staff-shell/staff-layout.tsx).
 *
 * The page and the footer are Suspense boundaries of their own (decision 0029). The browser's renderer,
 * Preact (decision 0033), hydrates a prerendered page in one pass, the header and the page together (one
 * task of 0.3-0.5 s on the bench's phone); it does not hydrate boundaries in slices or the touched one first
 * as React did. `main.tsx` loads the matched page's code before it hydrates, so nothing suspends then and
 * the empty fallback never shows over prerendered HTML.
 */
export function AppShell({
  children,
  top,
  header = <SiteHeader />,
  footer = <SiteFooter />,
}: {
  children: ReactNode;
  top?: ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      {top}
      {header}
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
      <Suspense fallback={null}>{footer}</Suspense>
    </Box>
  );
}
