/** The retail motor policies page: its policies and applications, and the family it reads them through. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONFIG } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { MOTOR_API, motorPolicy } from '../../shared/policies/test-motor-policy';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { answer, APPLICATIONS, open, POLICIES } from './testing/policies-page';

afterEach(() => vi.unstubAllGlobals());

describe('RetailMotorPoliciesPage', () => {
  it('lists each policy with its vehicle, registration, status, premium and the recently updated badge', async () => {
    const ended = motorPolicy({
      policyId: '9f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e',
      policyNumber: 'MOT-0002',
      status: 'CANCELLED',
      statusDisplayValue: 'Cancelled',
    });
    answer({ policies: [motorPolicy({ recentlyUpdated: true }), ended] });
    open();

    const link = await screen.findByRole('link', { name: /^Policy MOT-0001 Active\b/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/retail\/motor\/policies\/[0-9a-f-]+$/));
    expect(link).toHaveTextContent('Motor cover · Toyota Corolla 2021 (CA 123-456)');
    expect(link).toHaveTextContent(/R\s?1[\s ]?450[.,]00 a month/);
    expect(within(link).getByText('Recently updated')).toBeInTheDocument();
    const endedLink = screen.getByRole('link', { name: /^Policy MOT-0002 Cancelled\b/ });
    expect(within(endedLink).queryByText('Recently updated')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove from my list: policy MOT-0002' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/retail/motor/claims');
    expectPlainText();
  });

  it('shows the applications with what each waits for in plain words, and a way to continue one', async () => {
    answer({
      applications: [
        motorApplication(),
        motorApplication({
          applicationId: '55555555-6666-4777-8888-999999999999',
          status: 'APPROVED',
          statusDisplayValue: 'Approved',
          waitingFor: '',
          module: {
            ...motorApplication().module,
            vehicle: { ...motorApplication().module.vehicle, make: 'Ford', model: 'Ranger' },
            preInspection: {
              preInspectionId: 'pi-2',
              assessmentStatus: 'REJECTED',
              assessmentStatusLabel: 'Not approved',
              rejectionReason: 'The odometer cannot be read',
            },
          },
        }),
      ],
    });
    open();

    const pending = await screen.findByRole('article', {
      name: 'Application for the Volkswagen Polo Vivo 2019',
    });
    expect(pending).toHaveTextContent('Motor cover · Volkswagen Polo Vivo 2019 (ND 456-789)');
    expect(pending).toHaveTextContent('Waiting for the vehicle inspection to be approved');
    // the day it was applied for, not a start of cover it does not have yet
    expect(pending).toHaveTextContent(/a month · applied on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(pending).not.toHaveTextContent(/started/);
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('Recently updated')).toBeInTheDocument();
    expect(
      within(pending).getByRole('link', {
        name: 'Continue the application for the Volkswagen Polo Vivo 2019',
      }),
    ).toHaveAttribute('href', '/retail/motor/register?applicationId=11111111-2222-4333-8444-555555555555');

    const rejected = screen.getByRole('article', { name: 'Application for the Ford Ranger 2019' });
    expect(rejected).toHaveTextContent(
      'The inspection was not approved: The odometer cannot be read. Take the photos again from the link.',
    );
    expect(within(rejected).queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(
      within(rejected).getByRole('button', {
        name: 'Remove from my list: the application for the Ford Ranger 2019',
      }),
    ).toBeInTheDocument();
    expectPlainText();
  });

  it('says "In progress", not "Approved", of an application that still waits for its inspection', async () => {
    answer({
      applications: [
        motorApplication({
          status: 'APPROVED',
          statusDisplayValue: 'Approved',
          waitingFor: 'Waiting for the vehicle inspection to be approved; cover starts once it is.',
        }),
      ],
    });
    open();

    const waiting = await screen.findByRole('article', {
      name: 'Application for the Volkswagen Polo Vivo 2019',
    });
    expect(within(waiting).getByText('In progress')).toBeInTheDocument();
    expect(within(waiting).queryByText('Approved')).toBeNull();
  });

  it('lists under "Approved" only what its chip calls approved, not one still waiting for its inspection', async () => {
    answer({
      applications: [
        motorApplication({
          status: 'APPROVED',
          statusDisplayValue: 'Approved',
          waitingFor: 'Waiting for the vehicle inspection to be approved; cover starts once it is.',
        }),
      ],
    });
    open();
    const waiting = { name: 'Application for the Volkswagen Polo Vivo 2019' };
    expect(await screen.findByRole('article', waiting)).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Application status'), 'Approved');
    expect(await screen.findByText('No applications have this status.')).toBeInTheDocument();
    expect(screen.queryByRole('article', waiting)).toBeNull();
  });

  it('reads a retail customer’s policies and applications through the CMS family while the motor service is discontinued', async () => {
    const { callsTo } = answer({
      config: { ...DEFAULT_CONFIG, flags: { ...DEFAULT_CONFIG.flags, motorServiceDiscontinued: true } },
      applications: [motorApplication()],
    });
    open();
    expect(await screen.findByRole('link', { name: /^Policy MOT-0001 Active\b/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: /Application for the Volkswagen/ }),
    ).toBeInTheDocument();
    expect(callsTo('GET', `${MOTOR_API.cms}/get-policies`)).toHaveLength(1);
    expect(callsTo('GET', `${MOTOR_API.cms}/get-applications`)).toHaveLength(1);
    expect(callsTo('GET', POLICIES)).toHaveLength(0);
    expect(callsTo('GET', APPLICATIONS)).toHaveLength(0);
  });

  it('reads them through the retail family while the motor service runs', async () => {
    const { callsTo } = answer();
    open();
    expect(await screen.findByRole('link', { name: /^Policy MOT-0001 Active\b/ })).toBeInTheDocument();
    expect(callsTo('GET', POLICIES)).toHaveLength(1);
    expect(callsTo('GET', `${MOTOR_API.cms}/get-policies`)).toHaveLength(0);
  });

  it('says so when there is no motor cover, and asks the server for the chosen status', async () => {
    const { calls } = answer({ policies: [] });
    open();
    expect(await screen.findByText('You have no motor cover yet')).toBeInTheDocument();
    expect(screen.getByText('You have no applications in progress.')).toBeInTheDocument();
    expect(await screen.findByText('You have no vehicle inspections.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Lapsed');
    await waitFor(() =>
      expect(calls.some((call) => call.path === POLICIES && call.query.get('status') === 'LAPSED')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('No policies match these filters')).toBeInTheDocument();
  });

  it('does not offer motor cover as if there were none while an application is in progress (QA finding 25)', async () => {
    answer({ policies: [], applications: [motorApplication()] });
    open();
    expect(await screen.findByRole('article', { name: /^Application for the/ })).toBeInTheDocument();
    expect(screen.queryByText('You have no motor cover yet')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See motor cover' })).toBeNull();
  });

  it('says there are no policies yet, pointing to the application below, when only an application is in progress (QA walk 7, finding 12)', async () => {
    answer({ policies: [], applications: [motorApplication()] });
    open();
    expect(await screen.findByText('You have no motor policies yet')).toBeInTheDocument();
    expect(
      screen.getByText('See your applications below: a policy shows here once it is issued.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See motor cover' })).toBeNull();
  });
});
