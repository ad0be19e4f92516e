import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useState } from 'react';
import { useGetConfigQuery } from '../../../app/config-api';
import { NotFound } from '../../../components/not-found';
import { readApiError } from '../../../lib/api-error';
import { useGetOutboxQuery } from '../api/outbox-api';
import {
  CHANNEL_PANEL_ID,
  ChannelTabs,
  channelTabId,
  matchesChannel,
  type ChannelFilter,
} from '../components/channel-tabs';
import { OutboxMessageCard } from '../components/outbox-message-card';
import { PageHead } from '../../../components/page/page-head';

/** Refresh interval of the mailbox, so a code sent a moment ago appears without a click. */
const POLL_MS = 5000;

const EMPTY_TEXT: Record<ChannelFilter, string> = {
  all: 'No messages yet.',
  email: 'No emails yet.',
  sms: 'No texts yet.',
};

function Mailbox() {
  const { data, error, isLoading, isFetching, refetch } = useGetOutboxQuery(undefined, {
    pollingInterval: POLL_MS,
  });
  const [filter, setFilter] = useState<ChannelFilter>('all');
  const messages = [...(data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const shown = messages.filter((message) => matchesChannel(filter, message));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title="Development mailbox" />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">Development mailbox</Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void refetch()}
          loading={isFetching}
        >
          Refresh
        </Button>
      </Stack>
      <Typography sx={{ mt: 1.5 }} color="text.secondary">
        Emails and SMS messages the platform sent, newest first, for reading sign-up and sign-in codes while
        developing. This page does not exist in production.
      </Typography>
      <ChannelTabs value={filter} onChange={setFilter} messages={messages} />
      <Stack
        id={CHANNEL_PANEL_ID}
        role="tabpanel"
        aria-labelledby={channelTabId(filter)}
        spacing={2}
        sx={{ mt: 3 }}
        aria-live="polite"
        aria-busy={isLoading}
      >
        {error ? <Alert severity="error">{readApiError(error).message}</Alert> : null}
        {isLoading ? <Skeleton variant="rounded" height={160} /> : null}
        {!isLoading && !error && shown.length === 0 ? (
          <Alert severity="info">{EMPTY_TEXT[filter]}</Alert>
        ) : null}
        {shown.map((message) => (
          <OutboxMessageCard key={message.id} message={message} />
        ))}
      </Stack>
    </Container>
  );
}

/** /dev/mailbox: the outbox when config.devMailbox is true; otherwise the page does not exist. */
export function DevMailboxPage() {
  const { data: config, isLoading } = useGetConfigQuery();
  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} aria-busy="true">
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', maxWidth: 420 }} />
      </Container>
    );
  }
  if (!config?.devMailbox) return <NotFound />;
  return <Mailbox />;
}
