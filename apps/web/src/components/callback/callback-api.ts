import type { CallbackRequestInput, CallbackRequestReply } from '@cover/domain';
import { api } from '../../app/api';

export interface CallbackRequestArgs {
  body: CallbackRequestInput;
  /** The same key for retries of one attempt, so the server stores the request once. */
  idempotencyKey: string;
}

export const callbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestCallback: build.mutation<CallbackRequestReply, CallbackRequestArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'callback-requests',
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    }),
  }),
});

export const { useRequestCallbackMutation } = callbackApi;
