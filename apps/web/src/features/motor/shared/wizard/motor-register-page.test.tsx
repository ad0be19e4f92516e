import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MOTOR_PATHS, MOTOR_REGISTRATION_MESSAGES, VEHICLE_MESSAGES } from '@cover/domain/motor';
import { createAppStore } from '../../../../app/store';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { motorRegistrationActions } from './registration-slice';
import { inspectionKey } from './registration-payloads';
import { MOTOR_WIZARD_STEPS, initialMotorValues } from './registration-types';
import { BANK_DETAILS_AGAIN } from './step-banking';
import { MOTOR_REOPEN_MESSAGES } from './use-open-application';
import { NOT_IN_GUIDE } from './vehicle-rules';
import {
  APPLICATION_ID,
  motorApplication,
  PRE_INSPECTION_ID,
  READY,
  VALID_VIN,
  draftOf,
  prepareDraft,
  valuationReply,
  withQuote,
} from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

// The disc scanner's camera and barcode reader are the licence-disc component's own (tested there): here a
// button hands the real parser a disc's barcode text, as a scan does.
vi.mock('../../../../components/licence-disc', async () => {
  const { DISC_TEXT } = await import('./testing/purchase-fixtures');
  return {
    LicenceDiscScanButton: ({
      parse,
      onScanned,
    }: {
      parse: (text: string) => unknown;
      onScanned: (fields: unknown) => void;
    }) => (
      <button type="button" onClick={() => onScanned(parse(DISC_TEXT))}>
        Scan licence disc
      </button>
    ),
  };
});

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
const guide = {
  [`GET ${retail.getSearchWorkRetailPrice.path}`]: (call: { query: URLSearchParams }) =>
    json(200, valuationReply(call.query)),
};

