/**
 * The amount to pay: the overturn of a repudiation starts with it empty, the most payable said beside it, so
 * approving everything is a choice (QA walk 9 no. 11); left empty, the recommend and overturn dialogs say at the
 * field that it is needed (QA walk 9 no. 13) and send nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, CLAIM_DECISION_MESSAGES, fillPath } from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, CLAIM_ID, NO_ASSESSMENT } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const RECOMMEND = fillPath(BACKOFFICE_CLAIM_PATHS.recommend, { claimId: CLAIM_ID });
const CONFIRM = fillPath(BACKOFFICE_CLAIM_PATHS.confirm, { claimId: CLAIM_ID });

const repudiationRecommended = backofficeClaim({
  status: 'acknowledged',
  statusDisplayValue: 'Recommendation Awaited',
  assessment: {
    ...NO_ASSESSMENT,
    recommendation: 'repudiate',
    recommendationNote: 'Not disclosed',
    recommendationCustomerReason: 'The illness was not disclosed.',
    recommendedBy: 'Thandi Mokoena',
    recommendedAt: '2026-03-02T09:30:00.000Z',
  },
});

function serve(claim: ReturnType<typeof backofficeClaim>) {
  return mockFetch({
    ...BACKOFFICE_SESSION,
    [`GET ${DETAIL}`]: () => json(200, claim),
    [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    [`POST ${RECOMMEND}`]: () => json(200, claim),
    [`POST ${CONFIRM}`]: () => json(200, claim),
  });
}

describe('the amount to pay', () => {
  it('starts empty when overturning a repudiation, the most payable beside it, and is needed', async () => {
    const api = serve(repudiationRecommended);
    const { user } = await open();
    await user.click(
      await screen.findByRole('button', { name: 'Overturn: approve the claim' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Overturn: approve the claim' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to pay/ });
    expect(amount).toHaveValue('');
    expect(amount).toHaveAccessibleDescription(`At most the requested ${formatMoney(1_000_000)}`);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note on the decision/ }),
      'Disclosed after all',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(CLAIM_DECISION_MESSAGES.amount));
    expect(amount).toBeInvalid();
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);

    await user.type(amount, '10000');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({
        decision: 'approve',
        reason: 'Disclosed after all',
        amount: 1_000_000,
      }),
    );
  });

  it('left empty in the recommendation, is said to be needed at its field', async () => {
    const api = serve(backofficeClaim({ documentsCompleteAt: '2026-03-01T09:00:00.000Z' }));
    const { user } = await open();
    const region = await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
    await user.click(within(region).getByRole('button', { name: 'Recommend approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend approval' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to pay/ });
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Recommend approval' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(CLAIM_DECISION_MESSAGES.amount));
    expect(amount).toBeInvalid();
    expect(within(dialog).getByText(CLAIM_DECISION_MESSAGES.confirmerNote)).toBeInTheDocument();
    expect(api.callsTo('POST', RECOMMEND)).toHaveLength(0);
  });
});
