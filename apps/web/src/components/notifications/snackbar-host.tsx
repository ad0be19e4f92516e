import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useDispatch, useSelector } from 'react-redux';
import { NOTIFICATION_DURATION_MS, dismissed, selectCurrentNotification } from './notifications-slice';

/**
 * The visible snackbar for the notification at the head of the queue (3000 ms, then the next one).
 * Screen readers hear it through the live regions of NotificationHost, so the snackbar is not one itself.
 */
export function SnackbarHost() {
  const dispatch = useDispatch();
  const current = useSelector(selectCurrentNotification);

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway' || !current) return;
    dispatch(dismissed(current.id));
  };

  return (
    <Snackbar
      key={current?.id}
      open={Boolean(current)}
      autoHideDuration={NOTIFICATION_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          role="none"
          severity={current.variant}
          variant="filled"
          onClose={() => close(undefined)}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss notification' } }}
          // a message starts with a capital, also the spec's own lower-case ones ('claim submitted successfully')
          sx={{
            width: '100%',
            alignItems: 'center',
            '& .MuiAlert-message::first-letter': { textTransform: 'uppercase' },
          }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
