/**
 * Recommending approval of less than the most the claim can pay: the dialog asks for the reason the customer
 * is given (required then, sent as customerReason); at the most payable it stays optional and is not sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, CLAIM_DECISION_MESSAGES, fillPath } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, CLAIM_ID, NO_ASSESSMENT } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const RECOMMEND = fillPath(BACKOFFICE_CLAIM_PATHS.recommend, { claimId: CLAIM_ID });
const CONFIRM = fillPath(BACKOFFICE_CLAIM_PATHS.confirm, { claimId: CLAIM_ID });
const WHY = 'The funeral invoice shows R 8 000; we pay what was spent.';

function serve() {
  const claim = backofficeClaim({ documentsCompleteAt: '2026-03-01T09:00:00.000Z' });
  return mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    [`POST ${RECOMMEND}`]: () => json(200, claim),
  });
}

async function openDialog() {
  const api = serve();
  const { user } = await open();
  const region = await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
  await user.click(within(region).getByRole('button', { name: 'Recommend approval' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recommend approval' });
  const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  await user.click(box(/Note for the confirmer/));
  await user.paste('Invoice checked');
  return { api, user, dialog, box };
}

describe('recommending approval of less than the most payable', () => {
  it('requires the reason the customer is given, then sends it', async () => {
    const { api, user, dialog, box } = await openDialog();
    await user.clear(box(/Amount to pay/));
    await user.type(box(/Amount to pay/), '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    expect(
      await within(dialog).findByText(CLAIM_DECISION_MESSAGES.lessThanPayableReason),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', RECOMMEND)).toHaveLength(0);

    await user.click(box(/Reason the customer is given/));
    await user.paste(WHY);
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({
      recommendation: 'approve',
      amount: 800_000,
      note: 'Invoice checked',
      customerReason: WHY,
    });
  });

  it('asks no reason at the most payable and sends none', async () => {
    const { api, user, dialog, box } = await openDialog();
    expect(box(/Reason the customer is given/)).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Invoice checked',
    });
  });
});

const recommended = (recommendation: 'approve' | 'repudiate', customerReason: string) =>
  backofficeClaim({
    status: 'acknowledged',
    statusDisplayValue: 'Recommendation Awaited',
    assessment: {
      ...NO_ASSESSMENT,
      recommendation,
      recommendedAmount: recommendation === 'approve' ? 800_000 : null,
      recommendationNote: 'Checked',
      recommendationCustomerReason: customerReason,
      recommendedBy: 'Thandi Mokoena',
      recommendedAt: '2026-03-02T09:30:00.000Z',
    },
  });

describe('confirming or overturning into an approval of less than the most payable', () => {
  it('tells the confirmer the reason the customer is given with the recommended amount', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, recommended('approve', WHY)),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm approval' });
    expect(dialog).toHaveTextContent(`with why it is less than the most payable: “${WHY}”`);
  });

  it('asks the overturning approver for the reason when the amount is less', async () => {
    const claim = recommended('repudiate', 'Not disclosed.');
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, claim),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${CONFIRM}`]: () => json(200, claim),
    });
    const { user } = await open();
    await user.click(
      await screen.findByRole('button', { name: 'Overturn: approve the claim' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.clear(box(/Amount to pay/));
    await user.type(box(/Amount to pay/), '8000');
    await user.type(box(/Note on the decision/), 'Disclosed after all');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText(CLAIM_DECISION_MESSAGES.lessThanPayableReason),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);
    await user.click(box(/Reason the customer is given/));
    await user.paste(WHY);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({
        decision: 'approve',
        reason: 'Disclosed after all',
        amount: 800_000,
        customerReason: WHY,
      }),
    );
  });
});
