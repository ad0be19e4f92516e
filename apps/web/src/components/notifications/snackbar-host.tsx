import { useLayoutEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useDispatch, useSelector } from 'react-redux';
import { NOTIFICATION_DURATION_MS, dismissed, selectCurrentNotification } from './notifications-slice';

/**
 * An error the page already shows in an inline alert, with the same words (a form's refusal): the snackbar
 * would only repeat it, over the page's own links at the bottom of a phone's screen (QA walk 5, finding 9).
 * The live regions of NotificationHost are left out (they carry aria-live, an inline alert does not).
 */
function shownInline(message: string): boolean {
  return Array.from(document.querySelectorAll('[role="alert"]:not([aria-live])')).some((alert) =>
    alert.textContent?.includes(message),
  );
}

/** Whether a dialog is open over the page (MUI dialogs are portalled to the body). */
const dialogShown = () => document.querySelector('[role="dialog"]') !== null;

/**
 * While a notification shows, whether a dialog is open: a dialog's buttons sit at the bottom of a phone's
 * screen, where the snackbar would cover them (QA walk 16), so the snackbar moves to the top meanwhile.
 */
function useDialogShown(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    if (!active) return undefined;
    const check = () => setShown(dialogShown());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active]);
  return shown;
}

/**
 * The visible snackbar for the notification at the head of the queue (3000 ms, then the next one).
 * Screen readers hear it through the live regions of NotificationHost, so the snackbar is not one itself. An
 * error the page shows inline already is dismissed at once: the inline alert is where it is read. It sits at the
 * bottom, or at the top while a dialog is open.
 */
export function SnackbarHost() {
  const dispatch = useDispatch();
  const current = useSelector(selectCurrentNotification);
  const overDialog = useDialogShown(Boolean(current));

  // Checked at once and, while the error shows, whenever the page changes: a page may render its alert a
  // moment after it notified (the sign-in page's lockout does).
  useLayoutEffect(() => {
    if (current?.variant !== 'error') return undefined;
    const { id, message } = current;
    const check = () => {
      if (shownInline(message)) dispatch(dismissed(id));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [current, dispatch]);

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
      anchorOrigin={{ vertical: overDialog ? 'top' : 'bottom', horizontal: 'center' }}
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
