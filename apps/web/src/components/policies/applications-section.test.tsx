import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_SHOWN_STATUSES, applicationShownStatus, statusLabel } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { ApplicationRow, ApplicationsSection, useApplicationStatus } from './applications-section';
import { statusFilterOptions } from './status-filter';

const row = (applicationId: string, extra: Record<string, unknown>) => ({
  applicationId,
  applicationNumber: `APP-2026-${applicationId}`,
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
  it('names each application by the number the customer quotes when they call', () => {
    renderSection();
    const pending = screen.getByRole('article', { name: 'Application pending' });
    // the number in a span of its own, kept on one line (QA walk 7, finding 10)
    expect(pending).toHaveTextContent('Application number APP-2026-pending');
  });

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

describe('ApplicationsSection with the desk’s filter (QA ops 2)', () => {
  const DESK_APPLICATIONS = [
    ...APPLICATIONS,
    row('waiting', { status: 'APPROVED', statusDisplayValue: 'Approved', underwritingStatus: 'Approved' }),
  ];
  const waiting = (id: string) => id === 'waiting';

  function renderDesk(onStatus = vi.fn()) {
    render(
      <ApplicationsSection
        id="desk"
        status=""
        onStatus={onStatus}
        filter={{
          blank: 'All',
          options: statusFilterOptions(APPLICATION_SHOWN_STATUSES),
          empty: 'None yet.',
        }}
        applications={{
          data: { data: DESK_APPLICATIONS },
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
            waiting={waiting(application.applicationId)}
          />
        )}
      />,
    );
    return onStatus;
  }

  it('offers All first, then the words the chips show; All lists every application', () => {
    renderDesk();
    const options = within(screen.getByLabelText('Application status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('All');
    expect(options).toEqual(expect.arrayContaining(['In progress', 'Approved', 'Declined', 'Cancelled']));
    expect(screen.getAllByRole('article')).toHaveLength(DESK_APPLICATIONS.length);
  });

  it('each chip reads the status its filter choice lists it under', () => {
    renderDesk();
    for (const application of DESK_APPLICATIONS) {
      const shown = applicationShownStatus({ ...application, waiting: waiting(application.applicationId) });
      const article = screen.getByRole('article', { name: `Application ${application.applicationId}` });
      expect(within(article).getByText(statusLabel(shown))).toBeVisible();
    }
    expect(
      within(screen.getByRole('article', { name: 'Application waiting' })).getByText('In progress'),
    ).toBeVisible();
  });

  it('asks for the chosen shown status', async () => {
    const onStatus = renderDesk();
    await userEvent.selectOptions(screen.getByLabelText('Application status'), 'In progress');
    expect(onStatus).toHaveBeenLastCalledWith('IN_PROGRESS');
    await userEvent.selectOptions(screen.getByLabelText('Application status'), 'Declined');
    expect(onStatus).toHaveBeenLastCalledWith('DECLINED');
  });
});

describe('ApplicationRow for staff acting for a customer', () => {
  it('states the underwriter’s decline in staff words, not to the customer (QA ops 11)', () => {
    const declined = row('declined', {
      underwritingStatus: 'Declined',
      underwritingReason: 'Too many claims',
    });
    render(
      <>
        <ApplicationRow application={declined} label="For staff" title="declined" detail="" reader="staff" />
        <ApplicationRow application={declined} label="For the customer" title="declined" detail="" />
      </>,
    );
    const staff = screen.getByRole('article', { name: 'For staff' });
    expect(within(staff).getByText('Application declined: Too many claims')).toBeInTheDocument();
    expect(within(staff).queryByText(/your application/i)).not.toBeInTheDocument();
    const customer = screen.getByRole('article', { name: 'For the customer' });
    expect(
      within(customer).getByText('We could not accept your application: Too many claims'),
    ).toBeInTheDocument();
  });

  it('shows the status its list gives it: the desk’s Declined for one the employee declined (QA walk 13)', () => {
    const declinedByEmployee = row('by-employee', {});
    render(
      <ApplicationRow
        application={declinedByEmployee}
        label="Declined by the employee"
        title=""
        detail=""
        reader="staff"
        shown="DECLINED"
      />,
    );
    const article = screen.getByRole('article', { name: 'Declined by the employee' });
    expect(within(article).getByText('Declined')).toBeVisible();
    expect(within(article).queryByText('Cancelled')).not.toBeInTheDocument();
  });

  it('keeps the chosen status in the address, apart from a policy list on the same page', async () => {
    function Section() {
      const [status, setStatus] = useApplicationStatus();
      return (
        <ApplicationsSection
          id="apps"
          status={status}
          onStatus={setStatus}
          applications={{
            data: { data: APPLICATIONS },
            isLoading: false,
            isError: false,
            isSuccess: true,
            refetch: () => undefined,
          }}
          renderItem={(application) => (
            <ApplicationRow application={application} label={application.applicationId} title="" detail="" />
          )}
        />
      );
    }
    const { router, unmount } = renderWithApp(<Section />, { path: '/device/policies?status=ACTIVE' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox'), 'Declined');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'ACTIVE',
      'application-status': 'DECLINED',
    });
    unmount();
    renderWithApp(<Section />, { path: '/device/policies?application-status=DECLINED' });
    expect(screen.getByRole('combobox')).toHaveValue('DECLINED');
  });
});
