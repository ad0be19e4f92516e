import { Suspense, lazy, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentNotification } from './notifications-slice';
import { visuallyHidden } from '../../lib/visually-hidden';

const SnackbarHost = lazy(() =>
  import('./snackbar-host').then((module) => ({ default: module.SnackbarHost })),
);

/**
 * Announces notifications through live regions that exist from the first render (so screen readers
 * pick up every change): errors in role alert, success and information in role status. The visible
 * snackbar is loaded with the first notification, so the first page load does not carry its code.
 */
export function NotificationHost() {
  const current = useSelector(selectCurrentNotification);
  const [needed, setNeeded] = useState(false);
  if (current && !needed) setNeeded(true);
  const isError = current?.variant === 'error';

  return (
    <>
      <div role="status" aria-live="polite" style={visuallyHidden} data-testid="notification-status">
        {current && !isError ? current.message : ''}
      </div>
      <div role="alert" aria-live="assertive" style={visuallyHidden} data-testid="notification-alert">
        {current && isError ? current.message : ''}
      </div>
      {needed ? (
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      ) : null}
    </>
  );
}
