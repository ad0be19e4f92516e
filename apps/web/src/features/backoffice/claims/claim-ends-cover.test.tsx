/**
 * A claim of total loss (a lost or stolen phone, a stolen or hijacked vehicle): the recommend and confirm
 * dialogs say that approving it ends the policy with no refund and that the credit life on it goes on
 * (QA walk 9 no. 3); a damage claim's dialogs say nothing of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, NO_ASSESSMENT } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const endsCover = {
  policyNumber: 'DEV-2026-000002',
  item: 'phone' as const,
  linkedCover: [
    { policyId: 'cl-1', policyNumber: 'DCL-2026-000003', line: 'device_credit_life', monthlyPremium: 8_400 },
  ],
};
const ENDS =
  'policy DEV-2026-000002 ends: the phone is gone, so the policy is cancelled from that day with no refund, and no further premiums are collected. The credit life DCL-2026-000003 on the phone’s finance is not cancelled: it continues with its own premium.';

function serve(claim: ReturnType<typeof backofficeClaim>) {
  mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
  });
}

const awaitingConfirmation = (overrides: Partial<ReturnType<typeof backofficeClaim>> = {}) =>
  backofficeClaim({
    status: 'acknowledged',
    statusDisplayValue: 'Recommendation Awaited',
    assessment: {
      ...NO_ASSESSMENT,
      recommendation: 'approve',
      recommendedAmount: 299_900,
      recommendationNote: 'Checked',
      recommendedBy: 'Thandi Mokoena',
      recommendedAt: '2026-03-02T09:30:00.000Z',
    },
    ...overrides,
  });

describe('approving a claim of total loss', () => {
  it('the recommend dialog says the policy ends with no refund and the credit life goes on', async () => {
    serve(backofficeClaim({ documentsCompleteAt: '2026-03-01T09:00:00.000Z', endsCover }));
    const { user } = await open();
    const region = await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
    await user.click(within(region).getByRole('button', { name: 'Recommend approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend approval' });
    expect(dialog).toHaveTextContent(`Once the approval is confirmed, ${ENDS}`);
  });

  it('the confirm dialog says it too', async () => {
    serve(awaitingConfirmation({ endsCover }));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm approval' });
    expect(dialog).toHaveTextContent(`On approval, ${ENDS}`);
  });

  it('says nothing of it for a claim that ends no cover', async () => {
    serve(awaitingConfirmation({ endsCover: null }));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm approval' });
    expect(within(dialog).queryByTestId('ends-cover')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('no refund');
  });
});
