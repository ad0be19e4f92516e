/**
 * While a required document is outstanding, a repudiation can be recommended (QA walk 9 no. 7: an obvious
 * duplicate needs no police report) but approval cannot: its button is disabled and says why, as is an
 * approver's overturn into an approval.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BACKOFFICE_CLAIM_PATHS, fillPath } from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION, backofficeClaim, CLAIM_ID, NO_ASSESSMENT } from '../testing/backoffice-fixtures';
import { backofficePolicy } from '../testing/console-fixtures';
import { DOCUMENTS_OUTSTANDING } from './claim-actions';
import { DETAIL, open, POLICY } from './testing/assessment-page';

afterEach(() => vi.unstubAllGlobals());

const RECOMMEND = fillPath(BACKOFFICE_CLAIM_PATHS.recommend, { claimId: CLAIM_ID });
const outstanding = { documentsCompleteAt: null, documentsOutstanding: ['police_report'] };

describe('a claim with a document outstanding', () => {
  it('can be recommended for repudiation, not for approval', async () => {
    const claim = backofficeClaim(outstanding);
    const api = mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () => json(200, claim),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
      [`POST ${RECOMMEND}`]: () => json(200, claim),
    });
    const { user } = await open();
    const region = await screen.findByRole('region', { name: 'Actions' }, { timeout: 5000 });
    const approve = within(region).getByRole('button', { name: 'Recommend approval' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(DOCUMENTS_OUTSTANDING.recommend);
    await user.click(within(region).getByRole('button', { name: 'Recommend repudiation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommend repudiation' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason the customer is given/ }),
      'Claimed already.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note for the confirmer/ }),
      'Duplicate of CLM-1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recommend repudiation' }));
    await waitFor(() => expect(api.callsTo('POST', RECOMMEND)).toHaveLength(1));
    expect(api.callsTo('POST', RECOMMEND)[0]?.body).toEqual({
      recommendation: 'repudiate',
      customerReason: 'Claimed already.',
      note: 'Duplicate of CLM-1',
    });
  });

  it('cannot be overturned into an approval; the repudiation can be confirmed', async () => {
    mockFetch({
      ...BACKOFFICE_SESSION,
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          backofficeClaim({
            ...outstanding,
            status: 'acknowledged',
            statusDisplayValue: 'Recommendation Awaited',
            assessment: {
              ...NO_ASSESSMENT,
              recommendation: 'repudiate',
              recommendationNote: 'Duplicate',
              recommendationCustomerReason: 'Claimed already.',
              recommendedBy: 'Thandi Mokoena',
              recommendedAt: '2026-03-02T09:30:00.000Z',
            },
          }),
        ),
      [`GET ${POLICY}`]: () => json(200, backofficePolicy()),
    });
    await open();
    const overturn = await screen.findByRole(
      'button',
      { name: 'Overturn: approve the claim' },
      { timeout: 5000 },
    );
    expect(overturn).toBeDisabled();
    expect(overturn).toHaveAccessibleDescription(DOCUMENTS_OUTSTANDING.confirm);
    expect(screen.getByRole('button', { name: 'Confirm the repudiation' })).toBeEnabled();
  });
});
