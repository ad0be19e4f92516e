import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PolicyHistory } from './policy-history';
import { policyEvent } from './test-records';

describe('PolicyHistory', () => {
  it('lists the events newest first, each with its time', () => {
    render(
      <PolicyHistory
        events={[
          policyEvent('Policy issued', '2025-01-01T08:00:00Z'),
          policyEvent('Beneficiaries changed', '2025-03-01T08:00:00Z'),
          policyEvent('Plan changed', '2025-02-01T08:00:00Z'),
        ]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Policy history' })).getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Beneficiaries changed',
      'Plan changed',
      'Policy issued',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByText(/2025/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2025-03-01T08:00:00Z');
  });

  it('says when nothing has happened yet', () => {
    render(<PolicyHistory events={[]} />);
    expect(screen.getByText('Nothing has happened on this policy yet.')).toBeInTheDocument();
  });
});
