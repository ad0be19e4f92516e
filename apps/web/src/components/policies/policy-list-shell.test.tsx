import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Policy } from '@cover/domain/funeral';
import { EmptyState } from '../async-state/async-state';
import { expectPlainText } from '../../test/plain-text';
import { renderWithApp } from '../../test/render';
import { PolicyCard } from './policy-card';
import { usePolicyFilters } from './policy-filters';
import { PolicyListShell, type LoadedPolicies } from './policy-list-shell';
import { policyRecord } from './test-records';

type Listed = Omit<Policy, 'module'>;

const loaded = (data: Listed[]): LoadedPolicies<Listed> => ({
  data: { data },
  isLoading: false,
  isError: false,
  isSuccess: true,
  isFetching: false,
  refetch: vi.fn(),
});

function List({
  policies,
  onQuery,
}: {
  policies: LoadedPolicies<Listed>;
  onQuery?: (query: object) => void;
}) {
  const filters = usePolicyFilters();
  onQuery?.(filters.query);
  return (
    <PolicyListShell
      policies={policies}
      filters={filters}
      empty={<EmptyState title="You have no policies yet" />}
      renderItem={(policy) => (
        <PolicyCard policy={policy} to={`/policies/${policy.policyId}`}>
          <p>{policy.packageName}</p>
        </PolicyCard>
      )}
    />
  );
}

// as the server sends them: the spec's display values ('active' in lower case, spec 002 §4)
const ACTIVE = policyRecord({
  policyId: 'p-1',
  policyNumber: 'POL-0001',
  recentlyUpdated: true,
  statusDisplayValue: 'active',
});
const ENDED = policyRecord({
  policyId: 'p-2',
  policyNumber: 'POL-0002',
  status: 'CANCELLED',
  statusDisplayValue: 'Cancelled',
});

describe('PolicyListShell', () => {
  it('lists each policy as a link named by its number and status', () => {
    renderWithApp(<List policies={loaded([ACTIVE, ENDED])} />);
    const link = screen.getByRole('link', { name: /^Policy POL-0001 Active\b/ });
    expect(link).toHaveAttribute('href', '/policies/p-1');
    expect(link).toHaveTextContent('Recently updated');
    expect(screen.getByRole('link', { name: /^Policy POL-0002 Cancelled\b/ })).not.toHaveTextContent(
      'Recently',
    );
  });

  it('filters by number and by recent change, asks the server for a status, and says when nothing matches', async () => {
    const onQuery = vi.fn();
    renderWithApp(<List policies={loaded([ACTIVE, ENDED])} onQuery={onQuery} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Policy number'), '0002');
    expect(screen.queryByRole('link', { name: /POL-0001/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /POL-0002/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Recently updated only' }));
    expect(screen.getByText('No policies match these filters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Lapsed');
    expect(onQuery).toHaveBeenLastCalledWith({ status: 'LAPSED' });
  });

  it('keeps the filters in the address, so a refresh or coming back shows the same list', async () => {
    const onQuery = vi.fn();
    const { router, unmount } = renderWithApp(<List policies={loaded([ACTIVE, ENDED])} onQuery={onQuery} />, {
      path: '/policies',
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await user.type(screen.getByLabelText('Policy number'), '0002');
    await user.click(screen.getByRole('checkbox', { name: 'Recently updated only' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ status: 'CANCELLED', number: '0002', recent: 'yes' });
    // one history entry for the list, not one per keystroke
    expect(router.state.historyAction).toBe('REPLACE');
    unmount();

    renderWithApp(<List policies={loaded([ACTIVE, ENDED])} onQuery={onQuery} />, {
      path: '/policies?status=CANCELLED&number=0002',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('CANCELLED');
    expect(screen.getByLabelText('Policy number')).toHaveValue('0002');
    expect(screen.getByRole('checkbox', { name: 'Recently updated only' })).not.toBeChecked();
    expect(onQuery).toHaveBeenLastCalledWith({ status: 'CANCELLED' });
    expect(screen.queryByRole('link', { name: /POL-0001/ })).not.toBeInTheDocument();
  });

  it('reads a status the list does not know as every status', () => {
    const onQuery = vi.fn();
    renderWithApp(<List policies={loaded([ACTIVE, ENDED])} onQuery={onQuery} />, {
      path: '/policies?status=<script>',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(onQuery).toHaveBeenLastCalledWith({});
  });

  it("offers every policy status in the chips' words, in one case", () => {
    renderWithApp(<List policies={loaded([ACTIVE, ENDED])} />);
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All statuses', 'Active', 'Lapsed', 'Cancelled']);
    expect(within(screen.getByRole('link', { name: /POL-0001/ })).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /POL-0002/ })).getByText('Cancelled')).toBeInTheDocument();
    expectPlainText(document.body);
  });

  it("shows the line's own empty state, the loading state and a failed load", async () => {
    const { unmount } = renderWithApp(<List policies={loaded([])} />);
    expect(screen.getByText('You have no policies yet')).toBeInTheDocument();
    unmount();
    const refetch = vi.fn();
    renderWithApp(
      <List policies={{ ...loaded([]), data: undefined, isSuccess: false, isError: true, refetch }} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByText('You have no policies yet')).not.toBeInTheDocument();
  });
});
