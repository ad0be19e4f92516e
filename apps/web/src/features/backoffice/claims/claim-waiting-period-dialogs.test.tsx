/**
 * A natural death within the waiting period: the recommend-approval and approve dialogs repeat the claim's
 * notice that it may be limited to a refund of premiums, as the page does (QA walk 9 no. 4); a claim outside it
 * shows none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ClaimPayable } from '@cover/domain';
import { WAITING_PERIOD_NOTICE } from '@cover/domain/funeral';
import { formatMoney } from '../../../components/money/format-money';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const CAP = { amount: 45_000, reason: 'the premiums paid, as the death was in the waiting period' };

async function recommendDialog(withinWaitingPeriod: boolean, payable?: ClaimPayable) {
  mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () =>
      json(
        200,
        backofficeClaim({
          documentsCompleteAt: '2026-03-01T09:00:00.000Z',
          withinWaitingPeriod,
          notice: withinWaitingPeriod ? WAITING_PERIOD_NOTICE : null,
          ...(payable ? { payable } : {}),
        }),
      ),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
  });
  const { user } = await open();
  const region = await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
  await user.click(within(region).getByRole('button', { name: 'Recommend approval' }));
  return screen.findByRole('dialog', { name: 'Recommend approval' });
}

describe('recommending approval of a death within the waiting period', () => {
  it('repeats that it may be limited to a refund of premiums', async () => {
    const dialog = await recommendDialog(true);
    expect(within(dialog).getByTestId('waiting-period')).toHaveTextContent(WAITING_PERIOD_NOTICE);
  });

  it('says nothing of it outside the waiting period', async () => {
    const dialog = await recommendDialog(false);
    expect(within(dialog).queryByTestId('waiting-period')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('refund of premiums');
  });

  it('says the most it can pay is the premiums paid, and why, beside the amount', async () => {
    const dialog = await recommendDialog(true, { excess: null, max: 45_000, cap: CAP });
    const limit = `${formatMoney(45_000)}: ${CAP.reason}`;
    // the text is read with its spaces made plain (the amount's own is a no-break space)
    expect(dialog).toHaveTextContent(
      `at most ${formatMoney(45_000)} can be paid: ${CAP.reason}`.replace(/\s+/g, ' '),
    );
    const amount = within(dialog).getByRole('textbox', { name: /Amount to pay/ });
    // the amount starts at the most payable: the premiums paid
    expect(amount).toHaveValue('450,00');
    expect(amount).toHaveAccessibleDescription(`At most ${limit}`);
  });
});
