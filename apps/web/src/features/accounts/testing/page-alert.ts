/**
 * The page's own alert (a FormAlert), not the notification live regions (those carry aria-live). An error the
 * page shows inline gets no snackbar (components/notifications/snackbar-host.tsx), so tests read it here.
 */
export const pageAlert = () => document.querySelector('[role="alert"]:not([aria-live])');
