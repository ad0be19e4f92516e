import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HistoryList } from './history-list';

describe('a history list', () => {
  it('reads newest first, and entries of one instant latest first too (QA walk 4, finding 5)', () => {
    const at = '2026-12-05T13:47:00.000Z';
    // as the API gives them: oldest first, those of one instant in the order they happened
    render(
      <HistoryList
        entries={[
          { id: '1', at: '2026-12-05T13:46:00.000Z', by: 'Customer', what: 'Policy issued' },
          { id: '2', at, by: 'Customer', what: 'Claim submitted' },
          { id: '3', at, by: 'Customer', what: 'Inspection link texted' },
          { id: '4', at, by: 'Customer', what: 'Documents received' },
          { id: '5', at: '2026-12-05T14:00:00.000Z', by: 'Thandi', what: 'Claim on hold' },
        ]}
      />,
    );
    const names = [
      'Claim on hold',
      'Documents received',
      'Inspection link texted',
      'Claim submitted',
      'Policy issued',
    ];
    const order = screen
      .getAllByTestId('history-entry')
      .map((entry) => names.find((name) => entry.textContent.includes(name)));
    expect(order).toEqual([
      'Claim on hold',
      'Documents received',
      'Inspection link texted',
      'Claim submitted',
      'Policy issued',
    ]);
  });
});
