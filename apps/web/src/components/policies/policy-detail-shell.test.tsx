import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNABLE_TO } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { PolicyDetailLayout } from './policy-detail-layout';
import { PolicyDetailShell } from './policy-detail-shell';

interface Record {
  policyNumber: string;
}

const back = { to: '/policies', label: 'My policies' };

function page(policy: { data?: Record; isLoading: boolean; refetch: () => unknown }) {
  return (
    <PolicyDetailShell
      policy={policy}
      back={back}
      title={(data) => `Policy ${data.policyNumber}`}
      actions={() => <button type="button">Submit a claim</button>}
    >
      {(data) => (
        <PolicyDetailLayout
          summary={<p>Summary of {data.policyNumber}</p>}
          actions={<nav aria-label="Policy actions">links</nav>}
          covered={<section aria-label="Covered">covered</section>}
          aside={<section aria-label="Beneficiaries">beneficiaries</section>}
          changes={<section aria-label="Changes">changes</section>}
          documents={<section aria-label="Documents">documents</section>}
          history={<section aria-label="History">history</section>}
        />
      )}
    </PolicyDetailShell>
  );
}

describe('PolicyDetailShell', () => {
  it('shows the loading state under the waiting title and the back link', () => {
    renderWithApp(page({ isLoading: true, refetch: vi.fn() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your policy' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My policies' })).toHaveAttribute('href', '/policies');
    expect(screen.queryByText(/Summary of/)).not.toBeInTheDocument();
  });

  it('says the policy could not be loaded and tries again on request', async () => {
    const refetch = vi.fn();
    renderWithApp(page({ isLoading: false, refetch }));
    const alert = screen.getByText(UNABLE_TO.LOAD_POLICIES).closest('[role="alert"]');
    expect(alert).toBeInstanceOf(HTMLElement);
    await userEvent.setup().click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('lays out the policy once it is in: title, page actions and every part in its place', () => {
    renderWithApp(page({ isLoading: false, data: { policyNumber: 'POL-7' }, refetch: vi.fn() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Policy POL-7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit a claim' })).toBeInTheDocument();
    const parts = ['Policy actions', 'Covered', 'Beneficiaries', 'Changes', 'Documents', 'History'];
    const shown = [...document.querySelectorAll('main, nav, section')].map((part) =>
      part.getAttribute('aria-label'),
    );
    expect(shown).toEqual(parts);
    expect(screen.getByText('Summary of POL-7')).toBeInTheDocument();
  });
});
