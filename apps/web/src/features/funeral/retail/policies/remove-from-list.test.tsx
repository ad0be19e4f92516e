import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announced } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { PolicyListPage } from './policy-list-page';

afterEach(() => vi.unstubAllGlobals());

const POLICIES = '/api/retail/funeral/policy/getPolicy';
const APPLICATIONS = '/api/retail/funeral/policy/getApplicationByPolicyHolder';
const ARCHIVE = '/api/retail/funeral/policy/archive';

function policy(policyId: string, policyNumber: string, status: 'ACTIVE' | 'CANCELLED') {
  return {
    policyId,
    policyNumber,
    packageName: 'Money cover',
    monthlyPremium: 12_000,
    nextBillingDate: null,
    status,
    statusDisplayValue: status === 'ACTIVE' ? 'Active' : 'Cancelled',
    recentlyUpdated: false,
    module: { coverType: 'Single', coverageOption: 'B' },
  };
}

describe('remove from my list (archive with a note)', () => {
  it('refuses an empty title, then archives once and reloads the list', async () => {
    let archived = false;
    const { callsTo } = mockFetch({
      [`GET ${POLICIES}`]: () =>
        json(200, {
          data: [
            policy('p-active', 'FUN-0001', 'ACTIVE'),
            ...(archived ? [] : [policy('p-ended', 'FUN-0002', 'CANCELLED')]),
          ],
        }),
      [`GET ${APPLICATIONS}`]: () => json(200, { data: [] }),
      [`POST ${ARCHIVE}`]: () => {
        archived = true;
        return json(200, {
          note: {
            noteId: 'n-1',
            policyId: 'p-ended',
            applicationId: null,
            title: 'Moved to another insurer',
            description: 'I no longer need this one.',
            createdAt: '2025-10-23T10:00:00.000Z',
          },
          archived: 'policy',
          message: 'Removed from your list.',
        });
      },
    });
    renderWithApp(<PolicyListPage />, { path: '/retail/funeral/policies' });
    const user = userEvent.setup();

    const remove = await screen.findByRole('button', { name: 'Remove from my list: policy FUN-0002' });
    expect(screen.queryByRole('button', { name: 'Remove from my list: policy FUN-0001' })).toBeNull();
    await user.click(remove);

    const dialog = await screen.findByRole('dialog', { name: 'Remove from my list' });
    await user.type(within(dialog).getByLabelText(/description/i), 'I no longer need this one.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Please enter a title')).toBeInTheDocument();
    const title = within(dialog).getByLabelText(/title/i);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Please enter a title');
    expect(callsTo('POST', ARCHIVE)).toHaveLength(0);

    const listLoads = callsTo('GET', POLICIES).length;
    await user.type(title, 'Moved to another insurer');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await announced('Removed from your list');
    const posts = callsTo('POST', ARCHIVE);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      policyId: 'p-ended',
      title: 'Moved to another insurer',
      description: 'I no longer need this one.',
    });
    expect(posts[0]?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', POLICIES).length).toBeGreaterThan(listLoads));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Policy FUN-0002/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Policy FUN-0001/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 40_000);

  it('shows the server message when the archive is refused', async () => {
    mockFetch({
      [`GET ${POLICIES}`]: () => json(200, { data: [policy('p-ended', 'FUN-0002', 'CANCELLED')] }),
      [`GET ${APPLICATIONS}`]: () => json(200, { data: [] }),
      [`POST ${ARCHIVE}`]: () => refusal(409, 'POLICY_ACTIVE', 'Please cancel this policy first.'),
    });
    renderWithApp(<PolicyListPage />, { path: '/retail/funeral/policies' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove from my list: policy FUN-0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from my list' });
    await user.type(within(dialog).getByLabelText(/title/i), 'Done');
    await user.type(within(dialog).getByLabelText(/description/i), 'No longer needed.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Please cancel this policy first.')).toBeInTheDocument();
  }, 40_000);
});
