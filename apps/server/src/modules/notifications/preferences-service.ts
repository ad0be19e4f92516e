/**
 * The signed-in customer's message preferences (docs/decisions/0028): read and change them on their own
 * policy holder only. SMS (or both) needs a cellphone on the profile; the marketing opt-in is kept with the
 * time and the wording version they agreed to, and opting out clears both.
 */
import {
  MARKETING_CONSENT_VERSION,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import {
  notificationPreferences,
  type NotificationPreferencesRow,
  type PolicyHolderRow,
} from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { findPolicyHolderByOwner } from '../policy-holders/repo.js';
import { policyHolderNotFound } from '../policy-holders/service.js';
import { findPreferences, serviceChannelsOf } from './preferences.js';

async function ownHolder(db: Database, principal: UserPrincipal): Promise<PolicyHolderRow> {
  const holder = await findPolicyHolderByOwner(db, { pool: principal.audience, sub: principal.sub });
  if (!holder) throw policyHolderNotFound();
  return holder;
}

async function toView(
  db: Database,
  holder: PolicyHolderRow,
  row: NotificationPreferencesRow | null,
): Promise<NotificationPreferences> {
  return {
    serviceChannels: await serviceChannelsOf(db, holder, row),
    marketingOptIn: row?.marketingOptIn ?? false,
    marketingConsentAt: row?.marketingConsentAt?.toISOString() ?? null,
    email: holder.email,
    cellphone: holder.cellphone,
  };
}

/** The caller's preferences; null before they have a policy holder (nothing to choose yet). */
export async function getNotificationPreferences(
  db: Database,
  principal: UserPrincipal,
): Promise<NotificationPreferences | null> {
  const holder = await findPolicyHolderByOwner(db, { pool: principal.audience, sub: principal.sub });
  if (!holder) return null;
  return toView(db, holder, await findPreferences(db, holder.id));
}

export async function updateNotificationPreferences(
  db: Database,
  principal: UserPrincipal,
  input: UpdateNotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  const holder = await ownHolder(db, principal);
  if (input.serviceChannels !== 'email' && !holder.cellphone) {
    throw new AppError(422, 'NO_CELLPHONE', NOTIFICATION_PREFERENCE_MESSAGES.noCellphone, {
      serviceChannels: NOTIFICATION_PREFERENCE_MESSAGES.noCellphone,
    });
  }
  const previous = await findPreferences(db, holder.id);
  // An opt-in already given to the same wording keeps its original time; a new opt-in is stamped now.
  const keepConsent =
    input.marketingOptIn &&
    previous?.marketingOptIn === true &&
    previous.marketingConsentVersion === MARKETING_CONSENT_VERSION;
  const marketing = input.marketingOptIn
    ? {
        marketingOptIn: true,
        marketingConsentAt: keepConsent ? previous.marketingConsentAt : now,
        marketingConsentVersion: MARKETING_CONSENT_VERSION,
      }
    : { marketingOptIn: false, marketingConsentAt: null, marketingConsentVersion: null };
  const values = { serviceChannels: input.serviceChannels, ...marketing, updatedAt: now };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ policyHolderId: holder.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.policyHolderId, set: values })
    .returning();
  return toView(db, holder, row ?? null);
}
