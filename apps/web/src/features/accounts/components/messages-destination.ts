import { formatSaMobile, type NotificationPreferences } from '@cover/domain';

const SERVICE_MESSAGES = 'We send messages about your applications, policies, premiums and claims';

/**
 * Where service messages go now, by the saved choice: by email to the address, by SMS to the number (as
 * South Africans write it), or both. Without a cellphone nothing goes by SMS, whatever was chosen.
 */
export function whereMessagesGo({
  serviceChannels,
  email,
  cellphone,
}: Pick<NotificationPreferences, 'serviceChannels' | 'email' | 'cellphone'>): string {
  const byEmail = `by email to ${email}`;
  if (!cellphone || serviceChannels === 'email') return `${SERVICE_MESSAGES} ${byEmail}.`;
  const bySms = `by SMS to ${formatSaMobile(cellphone)}`;
  return serviceChannels === 'sms'
    ? `${SERVICE_MESSAGES} ${bySms}.`
    : `${SERVICE_MESSAGES} ${byEmail} and ${bySms}.`;
}
