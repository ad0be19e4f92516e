import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import Container from '@mui/material/Container';
import { lazyClientLog } from '../lib/lazy-client-log';
import { ErrorFallback } from './error-fallback';
import { NotFound } from './not-found';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * The router's error element: a page's code failed to download (offline, or a new version was deployed)
 * or a route threw. Logged once, then a retry that reloads the page.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) lazyClientLog.error(error, { source: 'route' });
  }, [error, notFound]);

  if (notFound) return <NotFound />;
  const chunk = isChunkLoadError(error);
  return (
    <Container maxWidth="md">
      <ErrorFallback
        onRetry={() => window.location.reload()}
        title={chunk ? 'This page could not be loaded' : undefined}
        description={
          chunk
            ? 'Your connection may have dropped, or we have just updated Telkom Cover. Please check your connection and try again.'
            : undefined
        }
      />
    </Container>
  );
}
