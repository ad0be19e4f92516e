import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OutboxMessage } from '@cover/domain';

/** Which messages the mailbox shows: everything, only emails or only texts (SMS). */
export type ChannelFilter = 'all' | OutboxMessage['channel'];

const TABS: readonly { value: ChannelFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'email', label: 'Emails' },
  { value: 'sms', label: 'Texts' },
];

export const channelTabId = (value: ChannelFilter) => `mailbox-tab-${value}`;
export const CHANNEL_PANEL_ID = 'mailbox-panel';

export function matchesChannel(filter: ChannelFilter, message: OutboxMessage): boolean {
  return filter === 'all' || message.channel === filter;
}

/** "All | Emails | Texts" with counts; full width so the three fit a 390 px phone screen. */
export function ChannelTabs({
  value,
  onChange,
  messages,
}: {
  value: ChannelFilter;
  onChange: (value: ChannelFilter) => void;
  messages: readonly OutboxMessage[];
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: ChannelFilter) => onChange(next)}
      variant="fullWidth"
      aria-label="Show messages"
      sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          id={channelTabId(tab.value)}
          aria-controls={CHANNEL_PANEL_ID}
          label={`${tab.label} (${messages.filter((message) => matchesChannel(tab.value, message)).length})`}
          sx={{ minWidth: 0, px: 1 }}
        />
      ))}
    </Tabs>
  );
}
