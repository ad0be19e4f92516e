import type { OutboxList } from '@cover/domain';
import { api } from '../../../app/api';

/** GET /api/dev/outbox: the development mailbox (only served when config.devMailbox is true). */
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxList, void>({
      query: () => 'dev/outbox',
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
