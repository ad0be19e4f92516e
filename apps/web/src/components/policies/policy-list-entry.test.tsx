import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { PolicyListEntry } from './policy-list-entry';
import { policyRecord } from './test-records';

const entry = (overrides: Parameters<typeof policyRecord>[0]) => (
  <PolicyListEntry policy={policyRecord(overrides)} to="/policies/1" removal={() => null}>
    Test cover
  </PolicyListEntry>
);

describe('PolicyListEntry', () => {
  it('shows what an active policy costs a month and its next payment, whatever the way of paying', () => {
    renderWithApp(entry({}));
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('R 120,00 a month · next payment 25 March 2025');
    // a salary deduction is not debited (QA ops 12)
    expect(link).not.toHaveTextContent(/debit/i);
  });

  it.each([
    [
      { status: 'CANCELLED', statusDisplayValue: 'Cancelled', cancelledAt: '2026-12-05T08:30:00Z' },
      'Cancelled on 5 December 2026',
    ],
    [
      { status: 'LAPSED', statusDisplayValue: 'Lapsed', lapsedAt: '2026-12-05T08:30:00Z' },
      'Lapsed on 5 December 2026',
    ],
  ] as const)('says an ended policy ended, not what it costs a month', (overrides, ended) => {
    renderWithApp(entry({ ...overrides, nextBillingDate: null }));
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(ended);
    expect(link).not.toHaveTextContent('a month');
  });
});
