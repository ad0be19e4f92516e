import {
  NOTIFICATION_PREFERENCE_PATHS,
  type NotificationPreferences,
  type NotificationPreferencesReply,
  type UpdateNotificationPreferences,
} from '@cover/domain';
import { api } from '../../../app/api';
import type { Audience } from '../../../lib/identity';

/** The API path of the audience's message preferences, relative to the api base. */
const preferencesUrl = (audience: Audience) =>
  NOTIFICATION_PREFERENCE_PATHS[audience].replace(/^\/api\//, '');

/** The tag of the audience's message preferences: whatever changes where messages go invalidates it. */
export const messagePreferencesTag = (audience: Audience) => ({
  type: 'PolicyHolder' as const,
  id: `message-preferences:${audience}`,
});

/** How the signed-in customer wants to hear from us (docs/decisions/0028). */
export const messagePreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null: no policy holder yet, so nothing to choose. */
    getMessagePreferences: build.query<NotificationPreferencesReply, Audience>({
      query: (audience) => preferencesUrl(audience),
      providesTags: (_result, _error, audience) => [messagePreferencesTag(audience)],
    }),
    saveMessagePreferences: build.mutation<
      NotificationPreferences,
      { audience: Audience; body: UpdateNotificationPreferences }
    >({
      query: ({ audience, body }) => ({ url: preferencesUrl(audience), method: 'PUT', body }),
      // The save answers with the preferences as saved: shown at once, without asking again.
      async onQueryStarted({ audience }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (saved)
          dispatch(messagePreferencesApi.util.upsertQueryData('getMessagePreferences', audience, saved));
      },
    }),
  }),
});

export const { useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation } = messagePreferencesApi;
