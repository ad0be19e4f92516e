import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched when a user signs out (or the session is cleared): every persisted slice returns to its
 * initial state. Use `clearPersistedState()` from the store to also purge the saved copy.
 */
export const signOut = createAction('session/signOut');
