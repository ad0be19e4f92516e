import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import Container from '@mui/material/Container';
import { ErrorBoundary } from '../error-boundary';
import { AppShell } from './app-shell';
import { Placeholder } from './placeholder';
import { RouteProgress } from './route-progress';
import { useRouteFocus } from './use-route-focus';

/**
 * Scroll positions per history entry. Every fresh page load starts with the key "default", so for that
 * entry use the path instead: otherwise opening /complaints in a new load would restore the home
 * page's scroll position.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** The staff pages (/operator/…) bring their own shell with their route table (staff-shell/staff-layout.tsx). */
const isStaffPage = (pathname: string) => /^\/operator(\/|$)/.test(pathname);

/** The root route's element: the shell around the current page, with an error boundary per page. */
export function AppLayout() {
  const { pathname } = useLocation();
  useRouteFocus();
  const page = (
    <>
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
  return isStaffPage(pathname) ? (
    <>
      <RouteProgress />
      {page}
    </>
  ) : (
    <AppShell top={<RouteProgress />}>{page}</AppShell>
  );
}

/** Shown on the very first load while the page's code downloads: the real shell, a quiet body. */
export function AppLayoutFallback() {
  return (
    <AppShell>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }} aria-busy="true" aria-label="Loading">
        <Placeholder text height="3.75rem" maxWidth={520} />
        <Placeholder text height="1.5rem" maxWidth={640} />
        <Placeholder text height="1.5rem" maxWidth={560} />
      </Container>
    </AppShell>
  );
}
