import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationVariant = 'success' | 'error' | 'info';

export interface Notification {
  id: number;
  message: string;
  variant: NotificationVariant;
}

export interface NotificationsState {
  queue: Notification[];
  nextId: number;
}

const initialState: NotificationsState = { queue: [], nextId: 1 };

/** How long a snackbar stays (spec 000 §9: notification time 3000 ms). */
export const NOTIFICATION_DURATION_MS = 3000;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notified: {
      reducer(state, action: PayloadAction<Omit<Notification, 'id'>>) {
        const current = state.queue[0];
        if (
          current &&
          current.message === action.payload.message &&
          current.variant === action.payload.variant
        )
          return;
        // The newest outcome replaces what is showing: a stale error must not hide a later success.
        state.queue = [{ id: state.nextId, ...action.payload }];
        state.nextId += 1;
      },
      prepare(message: string, variant: NotificationVariant) {
        return { payload: { message, variant } };
      },
    },
    dismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((notification) => notification.id !== action.payload);
    },
  },
});

export const { notified, dismissed } = notificationsSlice.actions;

export const selectCurrentNotification = (state: {
  notifications: NotificationsState;
}): Notification | undefined => state.notifications.queue[0];
