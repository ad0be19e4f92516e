import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNABLE_TO } from '@cover/domain';
import { expectPlainText } from '../../test/plain-text';
import { renderWithApp } from '../../test/render';
import { ClaimCard } from './claim-card';
import { ClaimFilterBar, useClaimFilters } from './claim-filters';
import { ClaimList, type ClaimsQuery } from './claim-list';

afterEach(() => vi.restoreAllMocks());

interface Row {
  claimId: string;
  claimNumber: string;
  status: string;
  statusDisplayValue: string;
  recentlyUpdated: boolean;
}

const row = (
  claimNumber: string,
  recentlyUpdated = false,
  status = 'open',
  statusDisplayValue = 'Pending',
): Row => ({
  claimId: `id-${claimNumber}`,
  claimNumber,
  status,
  statusDisplayValue,
  recentlyUpdated,
});

const query = (patch: Partial<ClaimsQuery<Row>> = {}): ClaimsQuery<Row> => ({
  isLoading: false,
  isError: false,
  isSuccess: true,
  data: { data: [] },
  refetch: vi.fn(),
  ...patch,
});

function renderList(claims: ClaimsQuery<Row>, filtered = false) {
  return renderWithApp(
    <ClaimList
      title="My claims"
      back={{ to: '/policies', label: 'My policies' }}
      newClaimPath="/claims/new"
      claims={claims}
      filtered={filtered}
    >
      {(claim) => (
        <ClaimCard claim={claim} to={`/c/${claim.claimId}`}>
          Claimed for {claim.claimNumber}
        </ClaimCard>
      )}
    </ClaimList>,
  );
}

describe('ClaimList', () => {
  it('lists each claim as a link named by its number, status and recent change, and offers a new claim', () => {
    renderList(query({ data: { data: [row('CLM-1', true), row('CLM-2')] } }));
    expect(screen.getByRole('heading', { level: 1, name: 'My claims' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a claim' })).toHaveAttribute('href', '/claims/new');
    const first = screen.getByRole('link', { name: /^Claim CLM-1 Pending Recently updated\b/ });
    expect(first).toHaveAttribute('href', '/c/id-CLM-1');
    expect(within(first).getByTestId('claim-list-number')).toHaveTextContent('CLM-1');
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('Recently updated')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: /^Claim CLM-2 Pending Claimed\b/ });
    expect(within(second).queryByText('Recently updated')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the loading state while the claims load', () => {
    renderList(query({ isLoading: true, isSuccess: false, data: undefined }));
    expect(screen.getByRole('status', { name: 'Loading your claims' })).toBeInTheDocument();
    expect(screen.queryByText('You have no claims')).toBeNull();
  });

  it('shows a load failure with a retry that reloads', async () => {
    const refetch = vi.fn();
    renderList(query({ isError: true, isSuccess: false, data: undefined, refetch }));
    expect(screen.getByText(UNABLE_TO.LOAD_CLAIMS)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says there are no claims yet, or that none match the filters', () => {
    const { unmount } = renderList(query());
    expect(screen.getByText('You have no claims')).toBeInTheDocument();
    expect(
      screen.getByText('When you submit a claim it appears here with its progress.'),
    ).toBeInTheDocument();
    unmount();
    renderList(query(), true);
    expect(screen.getByText('No claims match these filters')).toBeInTheDocument();
    expect(screen.getByText('Clear a filter to see more.')).toBeInTheDocument();
  });
});

describe('ClaimCard', () => {
  it('is an article named by its label when the claim has no page of its own', () => {
    renderWithApp(
      <ClaimCard claim={row('CLM-9')} label="Claim CLM-9">
        The facts
      </ClaimCard>,
    );
    const card = screen.getByRole('article', { name: 'Claim CLM-9' });
    expect(within(card).getByRole('heading', { name: 'Claim CLM-9' })).toBeInTheDocument();
    expect(within(card).getByText('The facts')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

function FiltersHarness({ onQuery }: { onQuery: (query: object, active: boolean) => void }) {
  const filters = useClaimFilters();
  onQuery(filters.query, filters.active);
  return <ClaimFilterBar filters={filters} policies={[{ policyId: 'p-1', policyNumber: 'FUN-0001' }]} />;
}

/** A claim list with its filters, as a line's claims page puts them together. */
function FilteredList({ claims }: { claims: Row[] }) {
  const filters = useClaimFilters();
  return (
    <ClaimList
      title="My claims"
      back={{ to: '/policies', label: 'My policies' }}
      newClaimPath="/claims/new"
      claims={query({ data: { data: claims } })}
      filtered={filters.active}
      matches={filters.matches}
      filters={<ClaimFilterBar filters={filters} policies={[]} />}
    >
      {(claim) => (
        <ClaimCard claim={claim} to={`/c/${claim.claimId}`}>
          Claimed
        </ClaimCard>
      )}
    </ClaimList>
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ClaimFilterBar', () => {
  it('turns the chosen policy into the list query, and back to none', async () => {
    const onQuery = vi.fn();
    const { container } = renderWithApp(<FiltersHarness onQuery={onQuery} />);
    expect(container.querySelector('search')).toContainElement(screen.getByLabelText('Status'));
    expect(onQuery).toHaveBeenLastCalledWith({}, false);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Policy'), 'FUN-0001');
    expect(onQuery).toHaveBeenLastCalledWith({ policyId: 'p-1' }, true);
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(onQuery).toHaveBeenLastCalledWith({ policyId: 'p-1' }, true);
    await user.selectOptions(screen.getByLabelText('Policy'), 'All policies');
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(onQuery).toHaveBeenLastCalledWith({}, false);
  });

  it("offers exactly the statuses the claims show, in the chips' plain words (QA walk 16)", () => {
    renderWithApp(<FiltersHarness onQuery={vi.fn()} />);
    expect(optionTexts(screen.getByLabelText('Status'))).toEqual([
      'All statuses',
      'Pending',
      'On hold',
      'Final check',
      'Approved',
      'Declined',
      'Paid',
    ]);
    expectPlainText(document.body);
  });

  it('shows only the claims with the chosen status, as their chips say it', async () => {
    renderWithApp(
      <FilteredList
        claims={[
          row('CLM-1'),
          row('CLM-2', false, 'in_review', 'OnHold'),
          row('CLM-3', false, 'pending_payout', 'Approved'),
          row('CLM-4', false, 'acknowledged', 'Recommendation Awaited'),
        ]}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getAllByRole('link', { name: /^Claim CLM-/ })).toHaveLength(4);
    const chips = screen
      .getAllByRole('link', { name: /^Claim CLM-/ })
      .map((link) => within(link).getByText(/^(Pending|On hold|Approved|Final check)$/).textContent);
    expect(chips).toEqual(['Pending', 'On hold', 'Approved', 'Final check']);
    expectPlainText(document.body);

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(
      screen
        .getAllByRole('link', { name: /^Claim CLM-/ })
        .map((link) => within(link).getByTestId('claim-list-number').textContent),
    ).toEqual(['Claim CLM-1']);
    await user.selectOptions(screen.getByLabelText('Status'), 'On hold');
    expect(screen.getByRole('link', { name: /^Claim CLM-2 On hold\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Claim CLM-1\b/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    expect(screen.getByText('No claims match these filters')).toBeInTheDocument();
    expectPlainText(document.body);
  });
});
