import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MARKETING_CONSENT_TEXT,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferences,
} from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { MessagePreferencesSection, NO_HOLDER_YET } from './message-preferences-section';

afterEach(() => vi.unstubAllGlobals());

const RETAIL = '/api/retail/notification-preferences';
const EMPLOYEE = '/api/employee/notification-preferences';

const preferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  serviceChannels: 'both',
  marketingOptIn: false,
  marketingConsentAt: null,
  email: 'lerato@example.co.za',
  cellphone: '+27821234567',
  ...overrides,
});

function renderSection(audience: 'retail' | 'employee' = 'retail') {
  const rendered = renderWithApp(<MessagePreferencesSection audience={audience} />, {
    path: `/${audience}/profile`,
  });
  const notices: string[] = [];
  rendered.store.subscribe(() => {
    const current = rendered.store.getState().notifications.queue[0];
    const notice = current ? `${current.variant}: ${current.message}` : null;
    if (notice && notices.at(-1) !== notice) notices.push(notice);
  });
  return { ...rendered, notices };
}

describe('MessagePreferencesSection', () => {
  it('shows the current choice and an unticked marketing box, then saves email only with marketing', async () => {
    const { calls } = mockFetch({
      [`GET ${RETAIL}`]: () => json(200, preferences()),
      [`PUT ${RETAIL}`]: (call) =>
        json(200, preferences({ ...(call.body as object), marketingConsentAt: '2026-03-12T08:00:00.000Z' })),
    });
    const { notices } = renderSection();
    const both = await screen.findByRole('radio', { name: 'Email and SMS' });
    expect(both).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email only' })).not.toBeChecked();
    const marketing = screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT });
    expect(marketing).not.toBeChecked();
    const section = screen.getByRole('form', { name: 'Messages from us' });
    expect(section).toHaveTextContent(
      'We send messages about your applications, policies, premiums and claims by email to lerato@example.co.za and by SMS to 082 123 4567.',
    );
    expect(section).not.toHaveTextContent('+27');

    await userEvent.click(screen.getByRole('radio', { name: 'Email only' }));
    await userEvent.click(marketing);
    await userEvent.click(screen.getByRole('button', { name: 'Save message preferences' }));

    await waitFor(() => expect(notices).toContain(`success: ${NOTIFICATION_PREFERENCE_MESSAGES.saved}`));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(RETAIL);
    expect(put?.body).toEqual({ serviceChannels: 'email', marketingOptIn: true });
    // what the save answered is shown at once, without asking again
    await waitFor(() =>
      expect(section).toHaveTextContent(
        'We send messages about your applications, policies, premiums and claims by email to lerato@example.co.za.',
      ),
    );
    expect(section).not.toHaveTextContent('SMS to');
    expect(calls.filter((call) => call.method === 'GET' && call.path === RETAIL)).toHaveLength(1);
  });

  it('says only the number when messages go by SMS alone', async () => {
    mockFetch({ [`GET ${RETAIL}`]: () => json(200, preferences({ serviceChannels: 'sms' })) });
    renderSection();
    const section = await screen.findByRole('form', { name: 'Messages from us' });
    expect(section).toHaveTextContent(
      'We send messages about your applications, policies, premiums and claims by SMS to 082 123 4567.',
    );
    expect(section).not.toHaveTextContent('lerato@example.co.za');
  });

  it('shows the server’s refusal of SMS without a cellphone at the choice and in the snackbar', async () => {
    mockFetch({
      [`GET ${EMPLOYEE}`]: () => json(200, preferences({ serviceChannels: 'email', cellphone: null })),
      [`PUT ${EMPLOYEE}`]: () =>
        refusal(422, 'NO_CELLPHONE', NOTIFICATION_PREFERENCE_MESSAGES.noCellphone, {
          serviceChannels: NOTIFICATION_PREFERENCE_MESSAGES.noCellphone,
        }),
    });
    const { notices } = renderSection('employee');
    expect(await screen.findByRole('radio', { name: 'Email only' })).toBeChecked();
    expect(screen.getByText(NOTIFICATION_PREFERENCE_MESSAGES.noCellphone)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'SMS only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save message preferences' }));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent === NOTIFICATION_PREFERENCE_MESSAGES.noCellphone),
      ).toBe(true),
    );
    await waitFor(() => expect(notices).toContain(`error: ${NOTIFICATION_PREFERENCE_MESSAGES.noCellphone}`));
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleDescription(NOTIFICATION_PREFERENCE_MESSAGES.noCellphone);
  });

  it('explains that preferences come with a policy holder, and offers a retry when loading fails', async () => {
    mockFetch({
      [`GET ${RETAIL}`]: () => json(200, null),
    });
    renderSection();
    expect(await screen.findByText(NO_HOLDER_YET)).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockFetch({ [`GET ${EMPLOYEE}`]: () => new Error('offline') });
    renderSection('employee');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
