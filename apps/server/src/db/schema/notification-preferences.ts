import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { policyHolders } from './policy-holders.js';

/**
 * How a policy holder wants to hear from us. Service messages (about their applications, policies, premiums
 * and claims) go by email, SMS or both; marketing is separate and only with their opt-in (POPIA s69), kept
 * with the time and the wording version they agreed to. A holder without a row gets the default of their
 * kind (employees: their communicationType; everyone else: both).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  policyHolderId: uuid('policy_holder_id')
    .primaryKey()
    .references(() => policyHolders.id),
  serviceChannels: text('service_channels').$type<'email' | 'sms' | 'both'>().notNull(),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
  marketingConsentVersion: text('marketing_consent_version'),
  ...timestamps(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
