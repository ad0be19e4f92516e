import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@cover/domain';
import { DEFAULT_CONFIG, json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { formatOutboxTime } from '../components/outbox-message-card';
import { DevMailboxPage } from './dev-mailbox-page';

afterEach(() => vi.unstubAllGlobals());

const email: OutboxMessage = {
  id: 'm-email',
  channel: 'email',
  to: 'thandi@example.co.za',
  subject: 'Your verification code',
  text: 'Your code is 123456',
  status: 'sent',
  createdAt: '2025-10-01T08:00:00.000Z',
  sentAt: '2025-10-01T08:00:01.000Z',
};
const text: OutboxMessage = {
  id: 'm-sms',
  channel: 'sms',
  to: '+27821234567',
  subject: null,
  text: 'Telkom Cover: 654321 is your code to finish signing in.',
  status: 'sent',
  createdAt: '2025-10-01T08:05:00.000Z',
  sentAt: '2025-10-01T08:05:01.000Z',
};
const failedText: OutboxMessage = {
  ...text,
  id: 'm-sms-failed',
  to: '+27731234567',
  text: 'Telkom Cover: 111222 is your code.',
  status: 'failed',
  createdAt: '2025-10-01T07:00:00.000Z',
  sentAt: null,
};

function mailboxWith(messages: OutboxMessage[]) {
  mockFetch({
    'GET /api/config': () => json(200, { ...DEFAULT_CONFIG, devMailbox: true }),
    'GET /api/dev/outbox': () => json(200, { messages }),
  });
  renderWithApp(<DevMailboxPage />, { path: '/dev/mailbox' });
}

describe('DevMailboxPage', () => {
  it('shows texts as SMS with the number, the text, when and the status, next to emails', async () => {
    mailboxWith([email, text, failedText]);
    const sms = await screen.findByRole('article', { name: 'Text to +27821234567' });
    expect(within(sms).getByText('SMS')).toBeInTheDocument();
    expect(within(sms).getByText('sent')).toBeInTheDocument();
    expect(sms).toHaveTextContent('Telkom Cover: 654321 is your code to finish signing in.');
    expect(within(sms).getByText(formatOutboxTime(text.createdAt)).closest('time')).toHaveAttribute(
      'datetime',
      text.createdAt,
    );
    expect(sms).not.toHaveTextContent('(no subject)');
    const failed = screen.getByRole('article', { name: 'Text to +27731234567' });
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Your verification code' })).toHaveTextContent(
      'To: thandi@example.co.za',
    );
    // Newest first, emails and texts together.
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'outbox-m-sms',
      'outbox-m-email',
      'outbox-m-sms-failed',
    ]);
  });

  it('filters to texts or emails with the tabs', async () => {
    mailboxWith([email, text]);
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Text to +27821234567' });
    expect(screen.getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Texts (1)' }));
    expect(screen.getByRole('tabpanel', { name: 'Texts (1)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Text to +27821234567' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Your verification code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Emails (1)' }));
    expect(screen.getByRole('article', { name: 'Your verification code' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Text to +27821234567' })).not.toBeInTheDocument();
  });

  it('says so when there are no texts yet', async () => {
    mailboxWith([email]);
    await screen.findByRole('article', { name: 'Your verification code' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Texts (0)' }));
    expect(screen.getByText('No texts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
