import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ON_BEHALF_MESSAGES, ON_BEHALF_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { rememberAcceptTokenFor } from '../lib/accept-token';
import { review, TOKEN } from '../testing/accept-fixtures';
import { OnBehalfNextStep } from './on-behalf-next-step';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const RESEND = `POST ${ON_BEHALF_PATHS.resendOnBehalfLink.path}`;
const SENT_AGAIN = ON_BEHALF_MESSAGES.linkSentAgain('t***@example.com', '******4567');
const sentAgain = () =>
  json(200, {
    maskedEmail: 't***@example.com',
    maskedCellphone: '******4567',
    expiresAt: '2026-12-13T09:00:00.000Z',
    message: SENT_AGAIN,
  });

describe('"Send me the link again" (QA walk 15, finding 2)', () => {
  it('asks for the link of this application again and says where it went (masked)', async () => {
    const { callsTo } = mockFetch({ [RESEND]: sentAgain });
    renderWithApp(<OnBehalfNextStep item={review()} />, { path: '/employee' });
    expect(screen.getByText(/Open that link to accept/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link again' }));
    const status = (await screen.findByText(SENT_AGAIN)).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent('t***@example.com');
    const [call] = callsTo('POST', ON_BEHALF_PATHS.resendOnBehalfLink.path);
    expect(call?.body).toEqual({ applicationId: review().application.applicationId });
    expect(call?.headers.get('idempotency-key')).toBeTruthy();
    // sent once: the button is gone, so a second tap cannot send another link that replaces this one
    expect(screen.queryByRole('button', { name: 'Send me the link again' })).toBeNull();
  });

  it('offers it when the link expired, instead of only "ask the operator"', async () => {
    mockFetch({ [RESEND]: sentAgain });
    const expired = review({ acceptance: { ...review().acceptance, status: 'EXPIRED' } });
    renderWithApp(<OnBehalfNextStep item={expired} />, { path: '/employee' });
    expect(screen.getByText(/Your link expired/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link again' }));
    expect((await screen.findByText(SENT_AGAIN)).closest('[role="status"]')).not.toBeNull();
  });

  it('says why when the link cannot be sent', async () => {
    mockFetch({
      [RESEND]: () => refusal(409, 'APPLICATION_STATE', ON_BEHALF_MESSAGES.linkNotWaiting),
    });
    renderWithApp(<OnBehalfNextStep item={review()} />, { path: '/employee' });
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link again' }));
    const problem = await screen.findByText(ON_BEHALF_MESSAGES.linkNotWaiting);
    expect(problem.closest('[role="alert"]')).not.toBeNull();
  });

  it('is not offered once the link was opened in this tab: it leads to the review page', () => {
    rememberAcceptTokenFor(review().application.applicationId, TOKEN);
    mockFetch();
    renderWithApp(<OnBehalfNextStep item={review()} />, { path: '/employee' });
    expect(screen.getByRole('link', { name: 'Review and accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me the link again' })).toBeNull();
  });
});
