import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CALLBACK_SOURCES, CallbackRequestReply } from '@cover/domain';

export type CallbackSource = (typeof CALLBACK_SOURCES)[number];

/**
 * Spec 000 §2: the home page and the header each have their own success indicator, so a request made
 * in the header dialog does not flip the home page section (and the other way round).
 */
export interface CallbackState {
  homeSuccess: boolean;
  headerSuccess: boolean;
  homeReference: string | null;
  headerReference: string | null;
}

const initialState: CallbackState = {
  homeSuccess: false,
  headerSuccess: false,
  homeReference: null,
  headerReference: null,
};

export const callbackSlice = createSlice({
  name: 'callback',
  initialState,
  reducers: {
    callbackRequested(state, action: PayloadAction<{ source: CallbackSource; reply: CallbackRequestReply }>) {
      const { source, reply } = action.payload;
      if (source === 'home') {
        state.homeSuccess = true;
        state.homeReference = reply.reference;
      } else {
        state.headerSuccess = true;
        state.headerReference = reply.reference;
      }
    },
    callbackFormReopened(state, action: PayloadAction<CallbackSource>) {
      if (action.payload === 'home') {
        state.homeSuccess = false;
        state.homeReference = null;
      } else {
        state.headerSuccess = false;
        state.headerReference = null;
      }
    },
  },
});

export const { callbackRequested, callbackFormReopened } = callbackSlice.actions;

type WithCallback = { callback: CallbackState };

/** Whether the request made from `source` succeeded (each place has its own flag). */
export const selectCallbackSuccess = (state: WithCallback, source: CallbackSource): boolean =>
  source === 'home' ? state.callback.homeSuccess : state.callback.headerSuccess;

/** The reference of the request made from `source`, once it succeeded. */
export const selectCallbackReference = (state: WithCallback, source: CallbackSource): string | null =>
  source === 'home' ? state.callback.homeReference : state.callback.headerReference;
