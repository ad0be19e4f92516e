import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_PATHS as API, STAFF_NOTE_MESSAGES, fillPath } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, CLAIM_ID, POLICY_ID } from '../testing/backoffice-fixtures';
import { backofficePolicy, historyEntry } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { BackofficePolicyPage } from './policy-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(API.policy, { policyId: POLICY_ID });
const NOTES = fillPath(API.policyNotes, { id: POLICY_ID });
const open = (sameTab = false) =>
  renderBackoffice(<BackofficePolicyPage />, {
    path: `/operator/backoffice/policies/${POLICY_ID}`,
    pattern: '/operator/backoffice/policies/:policyId',
    sameTab,
  });

describe('a policy in the back office', () => {
  it('shows the policy, its holder, terms, claims, premiums and history with staff-only entries marked', async () => {
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${DETAIL}`]: () => json(200, backofficePolicy()) });
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Policy FUN-2026-000045' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Nomvula Dlamini').length).toBeGreaterThan(0);
    expect(screen.getByText('Benefit cap per life')).toBeInTheDocument();
    expect(screen.getByText('Ended on 1 October 2025')).toBeInTheDocument();
    expect(screen.getByText('1 April 2026')).toBeInTheDocument();

    const claims = screen.getByRole('list', { name: 'Claims on this policy' });
    expect(within(claims).getByRole('link')).toHaveAttribute(
      'href',
      `/operator/backoffice/claims/${CLAIM_ID}`,
    );
    expect(claims).toHaveTextContent('requested R 10 000,00');

    const premiums = screen.getAllByTestId('collection');
    expect(premiums[0]).toHaveTextContent('1 March 2026 · R 189,50 · Failed');
    expect(premiums[0]).toHaveTextContent('Insufficient funds');
    expect(premiums[1]).toHaveTextContent('Collected');

    const history = screen.getAllByTestId('history-entry');
    expect(history[0]).toHaveTextContent('Customer asked to move the debit order date');
    expect(history[0]).toHaveTextContent('Demo Assessor');
    expect(within(history[0]!).getByText('Staff only')).toBeInTheDocument();
    expect(within(history[1]!).queryByText('Staff only')).not.toBeInTheDocument();
  });

  it('dates a claim made late at night by its South African day, not the UTC one (QA walk 9 no. 6)', async () => {
    const base = backofficePolicy();
    const claim = { ...base.claims[0]!, createdAt: '2026-12-05T23:29:00.000Z' };
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${DETAIL}`]: () => json(200, { ...base, claims: [claim] }) });
    await open();
    const claims = await screen.findByRole('list', { name: 'Claims on this policy' }, { timeout: 5000 });
    expect(claims).toHaveTextContent('Made on 6 December 2026');
  });

  it('shows an ended policy with its last premium and no next premium, and the mobile as dialled', async () => {
    const policy = backofficePolicy({
      status: 'CANCELLED',
      statusDisplayValue: 'Cancelled',
      cancelledAt: '2026-03-05T10:15:00.000Z',
      nextBillingDate: '2026-04-01',
    });
    mockFetch({ ...BACKOFFICE_SESSION, [`GET ${DETAIL}`]: () => json(200, policy) });
    await open();
    const facts = await screen.findByText('Next premium', {}, { timeout: 5000 });
    expect(facts.nextElementSibling).toHaveTextContent('None: the policy has ended');
    expect(screen.queryByText('1 April 2026')).not.toBeInTheDocument();
    expect(screen.getByText('Last monthly premium')).toBeInTheDocument();
    expect(screen.queryByText('Monthly premium')).not.toBeInTheDocument();
    expect(screen.getByText('082 123 4567')).toBeInTheDocument();
  });

  it('adds a staff-only note: checked before sending, posted, and the history shows it', async () => {
    let policy = backofficePolicy();
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, policy),
      [`POST ${NOTES}`]: (call) => {
        const entry = historyEntry({
          id: 'p-3',
          type: 'policy.staff_note',
          summary: 'Staff note',
          reason: (call.body as { note: string }).note,
          actorName: 'Demo Assessor',
          internal: true,
          createdAt: '2026-03-10T09:00:00.000Z',
        });
        policy = { ...policy, history: [...policy.history, entry] };
        return json(201, { entry });
      },
    });
    const { user } = await open();
    const field = await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(STAFF_NOTE_MESSAGES.note)).toBeInTheDocument();
    expect(api.callsTo('POST', NOTES)).toHaveLength(0);

    await user.type(field, 'Debit order date moved to the 25th');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(3));
    expect(api.callsTo('POST', NOTES)[0]?.body).toEqual({ note: 'Debit order date moved to the 25th' });
    const newest = screen.getAllByTestId('history-entry')[0]!;
    expect(newest).toHaveTextContent('Debit order date moved to the 25th');
    expect(within(newest).getByText('Staff only')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('keeps a note being typed when the page is left and opened again, until it is added (QA walk 9 no. 10)', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, backofficePolicy()),
      [`POST ${NOTES}`]: () => json(201, { entry: historyEntry({ id: 'p-9', internal: true }) }),
    });
    const first = await open();
    await first.user.type(
      await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 }),
      'Spoke to the holder about the arrears',
    );
    first.unmount();

    const again = await open(true);
    const field = await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 });
    expect(field).toHaveValue('Spoke to the holder about the arrears');
    await again.user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(field).toHaveValue(''));
    again.unmount();

    await open(true);
    expect(await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 })).toHaveValue(
      '',
    );
  });

  it('keeps the note and says why when the server refuses it', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, backofficePolicy()),
      [`POST ${NOTES}`]: () => refusal(403, 'FORBIDDEN', 'You need back-office access to do this.'),
    });
    const { user } = await open();
    const field = await screen.findByRole('textbox', { name: 'Note (staff only)' }, { timeout: 5000 });
    await user.type(field, 'A note');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('You need back-office access to do this.')).toBeInTheDocument();
    expect(field).toHaveValue('A note');
  });

  it('says plainly when the policy does not exist, with a retry', async () => {
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => refusal(404, 'POLICY_NOT_FOUND', 'There is no such policy.'),
    });
    const { user } = await open();
    expect(
      await screen.findByText('We could not find this policy.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', DETAIL)).toHaveLength(2));
  });
});
