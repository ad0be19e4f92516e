import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MOTOR_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { INSPECTION_POLL_MS } from './step-inspection';
import {
  PRE_INSPECTION_ID,
  READY,
  VALID_VIN,
  draftOf,
  preInspection,
  prepareDraft,
  withInspection,
  withQuote,
} from './testing/purchase-fixtures';
import { profile, renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;

describe('motor registration wizard: the vehicle inspection step', () => {
  /** The step asks for the link, and createPreinspection gives back the vehicle's inspection in `status`. */
  async function givenBack(assessmentStatus: 'SUBMITTED' | 'APPROVED') {
    const inspection = preInspection({
      assessmentStatus,
      mobileEnding: '4567',
      smsSentAt: '2026-11-20T08:01:00.000Z',
      linkExpiresAt: '2026-11-27T08:00:00.000Z',
    });
    const api = mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile()),
      [`POST ${retail.createPreinspection.path}`]: () => json(201, inspection),
      [`POST ${retail.sendInspectionSms.path}`]: () =>
        refusal(409, 'PRE_INSPECTION_ASSESSED', 'The photos of this inspection are being assessed.'),
      [`GET ${retail.getPreinspectionById.path}`]: () => json(200, inspection),
    });
    const { user } = await renderWizard((s) => {
      prepareDraft(s, READY, 4);
      withQuote(s);
    });
    const mobile = await screen.findByLabelText(/^mobile number for the link/i);
    await waitFor(() => expect(mobile).toHaveValue('082 123 4567'));
    await user.click(screen.getByRole('button', { name: 'Text me the inspection link' }));
    return api;
  }

  it('given back the vehicle’s inspection with its photos in, sends no link and lets the customer go on', async () => {
    const api = await givenBack('SUBMITTED');
    expect(await screen.findByTestId('inspection-status')).toHaveTextContent('Photos sent for assessment');
    expect(api.callsTo('POST', retail.sendInspectionSms.path)).toHaveLength(0);
    expect(screen.queryByText(/being assessed/)).not.toBeInTheDocument();
    expect(screen.getByTestId('inspection-link-sent')).toHaveTextContent('number ending in 4567');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('given back the vehicle’s approved inspection (an application declined since), says no photos are needed', async () => {
    const api = await givenBack('APPROVED');
    expect(
      await screen.findAllByText('This vehicle’s inspection is already approved: no new photos are needed.'),
    ).not.toHaveLength(0);
    expect(api.callsTo('POST', retail.sendInspectionSms.path)).toHaveLength(0);
    expect(screen.queryByText(/assessors are looking/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('makes the inspection, texts the link to the +27 mobile, shows its status and lets the customer go on', async () => {
    let creations = 0;
    const api = mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile()),
      'POST /api/retail/createPolicyholder': () => json(201, { policyHolderId: 'holder-1' }),
      [`POST ${retail.createPreinspection.path}`]: () => {
        creations += 1;
        return creations === 1
          ? refusal(422, 'POLICY_HOLDER_REQUIRED', 'Please complete your details first.')
          : json(201, preInspection());
      },
      [`POST ${retail.sendInspectionSms.path}`]: () =>
        json(200, {
          preInspectionId: PRE_INSPECTION_ID,
          mobileEnding: '4567',
          linkExpiresAt: '2026-11-27T08:00:00.000Z',
        }),
      [`GET ${retail.getPreinspectionById.path}`]: () =>
        json(200, preInspection({ mobileEnding: '4567', smsSentAt: '2026-11-20T08:01:00.000Z' })),
    });
    const { store, user } = await renderWizard((s) => {
      prepareDraft(s, READY, 4);
      withQuote(s);
    });
    const mobile = await screen.findByLabelText(/^mobile number for the link/i);
    await waitFor(() => expect(mobile).toHaveValue('082 123 4567'));
    expect(screen.getByText(/take 7 photos/)).toBeInTheDocument();
    expect(screen.getByText(/Cover starts only once the inspection is approved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Text me the inspection link' }));
    expect(await screen.findByTestId('inspection-link-sent')).toHaveTextContent(
      'We sent the link to the number ending in 4567. It works until 27 November 2026.',
    );
    const created = api.callsTo('POST', retail.createPreinspection.path);
    expect(created).toHaveLength(2);
    expect(api.callsTo('POST', '/api/retail/createPolicyholder')[0]?.body).toMatchObject({
      first_name: 'Thabo',
      id: { number: '9001015009087' },
    });
    expect(created[1]?.body).toEqual({
      assessmentType: 'PRE_INSPECTION',
      make: 'Toyota',
      model: 'Corolla Cross 1.8 XS',
      color: 'White',
      registrationNo: 'CA 123-456',
      vinNo: VALID_VIN,
      engineNo: '2NR1234567',
      licenceNo: 'CA 123-456',
      odometerValue: 48_000,
      manufacturingYear: 2022,
      vehicleRegistrationYear: 2022,
      vehicleRegistrationMonth: 3,
      estimatedRetailPrice: 38_500_000,
    });
    expect(created[1]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo('POST', retail.sendInspectionSms.path)[0]?.body).toEqual({
      preInspectionId: PRE_INSPECTION_ID,
      mobile: '+27821234567',
    });
    expect(await screen.findByTestId('inspection-status')).toHaveTextContent('Waiting for photos');
    expect(screen.getByText('Photos received: 2 of 7')).toBeInTheDocument();
    expect(api.callsTo('GET', retail.getPreinspectionById.path)[0]?.query.get('preInspectionId')).toBe(
      PRE_INSPECTION_ID,
    );
    expect(INSPECTION_POLL_MS).toBe(15_000);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Payment' })).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({
      activeStep: 6,
      preInspection: { preInspectionId: PRE_INSPECTION_ID, mobileEnding: '4567' },
      values: { inspectionMobile: '+27821234567' },
    });
  }, 40_000);

  it('registers a new customer’s holder before the first inspection, so no call is refused for it (walk 7 no. 9)', async () => {
    let registered = false;
    const answered: { path: string; status: number }[] = [];
    const record = (path: string, reply: Response) => {
      answered.push({ path, status: reply.status });
      return reply;
    };
    const api = mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile()),
      'GET /api/retail/getOwnPolicyholder': (call) =>
        record(call.path, json(200, { policyHolder: registered ? { policyHolderId: 'holder-1' } : null })),
      'POST /api/retail/createPolicyholder': (call) => {
        registered = true;
        return record(call.path, json(201, { policyHolderId: 'holder-1' }));
      },
      [`POST ${retail.createPreinspection.path}`]: (call) =>
        record(
          call.path,
          registered
            ? json(201, preInspection())
            : refusal(422, 'POLICY_HOLDER_REQUIRED', 'Please complete your details first.'),
        ),
      [`POST ${retail.sendInspectionSms.path}`]: () =>
        json(200, {
          preInspectionId: PRE_INSPECTION_ID,
          mobileEnding: '4567',
          linkExpiresAt: '2026-11-27T08:00:00.000Z',
        }),
      [`GET ${retail.getPreinspectionById.path}`]: () =>
        json(200, preInspection({ mobileEnding: '4567', smsSentAt: '2026-11-20T08:01:00.000Z' })),
    });
    const { user } = await renderWizard((s) => {
      prepareDraft(s, READY, 4);
      withQuote(s);
    });
    const mobile = await screen.findByLabelText(/^mobile number for the link/i);
    await waitFor(() => expect(mobile).toHaveValue('082 123 4567'));
    await user.click(screen.getByRole('button', { name: 'Text me the inspection link' }));
    expect(await screen.findByTestId('inspection-link-sent')).toHaveTextContent('number ending in 4567');
    expect(answered.filter((reply) => reply.status >= 400)).toEqual([]);
    expect(answered.map((reply) => reply.path)).toEqual([
      '/api/retail/getOwnPolicyholder',
      '/api/retail/createPolicyholder',
      retail.createPreinspection.path,
    ]);
    expect(api.callsTo('POST', '/api/retail/createPolicyholder')[0]?.body).toMatchObject({
      first_name: 'Thabo',
      id: { number: '9001015009087' },
    });
  }, 40_000);

  it('shows a rejected inspection with its reason', async () => {
    mockFetch({
      [`GET ${retail.getPreinspectionById.path}`]: () =>
        json(
          200,
          preInspection({ assessmentStatus: 'REJECTED', rejectionReason: 'The odometer photo is blurred' }),
        ),
    });
    await renderWizard((s) => {
      prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 4);
      withQuote(s);
      withInspection(s);
    });
    expect(await screen.findByTestId('inspection-status')).toHaveTextContent('Not approved');
    expect(screen.getByText(/The odometer photo is blurred/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  }, 40_000);
});
