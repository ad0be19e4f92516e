import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ApplicationRow, ApplicationsSection } from './applications-section';

const row = (applicationId: string, extra: Record<string, unknown>) => ({
  applicationId,
  status: 'CANCELLED',
  statusDisplayValue: 'Cancelled',
  recentlyUpdated: false,
  underwritingStatus: null as string | null,
  underwritingReason: null as string | null,
  ...extra,
});

const APPLICATIONS = [
  row('recent', { underwritingStatus: 'Declined', underwritingReason: 'Too high', recentlyUpdated: true }),
  row('old', { underwritingStatus: 'Declined', underwritingReason: 'Too high' }),
  row('cancelled', {}),
  row('pending', { status: 'PENDING', statusDisplayValue: 'Pending' }),
];

function renderSection(status: '' | 'DECLINED' = '') {
  render(
    <ApplicationsSection
      id="apps"
      status={status}
      onStatus={() => undefined}
      applications={{
        data: { data: APPLICATIONS },
        isLoading: false,
        isError: false,
        isSuccess: true,
        refetch: () => undefined,
      }}
      renderItem={(application) => (
        <ApplicationRow
          application={application}
          label={`Application ${application.applicationId}`}
          title={application.applicationId}
          detail=""
        />
      )}
    />,
  );
}

describe('ApplicationsSection', () => {
  it('offers a Declined status, apart from Cancelled', () => {
    renderSection();
    const options = within(screen.getByLabelText('Application status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['In progress', 'Cancelled', 'Declined']));
  });

  it('shows those in progress and the recently declined (chip Declined), not the others', () => {
    renderSection();
    const shown = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(shown).toEqual(['Application recent', 'Application pending']);
    expect(
      within(screen.getByRole('article', { name: 'Application recent' })).getByText('Declined'),
    ).toBeVisible();
  });
});
