/**
 * Which channels a policy holder's service messages go to (docs/decisions/0028): their own choice when they
 * made one; otherwise employees start from the communicationType they chose at registration and everyone
 * else from email and SMS. SMS needs a cellphone and email an address: a channel without one is dropped.
 */
import type { ServiceChannels } from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  idpUsers,
  notificationPreferences,
  type NotificationPreferencesRow,
  type PolicyHolderRow,
} from '../../db/schema/index.js';

export type NoticeChannel = 'email' | 'sms';

export async function findPreferences(
  db: Database,
  policyHolderId: string,
): Promise<NotificationPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.policyHolderId, policyHolderId))
    .limit(1);
  return row ?? null;
}

/** The employee's registration choice ('email' | 'sms') from the embedded pool; null when unknown. */
async function employeeCommunicationType(
  db: Database,
  holder: PolicyHolderRow,
): Promise<'email' | 'sms' | null> {
  if (holder.ownerPool !== 'employee' || !holder.ownerSub) return null;
  const [user] = await db
    .select({ attributes: idpUsers.attributes })
    .from(idpUsers)
    .where(and(eq(idpUsers.id, holder.ownerSub), eq(idpUsers.pool, 'employee')))
    .limit(1);
  const value = user?.attributes['custom:communicationType'];
  return value === 'email' || value === 'sms' ? value : null;
}

/** The holder's choice without a saved row: employees their communicationType, everyone else both. */
export async function defaultServiceChannels(
  db: Database,
  holder: PolicyHolderRow,
): Promise<ServiceChannels> {
  const chosen = (await employeeCommunicationType(db, holder)) ?? 'both';
  return chosen !== 'email' && !holder.cellphone ? 'email' : chosen;
}

export async function serviceChannelsOf(
  db: Database,
  holder: PolicyHolderRow,
  saved?: NotificationPreferencesRow | null,
): Promise<ServiceChannels> {
  const row = saved === undefined ? await findPreferences(db, holder.id) : saved;
  return row?.serviceChannels ?? (await defaultServiceChannels(db, holder));
}

/** The channels a notice really goes to: the holder's choice, less any channel they have no address for. */
export function deliverableChannels(
  channels: ServiceChannels,
  holder: Pick<PolicyHolderRow, 'email' | 'cellphone'>,
): NoticeChannel[] {
  const wanted: NoticeChannel[] = channels === 'both' ? ['email', 'sms'] : [channels];
  return wanted.filter((channel) => (channel === 'sms' ? !!holder.cellphone : !!holder.email.trim()));
}
