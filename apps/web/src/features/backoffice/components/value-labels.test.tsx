import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { ClaimLineFacts, ClaimSummary } from '../claims/claim-summary';
import { backofficeClaim, BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { bankLabel, codeLabel } from './value-labels';

afterEach(() => vi.unstubAllGlobals());

describe('stored codes in words in the back office', () => {
  it('names a bank by the domain’s label, whatever case or form it was stored in', () => {
    expect(bankLabel('capitec')).toBe('Capitec');
    expect(bankLabel('standard_bank')).toBe('Standard Bank');
    expect(bankLabel('FNB')).toBe('FNB');
    expect(bankLabel('Some Mutual Bank')).toBe('Some Mutual Bank');
  });

  it('names a member’s role and a cause of death, and leaves other facts alone', () => {
    expect(codeLabel('memberRole', 'main')).toBe('Main member');
    expect(codeLabel('causeOfDeath', 'natural')).toBe('Natural');
    expect(codeLabel('causeOfDeath', 'NATURAL')).toBe('Natural');
    expect(codeLabel('placeOfDeath', 'main')).toBeNull();
  });

  it('a claim reads "Capitec ••••7890", "Member: Main member" and "Cause of death: Natural"', async () => {
    mockFetch({ ...BACKOFFICE_SESSION });
    const claim = backofficeClaim({
      bankDetails: {
        bankName: 'capitec',
        branchCode: '470010',
        accountHolderName: 'S Dlamini',
        accountNumber: '••••7890',
        accountType: 'savings',
      },
      memberRole: 'main',
      funeralClaimBlock: { dateOfDeath: '2026-02-27', causeOfDeath: 'natural', memberId: 'm-1' },
    });
    await renderBackoffice(
      <>
        <ClaimSummary claim={claim} />
        <ClaimLineFacts claim={claim} />
      </>,
      { path: '/operator/backoffice/claims/x' },
    );
    expect(screen.getByText('Capitec ••••7890 (S Dlamini)')).toBeInTheDocument();
    expect(screen.getByText('Main member')).toBeInTheDocument();
    expect(screen.getByText('Natural')).toBeInTheDocument();
    expect(screen.queryByText('main')).not.toBeInTheDocument();
    expect(screen.queryByText('natural')).not.toBeInTheDocument();
  });
});
