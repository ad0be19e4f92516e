import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ON_BEHALF_MESSAGES, ON_BEHALF_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { DECLINE, REVIEW, TOKEN, renderAccept, review } from '../testing/accept-fixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/employee/accept: “Something is wrong”', () => {
  const declinedReply = (reason: string) => ({
    application: {
      ...review(),
      application: motorApplication({ status: 'CANCELLED', statusDisplayValue: 'Cancelled' }),
      acceptance: {
        ...review().acceptance,
        status: 'DECLINED',
        statusLabel: 'You told us something is wrong',
      },
      actions: [
        ...review().actions,
        {
          at: '2026-11-21T08:00:00.000Z',
          actor: 'employee',
          by: 'You',
          type: 'on_behalf.declined',
          summary: `You declined the application and told us what is wrong: ${reason}`,
          changes: { reason },
        },
      ],
    },
    message: ON_BEHALF_MESSAGES.declined,
  });

  it('asks what is wrong, sends it with the token, and says the operator was told and nothing was taken out', async () => {
    const reason = 'The registration number is CA 654-321, not CA 123-456';
    const api = mockFetch({
      [REVIEW]: () => json(200, review()),
      [DECLINE]: () => json(200, declinedReply(reason)),
    });
    const { user } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Something is wrong' }));
    const form = screen.getByRole('form', { name: 'Something is wrong' });
    await user.click(within(form).getByRole('button', { name: 'Tell Olivia Operator it is wrong' }));
    expect(await within(form).findByText(ON_BEHALF_MESSAGES.declineReason)).toBeInTheDocument();
    expect(api.callsTo('POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /What is wrong\?/ }), reason);
    await user.click(within(form).getByRole('button', { name: 'Tell Olivia Operator it is wrong' }));
    const status = (await screen.findByText(/We told Olivia Operator/)).closest('[role="status"]');
    expect(status).toHaveTextContent(/We told Olivia Operator what is wrong/);
    expect(status).toHaveTextContent(
      /Nothing was taken out: there is no cover and no premium will be collected/,
    );
    const sent = api.callsTo('POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path)[0];
    expect(sent?.body).toEqual({ token: TOKEN, reason });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)).toHaveLength(0);
    expect(screen.queryByRole('form', { name: 'Your acceptance' })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application declined' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing starts until you accept it yourself/)).toBeNull();
    expect(sessionStorage.getItem('cover.onBehalf.token')).toBeNull();
  });

  it('says so when the server refuses (declined already), and a declined application’s link shows no form', async () => {
    mockFetch({
      [REVIEW]: () => json(200, review()),
      [DECLINE]: () => refusal(409, 'ALREADY_DECLINED', ON_BEHALF_MESSAGES.alreadyDeclined),
    });
    const first = await renderAccept(`/employee/accept#t=${TOKEN}`);
    await first.user.click(await screen.findByRole('button', { name: 'Something is wrong' }));
    await first.user.type(screen.getByRole('textbox', { name: /What is wrong\?/ }), 'Wrong colour');
    await first.user.click(screen.getByRole('button', { name: 'Tell Olivia Operator it is wrong' }));
    const form = screen.getByRole('form', { name: 'Something is wrong' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(ON_BEHALF_MESSAGES.alreadyDeclined);
    first.router.dispose();
    cleanup();

    mockFetch({ [REVIEW]: () => json(200, declinedReply('Wrong colour').application) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(
      await screen.findByText(/We told Olivia Operator what is wrong \(“Wrong colour”\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your acceptance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Something is wrong' })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application declined' }),
    ).toBeInTheDocument();
  });
});
