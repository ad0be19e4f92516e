/**
 * How a signed-in customer wants to hear from us (issue 14, docs/decisions/0028). Service messages about
 * their applications, policies, premiums and claims go by email, SMS or both; marketing is separate and sent
 * only with their opt-in (POPIA s69), stored with the time and the version of the wording they agreed to.
 */
import { z } from 'zod';

export const NOTIFICATION_PREFERENCE_PATHS = {
  retail: '/api/retail/notification-preferences',
  employee: '/api/employee/notification-preferences',
} as const;

export const SERVICE_CHANNELS = [
  { value: 'email', label: 'Email only' },
  { value: 'sms', label: 'SMS only' },
  { value: 'both', label: 'Email and SMS' },
] as const;
export type ServiceChannels = (typeof SERVICE_CHANNELS)[number]['value'];
export const serviceChannelsField = z.enum(['email', 'sms', 'both'], {
  message: 'Please choose email, SMS or both',
});

/** The exact sentence shown beside the marketing opt-in; its version is stored with the time of the opt-in. */
export const MARKETING_CONSENT_TEXT =
  'Yes, Telkom Cover may send me news and offers about its insurance products by email and SMS. ' +
  'I can opt out at any time.';
export const MARKETING_CONSENT_VERSION = 'marketing-2026-01';

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  saved: 'Your message preferences have been saved.',
  noCellphone: 'Please add a cellphone number to your profile before choosing SMS.',
} as const;

/** GET (and the PUT's reply): the holder's choices and where the messages go. */
export const notificationPreferencesSchema = z.object({
  serviceChannels: serviceChannelsField,
  marketingOptIn: z.boolean(),
  /** when the holder opted in to marketing (ISO); null when not opted in */
  marketingConsentAt: z.string().nullable(),
  email: z.string(),
  cellphone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET's reply: null while the customer has no policy holder yet (no cover applied for), nothing to choose. */
export const notificationPreferencesReplySchema = notificationPreferencesSchema.nullable();
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReplySchema>;

/** PUT: 'sms' or 'both' is refused when the holder has no cellphone. */
export const updateNotificationPreferencesSchema = z.object({
  serviceChannels: serviceChannelsField,
  marketingOptIn: z.boolean(),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
