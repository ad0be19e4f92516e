import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ClaimStatus } from './claim-status';

const ON_HOLD = {
  status: 'in_review',
  statusDisplayValue: 'OnHold',
  recentlyUpdated: false,
};

describe('ClaimStatus: a hold the customer answered (QA walk 7 finding 11)', () => {
  it('says "On hold" while what the hold asked for has not been sent', () => {
    renderWithApp(<ClaimStatus claim={{ ...ON_HOLD, holdAnsweredAt: null }} />);
    expect(screen.getByText('On hold')).toBeVisible();
  });

  it('says "We have your documents" once the customer answered the hold, not "On hold"', () => {
    renderWithApp(<ClaimStatus claim={{ ...ON_HOLD, holdAnsweredAt: '2026-12-05T10:00:00.000Z' }} />);
    expect(screen.getByText('We have your documents')).toBeVisible();
    expect(screen.queryByText('On hold')).toBeNull();
  });

  it('keeps every other status as it was', () => {
    renderWithApp(
      <ClaimStatus
        claim={{
          status: 'paid_out',
          statusDisplayValue: 'Paid',
          recentlyUpdated: false,
          holdAnsweredAt: null,
        }}
      />,
    );
    expect(screen.getByText('Paid')).toBeVisible();
  });
});
