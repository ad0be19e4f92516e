import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRE_INSPECTION_CANCELLED_TEXT, PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';
import { announced } from '../../../../components/policies/test-records';
import { DEFAULT_CONFIG, json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { MOTOR_API, motorPolicy, NEW_INSPECTION_ID } from '../../shared/policies/test-motor-policy';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { RetailMotorPoliciesPage } from './motor-policies-page';

afterEach(() => vi.unstubAllGlobals());

const POLICIES = `${MOTOR_API.retail}/policies/getPolicies`;
const APPLICATIONS = `${MOTOR_API.retail}/applications/getApplications`;
const BY_ID_NUMBER = `${MOTOR_API.retail}/preinspections/getPreinspectionsByIdNumber`;
const BY_VIN = `${MOTOR_API.retail}/preinspections/getPreinspectionsByVinNumber`;
const SEND_SMS = `${MOTOR_API.retail}/claims/sendInspectionSms`;
const REMOVE = `${MOTOR_API.retail}/preinspections/removePreinspectionByPreinspectionId`;

const open = () => renderWithApp(<RetailMotorPoliciesPage />, { path: '/retail/motor/policies' });

/** The list's calls answered: the policies, applications and inspections given (none by default). */
function answer({
  policies = [motorPolicy()],
  applications = [] as ReturnType<typeof motorApplication>[],
  inspections = [] as ReturnType<typeof preInspection>[],
  config = DEFAULT_CONFIG,
  routes = {} as Parameters<typeof mockFetch>[0],
} = {}) {
  return mockFetch({
    ...routes,
    'GET /api/config': () => json(200, config),
    [`GET ${POLICIES}`]: () => json(200, { data: policies }),
    [`GET ${MOTOR_API.cms}/get-policies`]: () => json(200, { data: policies }),
    [`GET ${APPLICATIONS}`]: () => json(200, { data: applications }),
    [`GET ${MOTOR_API.cms}/get-applications`]: () => json(200, { data: applications }),
    [`GET ${BY_ID_NUMBER}`]: () => json(200, { data: inspections }),
    [`GET ${BY_VIN}`]: () => json(200, { data: inspections.slice(0, 1) }),
  });
}

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
    expect(rejected).toHaveTextContent('The inspection was not approved: The odometer cannot be read');
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

  it('lists the vehicle inspections with their status and why one was not approved', async () => {
    answer({
      inspections: [
        preInspection(),
        preInspection({
          preInspectionId: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4',
          make: 'Ford',
          model: 'Ranger',
          registrationNo: 'ND 1-2',
          assessmentStatus: 'REJECTED',
          rejectionReason: 'The licence disc photo is blurred',
        }),
      ],
    });
    open();

    const approved = await screen.findByRole('article', {
      name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)',
    });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('7 of 7 photos taken');
    expect(approved).toHaveTextContent('to the number ending in 4567');
    expect(within(approved).queryByRole('button', { name: /Send the photo link again/ })).toBeNull();

    const rejected = screen.getByRole('article', { name: 'Inspection of the Ford Ranger (ND 1-2)' });
    expect(within(rejected).getByText('Not approved')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Not approved: The licence disc photo is blurred');
    expect(
      within(rejected).getByRole('button', { name: 'Send the photo link again: Ford Ranger (ND 1-2)' }),
    ).toBeInTheDocument();
    expectPlainText();
  });

  it('an inspection closed with its declined application reads “No longer needed”, with no link to send (QA ops 3)', async () => {
    answer({
      inspections: [
        preInspection({
          assessmentStatus: 'CANCELLED',
          linkExpiresAt: null,
          photos: preInspection().photos.map((photo) => ({ ...photo, status: 'missing', previewUrl: null })),
        }),
      ],
    });
    open();
    const closed = await screen.findByRole('article', { name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)' });
    expect(within(closed).getByText('No longer needed')).toBeInTheDocument();
    expect(closed).toHaveTextContent(PRE_INSPECTION_CANCELLED_TEXT);
    expect(closed).not.toHaveTextContent('Waiting for photos');
    expect(within(closed).queryByRole('button', { name: /Send the photo link again/ })).toBeNull();
  });

  it('sends the photo link again to the number given, in +27 form', async () => {
    const { callsTo } = answer({
      inspections: [
        preInspection({ assessmentStatus: 'AWAITING_PHOTOS', smsSentAt: null, mobileEnding: null }),
      ],
      routes: {
        [`POST ${SEND_SMS}`]: () =>
          json(200, {
            preInspectionId: NEW_INSPECTION_ID,
            mobileEnding: '4567',
            linkExpiresAt: '2025-02-08T08:00:00Z',
          }),
      },
    });
    open();
    const card = await screen.findByRole('article', { name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)' });
    expect(card).toHaveTextContent('No photo link has been sent yet.');
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('button', { name: 'Send the photo link again: Mazda CX-5 (GP 55 XY GP)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Send the photo link again' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(callsTo('POST', SEND_SMS)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '082 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(callsTo('POST', SEND_SMS)).toHaveLength(1));
    expect(callsTo('POST', SEND_SMS)[0]?.body).toEqual({
      preInspectionId: NEW_INSPECTION_ID,
      mobile: '+27821234567',
    });
    await announced('We sent the photo link to the number ending in 4567');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expectPlainText();
  });

  it('keeps the dialog and the number typed when the SMS is refused, with the server’s words', async () => {
    const { callsTo } = answer({
      inspections: [preInspection({ assessmentStatus: 'AWAITING_PHOTOS' })],
      routes: {
        [`POST ${SEND_SMS}`]: () =>
          refusal(422, 'VALIDATION_FAILED', 'This number cannot receive SMS', {
            mobile: 'Please use a mobile number',
          }),
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Send the photo link again/ }));
    const dialog = screen.getByRole('dialog', { name: 'Send the photo link again' });
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '0821234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(callsTo('POST', SEND_SMS)).toHaveLength(1));
    expect(await within(dialog).findByText('This number cannot receive SMS')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'Please use a mobile number',
    );
    expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveValue('082 123 4567');
  });

  it('removes an inspection after asking, and lists one vehicle’s inspections by its VIN', async () => {
    const { callsTo, calls } = answer({
      inspections: [preInspection()],
      routes: {
        [`POST ${REMOVE}`]: () =>
          json(200, {
            preInspection: preInspection({ isDeleted: true }),
            message: 'The inspection is removed',
          }),
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the inspection of the Mazda CX-5 (GP 55 XY GP)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this inspection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('POST', REMOVE)).toHaveLength(1));
    expect(callsTo('POST', REMOVE)[0]?.body).toEqual({ preInspectionId: NEW_INSPECTION_ID });
    await announced('The inspection is removed');

    await user.selectOptions(screen.getByLabelText('Inspection type'), 'CLAIM_SUBMISSION');
    await user.click(screen.getByRole('checkbox', { name: 'Removed inspections' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === BY_ID_NUMBER &&
            call.query.get('assessmentType') === 'CLAIM_SUBMISSION' &&
            call.query.get('isDeleted') === 'true' &&
            call.query.get('limit') === '20',
        ),
      ).toBe(true),
    );
    await user.type(screen.getByLabelText('Find by VIN'), 'jmzkf6w7a0012345');
    expect(await screen.findByText(PRE_INSPECTION_MESSAGES.vin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find by VIN'), '6');
    await waitFor(() =>
      expect(callsTo('GET', BY_VIN).some((call) => call.query.get('vinNumber') === 'JMZKF6W7A00123456')).toBe(
        true,
      ),
    );
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
});
