import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { HOLD_REASON_INTRO } from '@cover/domain';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { CLAIM_ID, DOCUMENTS, heldClaim, REASON } from '../../shared/claims/test-funeral-claim';
import { ClaimDetailPage } from './claim-detail-page';

afterEach(() => vi.unstubAllGlobals());

const RETAIL = '/api/retail/funeral';

describe('ClaimDetailPage (retail)', () => {
  it('shows the customer’s claim through the retail calls, with the hold, the waiting period and the way back', async () => {
    const { callsTo } = mockFetch({
      [`GET ${RETAIL}/claims/getClaimByID`]: () =>
        json(200, heldClaim({ withinWaitingPeriod: true, notice: 'Assessed and may be limited.' })),
      [`GET ${RETAIL}/policy/getClaimDocuments`]: () => json(200, { data: DOCUMENTS }),
    });
    renderWithApp(
      <Routes>
        <Route path="/retail/funeral/claims/:claimId" element={<ClaimDetailPage />} />
      </Routes>,
      { path: `/retail/funeral/claims/${CLAIM_ID}` },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim CLM-2026-000001' }),
    ).toBeInTheDocument();
    expect(callsTo('GET', `${RETAIL}/claims/getClaimByID`)[0]?.query.get('claimId')).toBe(CLAIM_ID);
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/retail/funeral/claims');
    expect(screen.getByTestId('claim-hold-reason')).toHaveTextContent(`${HOLD_REASON_INTRO.claim}${REASON}`);
    expect(screen.getByText('Waiting period: Assessed and may be limited.')).toBeInTheDocument();
    expect(callsTo('GET', `${RETAIL}/policy/getClaimDocuments`)[0]?.query.get('claimId')).toBe(CLAIM_ID);
  });
});
