import {
  NOTIFICATION_PREFERENCE_PATHS,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@cover/domain';
import { api } from '../../../app/api';
import type { Audience } from '../../../lib/identity';

/** The API path of the audience's message preferences, relative to the api base. */
const preferencesUrl = (audience: Audience) =>
  NOTIFICATION_PREFERENCE_PATHS[audience].replace(/^\/api\//, '');

const tag = (audience: Audience) => ({
  type: 'PolicyHolder' as const,
  id: `message-preferences:${audience}`,
});

/** How the signed-in customer wants to hear from us (docs/decisions/0028). */
export const messagePreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessagePreferences: build.query<NotificationPreferences, Audience>({
      query: (audience) => preferencesUrl(audience),
      providesTags: (_result, _error, audience) => [tag(audience)],
    }),
    saveMessagePreferences: build.mutation<
      NotificationPreferences,
      { audience: Audience; body: UpdateNotificationPreferences }
    >({
      query: ({ audience, body }) => ({ url: preferencesUrl(audience), method: 'PUT', body }),
      invalidatesTags: (result, _error, { audience }) => (result ? [tag(audience)] : []),
    }),
  }),
});

export const { useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation } = messagePreferencesApi;
