import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { formatLongDate, HOLD_REASON_INTRO } from '@cover/domain';
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

describe('ClaimDetailPage (retail) once the policy ended (QA walk 14 no. 4)', () => {
  it('says the policy was cancelled and that the claim is assessed on the cover of the date of death', async () => {
    const claim = heldClaim({});
    mockFetch({
      [`GET ${RETAIL}/claims/getClaimByID`]: () =>
        json(200, { ...claim, policyEnded: { status: 'CANCELLED', on: '2026-12-06' } }),
      [`GET ${RETAIL}/policy/getClaimDocuments`]: () => json(200, { data: DOCUMENTS }),
    });
    renderWithApp(
      <Routes>
        <Route path="/retail/funeral/claims/:claimId" element={<ClaimDetailPage />} />
      </Routes>,
      { path: `/retail/funeral/claims/${CLAIM_ID}` },
    );
    expect(
      await screen.findByText(
        `Cancelled on 6 December 2026 — this claim is assessed on the cover you had on ${formatLongDate(claim.funeralClaimBlock.dateOfDeath)}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
  });
});
