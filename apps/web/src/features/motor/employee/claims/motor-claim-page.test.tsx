import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { CLAIM_ID, MOTOR_API } from '../../shared/policies/test-motor-policy';
import { motorClaim } from '../../shared/policies/test-motor-claim';
import { EmployeeMotorClaimPage } from './motor-claim-page';

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeMotorClaimPage', () => {
  it('reads the claim and its documents through the employee family, linking back to the employee pages', async () => {
    const { callsTo } = mockFetch({
      [`GET ${MOTOR_API.employee}/claims/getClaimByID`]: () => json(200, motorClaim()),
      [`GET ${MOTOR_API.employee}/claims/documents/get`]: () => json(200, { data: [] }),
    });
    renderWithApp(
      <Routes>
        <Route path="/employee/motor/claims/:claimId" element={<EmployeeMotorClaimPage />} />
      </Routes>,
      { path: `/employee/motor/claims/${CLAIM_ID}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM-0007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/employee/motor/claims');
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(callsTo('GET', `${MOTOR_API.employee}/claims/documents/get`)[0]?.query.get('claimId')).toBe(
      CLAIM_ID,
    );
    expect(callsTo('GET', `${MOTOR_API.retail}/claims/getClaimByID`)).toHaveLength(0);
  });
});