describe('motor registration wizard: the vehicle', () => {
  it('fills the registration number, VIN, engine number, make and colour from the licence disc, and refuses an insured vehicle', async () => {
    const api = mockFetch({
      ...guide,
      [`POST ${retail.checkVehicleExits.path}`]: () =>
        json(200, { exists: true, message: MOTOR_REGISTRATION_MESSAGES.vehicleExists }),
    });
    const { store, user } = await renderWizard(() => undefined);
    await screen.findByRole('form', { name: 'Your vehicle' });
    await waitFor(() => expect(screen.getByLabelText(/^make/i)).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Scan licence disc' }));
    expect(screen.getByLabelText(/^registration number/i)).toHaveValue('CA 123-456');
    expect(screen.getByLabelText(/^vin/i)).toHaveValue(VALID_VIN);
    expect(screen.getByLabelText(/^engine number/i)).toHaveValue('2NR1234567');
    expect(screen.getByLabelText(/^colour/i)).toHaveValue('White');
    // The disc's TOYOTA is the guide's Toyota; its model is not the guide's, so it is chosen from the list.
    await waitFor(() => expect(screen.getByLabelText(/^make/i)).toHaveValue('Toyota'));
    expect(screen.getByLabelText(/^model/i)).toHaveValue('');

    expect(await screen.findByText(MOTOR_REGISTRATION_MESSAGES.vehicleExists)).toBeInTheDocument();
    expect(api.callsTo('POST', retail.checkVehicleExits.path)[0]?.body).toEqual({
      vehicleNumber: 'CA 123-456',
    });
    expect(draftOf(store)).toMatchObject({
      vehicleCheck: { vehicleNumber: 'CA 123-456', exists: true },
      values: { vehicle: { vin: VALID_VIN, licenceNo: 'CA 123-456', make: 'TOYOTA', colour: 'White' } },
    });
  }, 40_000);

  it('checks the registration number on leaving the field and lets a vehicle that is not insured go on', async () => {
    const api = mockFetch({
      ...guide,
      [`POST ${retail.checkVehicleExits.path}`]: () =>
        json(200, { exists: false, message: 'Not insured with us' }),
    });
    const { store, user } = await renderWizard((s) =>
      prepareDraft(s, { vehicle: { ...READY.vehicle, vehicle_reg_no: '' } }),
    );
    const registration = await screen.findByLabelText(/^registration number/i);
    await user.type(registration, 'nd 456-789');
    await user.tab();
    await waitFor(() => expect(api.callsTo('POST', retail.checkVehicleExits.path)).toHaveLength(1));
    expect(api.callsTo('POST', retail.checkVehicleExits.path)[0]?.body).toEqual({
      vehicleNumber: 'ND 456-789',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Driver and owner' })).toBeInTheDocument();
    expect(api.callsTo('POST', retail.checkVehicleExits.path)).toHaveLength(1);
    expect(draftOf(store)).toMatchObject({ activeStep: 2, succeedSteps: [1] });
  }, 40_000);

  it('clears "not in the valuation guide" once a listed vehicle is chosen after an empty Continue (QA ops 6)', async () => {
    mockFetch({ ...guide });
    const { user } = await renderWizard((s) =>
      prepareDraft(s, {
        vehicle: { ...READY.vehicle, make: '', model: '', manufacturingYear: null, valuation: null },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose the make')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^make/i), 'Toyota');
    await user.selectOptions(await screen.findByLabelText(/^model/i), 'Corolla Cross 1.8 XS');
    await waitFor(() =>
      expect(within(screen.getByLabelText(/^year made/i)).getAllByRole('option').length).toBeGreaterThan(1),
    );
    await user.selectOptions(screen.getByLabelText(/^year made/i), '2022');
    expect(await screen.findByTestId('vehicle-valuation')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(NOT_IN_GUIDE)).not.toBeInTheDocument());
    expect(screen.queryByText('Please choose the make')).not.toBeInTheDocument();
  }, 40_000);

  it('refuses a VIN that is not one, keeping what was typed, and keeps the draft through a reload', async () => {
    mockFetch(guide);
    const wizard = await renderWizard((s) => prepareDraft(s, { vehicle: { ...READY.vehicle, vin: '' } }));
    const vin = await screen.findByLabelText(/^vin/i);
    await wizard.user.type(vin, 'AHTBB3CD00123456O');
    await wizard.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.vin)).toBeInTheDocument();
    expect(vin).toHaveValue('AHTBB3CD00123456O');
    expect(draftOf(wizard.store)).toMatchObject({ activeStep: 1, succeedSteps: [] });
    expectPlainText();

    wizard.reload();
    expect(await screen.findByLabelText(/^vin/i)).toHaveValue('AHTBB3CD00123456O');
    expect(screen.getByLabelText(/^registration number/i)).toHaveValue('CA 123-456');
  }, 40_000);

  it('restores the draft saved under nextjs in a new store: the step, the progress and the answers', async () => {
    mockFetch(guide);
    const first = createAppStore();
    const persistor = await first.startPersistence();
    prepareDraft(first.store, { ...READY }, 2);
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('persist:nextjs') ?? '{}')).toHaveProperty(
      'motorInsuranceRegistration',
    );

    const { store } = await renderWizard(() => undefined);
    expect(await screen.findByRole('form', { name: 'History and extras' })).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({
      activeStep: 3,
      succeedSteps: [1, 2],
      values: { vehicle: { vin: VALID_VIN } },
    });
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    for (const title of MOTOR_WIZARD_STEPS) expect(within(steps).getByText(title)).toBeInTheDocument();
  }, 40_000);
});

describe('motor registration wizard: server errors', () => {
  it('opens the step of a field the server refused, at its field, keeping every answer', async () => {
    const api = mockFetch({
      ...guide,
      [`POST ${retail.createApplication.path}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the highlighted fields.', {
          'vehicle.vin': 'This VIN is on another policy. Please check it.',
        }),
    });
    const { store, user } = await renderWizard((s) => {
      prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 6);
      const values = { ...initialMotorValues(), ...READY };
      withQuote(s);
      s.dispatch(
        motorRegistrationActions.preInspectionSaved({
          preInspectionId: PRE_INSPECTION_ID,
          key: inspectionKey(values.vehicle),
          mobileEnding: '4567',
          linkExpiresAt: null,
        }),
      );
    });
    const form = await screen.findByRole('form', { name: 'Documents and declaration' });
    const licence = new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/driver’s licence/i), licence);
    for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));

    expect(await screen.findByText('This VIN is on another policy. Please check it.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Your vehicle' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^vin/i)).toHaveValue(VALID_VIN);
    expect(api.callsTo('POST', retail.createApplication.path)[0]?.body).toMatchObject({
      acceptTermsAndCondition: true,
      vehicle: { preInspectionId: PRE_INSPECTION_ID, vin: VALID_VIN },
    });
    expect(draftOf(store)).toMatchObject({
      activeStep: 1,
      values: { bankAccount: { accountNumber: '62812345678' }, consents: { terms: true } },
    });
    expect(draftOf(store).serverErrors).toEqual({});
  }, 40_000);
});

describe('motor registration wizard: a pending application continued from the policies page', () => {
  it('fills the draft from the application and asks again for what the server does not return', async () => {
    const api = mockFetch({
      ...guide,
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => json(200, motorApplication()),
    });
    const { store, router } = await renderWizard(
      () => undefined,
      'retail',
      `/retail/motor/register?applicationId=${APPLICATION_ID}`,
    );
    expect(await screen.findByRole('form', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText(BANK_DETAILS_AGAIN)).toBeInTheDocument();
    expect(api.callsTo('GET', retail.getApplicationbyApplicationId.path)[0]?.query.get('applicationId')).toBe(
      APPLICATION_ID,
    );
    expect(draftOf(store)).toMatchObject({
      activeStep: 6,
      succeedSteps: [1, 2, 3, 4, 5],
      application: { applicationId: APPLICATION_ID, reopened: true },
      preInspection: { preInspectionId: PRE_INSPECTION_ID },
      values: { vehicle: { vin: VALID_VIN, vehicleRegistrationYear: 2022, vehicleRegistrationMonth: 3 } },
    });
    await waitFor(() => expect(router().state.location.search).toBe(''));
  }, 40_000);

  it('refuses another customer’s application (404) and leaves the draft as it was', async () => {
    mockFetch({
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => refusal(404, 'NOT_FOUND', 'Not found'),
    });
    const { store } = await renderWizard(
      (s) => prepareDraft(s, READY, 1),
      'retail',
      `/retail/motor/register?applicationId=${APPLICATION_ID}`,
    );
    expect(await screen.findByText(MOTOR_REOPEN_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toHaveAttribute(
      'href',
      '/retail/motor/policies',
    );
    expect(draftOf(store)).toMatchObject({
      activeStep: 2,
      application: null,
      values: { vehicle: { vin: VALID_VIN } },
    });
  }, 40_000);
});
