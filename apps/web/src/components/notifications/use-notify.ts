import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { notified } from './notifications-slice';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** Shows a snackbar (3000 ms) for the outcome of an action: `notify.success('Saved')`. */
export function useNotify(): Notify {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      success: (message: string) => dispatch(notified(message, 'success')),
      error: (message: string) => dispatch(notified(message, 'error')),
      info: (message: string) => dispatch(notified(message, 'info')),
    }),
    [dispatch],
  );
}
