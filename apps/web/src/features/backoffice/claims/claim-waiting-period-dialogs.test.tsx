/**
 * A natural death within the waiting period: the recommend-approval and approve dialogs repeat the claim's
 * notice that it may be limited to a refund of premiums, as the page does (QA walk 9 no. 4); a claim outside it
 * shows none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { WAITING_PERIOD_NOTICE } from '@cover/domain/funeral';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

async function recommendDialog(withinWaitingPeriod: boolean) {
  mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () =>
      json(
        200,
        backofficeClaim({
          documentsCompleteAt: '2026-03-01T09:00:00.000Z',
          withinWaitingPeriod,
          notice: withinWaitingPeriod ? WAITING_PERIOD_NOTICE : null,
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
});
