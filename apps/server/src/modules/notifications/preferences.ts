/**
 * Which channels a policy holder's service messages go to (docs/decisions/0028): their own choice when they
 * made one; otherwise employees start from the communicationType they chose at registration and everyone
 * else from email and SMS. SMS needs a cellphone and email an address: a channel without one is dropped.
 */
import type { ServiceChannels } from '@cover/domain';
import { and, eq, inArray } from 'drizzle-orm';
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

const communicationTypeOf = (attributes: Record<string, unknown> | undefined): 'email' | 'sms' | null => {
  const value = attributes?.['custom:communicationType'];
  return value === 'email' || value === 'sms' ? value : null;
};

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
  return communicationTypeOf(user?.attributes);
}

/** Without a saved choice: the employee's registration choice, else both; SMS only with a cellphone. */
const defaultChannels = (
  communicationType: 'email' | 'sms' | null,
  holder: Pick<PolicyHolderRow, 'cellphone'>,
): ServiceChannels => {
  const chosen = communicationType ?? 'both';
  return chosen !== 'email' && !holder.cellphone ? 'email' : chosen;
};

/** The holder's choice without a saved row: employees their communicationType, everyone else both. */
export async function defaultServiceChannels(
  db: Database,
  holder: PolicyHolderRow,
): Promise<ServiceChannels> {
  return defaultChannels(await employeeCommunicationType(db, holder), holder);
}

export async function serviceChannelsOf(
  db: Database,
  holder: PolicyHolderRow,
  saved?: NotificationPreferencesRow | null,
): Promise<ServiceChannels> {
  const row = saved === undefined ? await findPreferences(db, holder.id) : saved;
  return row?.serviceChannels ?? (await defaultServiceChannels(db, holder));
}

/** serviceChannelsOf for many holders, by holder id: their saved choices and employees' in one query each. */
export async function serviceChannelsOfMany(
  db: Database,
  holders: readonly PolicyHolderRow[],
): Promise<Map<string, ServiceChannels>> {
  const channels = new Map<string, ServiceChannels>();
  if (holders.length === 0) return channels;
  const saved = await db
    .select()
    .from(notificationPreferences)
    .where(
      inArray(
        notificationPreferences.policyHolderId,
        holders.map((holder) => holder.id),
      ),
    );
  for (const row of saved) channels.set(row.policyHolderId, row.serviceChannels);
  const employees = holders.filter(
    (holder) => !channels.has(holder.id) && holder.ownerPool === 'employee' && holder.ownerSub,
  );
  const users =
    employees.length === 0
      ? []
      : await db
          .select({ id: idpUsers.id, attributes: idpUsers.attributes })
          .from(idpUsers)
          .where(
            and(
              inArray(
                idpUsers.id,
                employees.map((holder) => holder.ownerSub as string),
              ),
              eq(idpUsers.pool, 'employee'),
            ),
          );
  const attributesOf = new Map(users.map((user) => [user.id, user.attributes]));
  for (const holder of holders)
    if (!channels.has(holder.id))
      channels.set(
        holder.id,
        defaultChannels(
          holder.ownerPool === 'employee' && holder.ownerSub
            ? communicationTypeOf(attributesOf.get(holder.ownerSub))
            : null,
          holder,
        ),
      );
  return channels;
}

/** The channels a notice really goes to: the holder's choice, less any channel they have no address for. */
export function deliverableChannels(
  channels: ServiceChannels,
  holder: Pick<PolicyHolderRow, 'email' | 'cellphone'>,
): NoticeChannel[] {
  const wanted: NoticeChannel[] = channels === 'both' ? ['email', 'sms'] : [channels];
  return wanted.filter((channel) => (channel === 'sms' ? !!holder.cellphone : !!holder.email.trim()));
}
