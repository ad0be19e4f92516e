import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { UNABLE_TO } from '@cover/domain';
import { MOTOR_CONSENT_TEXTS, MOTOR_PATHS, MOTOR_REGISTRATION_MESSAGES } from '@cover/domain/motor';
import type { AppStore } from '../../../../app/store';
import { formatMoney } from '../../../../components/money/format-money';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { INSPECTION_POLL_MS } from './step-inspection';
import { inspectionKey, motorQuoteInput, motorQuoteKey } from './registration-payloads';
import { motorRegistrationActions } from './registration-slice';
import { initialMotorValues } from './registration-types';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import {
  APPLICATION_ID,
  PRE_INSPECTION_ID,
  READY,
  VALID_VIN,
  draftOf,
  motorApplication,
  motorQuotePackage,
  preInspection,
  prepareDraft,
} from './testing/purchase-fixtures';
import { profile, renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
const employee = MOTOR_PATHS.employee;
const money = (cents: number) => new RegExp(formatMoney(cents).replace(/\s/g, '\\s'));
const values = { ...initialMotorValues(), ...READY };

const withQuote = (s: AppStore, family: 'retail' | 'employee' = 'retail') =>
  s.dispatch(
    motorRegistrationActions.quoteSaved({
      quote: motorQuotePackage(),
      key: motorQuoteKey(motorQuoteInput({ ...values, scheme: draftOf(s).values.scheme }, family)),
    }),
  );
const withInspection = (s: AppStore) =>
  s.dispatch(
    motorRegistrationActions.preInspectionSaved({
      preInspectionId: PRE_INSPECTION_ID,
      key: inspectionKey(values.vehicle),
      mobileEnding: '4567',
      linkExpiresAt: '2026-11-27T08:00:00.000Z',
    }),
  );

describe('motor registration wizard: quote, inspection, documents and declaration', () => {
  it('quotes the answers: the premium, what adds to it, the excess of every claim type and 7 days', async () => {
    const api = mockFetch({ [`POST ${retail.getVehicleQuote.path}`]: () => json(201, motorQuotePackage()) });
    const { store, user } = await renderWizard((s) => prepareDraft(s, READY, 3));
    expect(await screen.findByTestId('motor-premium')).toHaveTextContent(money(112_700));
    const excesses = screen.getByRole('table', { name: 'Excess per claim' });
    for (const type of ['Stolen', 'Glass', 'Towing'])
      expect(within(excesses).getByText(type)).toBeInTheDocument();
    expect(within(excesses).getByText('R500 a claim')).toBeInTheDocument();
    expect(screen.getByText(/Vehicle essential for the job: .* more a month \(15%\)/)).toBeInTheDocument();
    expect(screen.getByText(/Your quote holds for 7 days/)).toBeInTheDocument();
    expect(screen.getByText('Sum insured')).toBeInTheDocument();
    expectPlainText();

    const sent = api.callsTo('POST', retail.getVehicleQuote.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      vehicle: { make: 'Toyota', isEssentialPart: true, valuationId: READY.vehicle.valuation?.valuationId },
      finance: { payingOffLoan: false },
    });
    expect(sent[0]?.body).not.toHaveProperty('scheme');
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('region', { name: 'Your vehicle’s inspection' })).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({ activeStep: 5, succeedSteps: [1, 2, 3, 4] });
  }, 40_000);

  it('sends a refused answer of the quote back to its step, and quotes an employee on their scheme', async () => {
    let quotes = 0;
    const api = mockFetch({
      [`POST ${employee.getVehicleQuote.path}`]: () => {
        quotes += 1;
        return quotes === 1
          ? refusal(422, 'SCHEME_NOT_ALLOWED', 'This scheme does not cover this kind of vehicle', {
              scheme: 'This scheme does not cover this kind of vehicle',
            })
          : json(201, motorQuotePackage());
      },
      [`GET ${employee.getMotorSchemes.path}`]: () =>
        json(200, {
          schemes: [
            { value: 'logo', label: 'Logo scheme' },
            { value: 'motorcycle_logo', label: 'Motorcycle (logo scheme)' },
          ],
          salaryLevel: 'OP1',
        }),
      [`GET ${employee.getSearchWorkRetailPrice.path}`]: () =>
        json(200, { data: [], makes: ['Toyota'], models: [], years: [], valuedOn: '2026-11-01' }),
    });
    const { user } = await renderWizard(
      (s) => prepareDraft(s, { ...READY, scheme: 'motorcycle_logo' }, 3),
      'employee',
    );
    expect(await screen.findByText('This scheme does not cover this kind of vehicle')).toBeInTheDocument();
    const schemes = screen.getByRole('radiogroup', { name: /your scheme/i });
    await user.click(within(schemes).getByRole('radio', { name: 'Logo scheme' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Driver and owner' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'See my quote' }));
    await screen.findByTestId('motor-premium');
    expect(api.callsTo('POST', employee.getVehicleQuote.path).at(-1)?.body).toMatchObject({ scheme: 'logo' });
  }, 40_000);

  it('says on the quote step when a consultant must quote, without sending the customer back to a hidden field', async () => {
    const message =
      'We can quote a car online up to R1 500 000, its extras and enhancements included. This one comes to ' +
      'R1 620 000. Please ask a consultant to quote it.';
    mockFetch({
      [`POST ${retail.getVehicleQuote.path}`]: () =>
        refusal(422, 'ABOVE_ONLINE_MAXIMUM', message, { 'vehicle.estimatedRetailPrice': message }),
    });
    const { store } = await renderWizard((s) => prepareDraft(s, READY, 3));
    const referred = await screen.findByTestId('quote-referred');
    expect(referred).toHaveTextContent('We cannot quote this online');
    expect(referred).toHaveTextContent(message);
    expect(draftOf(store).activeStep).toBe(4);
    expect(screen.queryByText(UNABLE_TO.GET_QUOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
  }, 40_000);

  it('given back the vehicle’s inspection with its photos in, sends no link and lets the customer go on', async () => {
    const sent = {
      assessmentStatus: 'SUBMITTED',
      mobileEnding: '4567',
      smsSentAt: '2026-11-20T08:01:00.000Z',
      linkExpiresAt: '2026-11-27T08:00:00.000Z',
    } as const;
    const api = mockFetch({
      'GET /api/retail/user/getAdminUser': () => json(200, profile()),
      [`POST ${retail.createPreinspection.path}`]: () => json(201, preInspection(sent)),
      [`POST ${retail.sendInspectionSms.path}`]: () =>
        refusal(409, 'PRE_INSPECTION_ASSESSED', 'The photos of this inspection are being assessed.'),
      [`GET ${retail.getPreinspectionById.path}`]: () => json(200, preInspection(sent)),
    });
    const { user } = await renderWizard((s) => {
      prepareDraft(s, READY, 4);
      withQuote(s);
    });
    const mobile = await screen.findByLabelText(/^mobile number for the link/i);
    await waitFor(() => expect(mobile).toHaveValue('082 123 4567'));
    await user.click(screen.getByRole('button', { name: 'Text me the inspection link' }));
    expect(await screen.findByTestId('inspection-status')).toHaveTextContent('Photos sent for assessment');
    expect(api.callsTo('POST', retail.sendInspectionSms.path)).toHaveLength(0);
    expect(screen.queryByText(/being assessed/)).not.toBeInTheDocument();
    expect(screen.getByTestId('inspection-link-sent')).toHaveTextContent('number ending in 4567');
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
    expect(await screen.findByRole('form', { name: 'Banking' })).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({
      activeStep: 6,
      preInspection: { preInspectionId: PRE_INSPECTION_ID, mobileEnding: '4567' },
      values: { inspectionMobile: '+27821234567' },
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

  it('uploads the driver’s licence, declares with the exact consents and shows the 2-second success screen', async () => {
    const api = mockFetch({
      [`POST ${retail.createApplication.path}`]: () =>
        json(201, { application: motorApplication(), policy: null, message: 'Application received' }),
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => json(200, motorApplication()),
      [`POST ${retail.applicationDeclaration.path}`]: () =>
        json(200, {
          application: motorApplication({ documentsOutstanding: [] }),
          policy: null,
          message: 'Application received',
        }),
    });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const { store, user, router } = await renderWizard((s) => {
      prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 6);
      withQuote(s);
      withInspection(s);
    });
    const form = await screen.findByRole('form', { name: 'Documents and declaration' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText(MOTOR_CONSENT_TEXTS.debitOrder)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect((await screen.findAllByText(MOTOR_REGISTRATION_MESSAGES.consent)).length).toBe(3);
    for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByText('Please add: Driver’s licence (both sides).')).toBeInTheDocument();
    expect(api.callsTo('POST', retail.createApplication.path)).toHaveLength(0);

    await user.upload(
      within(form).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.fields).toEqual({ applicationId: APPLICATION_ID, kind: 'drivers_licence' });
    act(() => uploads[0]?.finish(201, motorApplication({ documentsOutstanding: [] })));

    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the vehicle inspection to be approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my application' })).toHaveAttribute(
      'href',
      '/retail/motor/policies',
    );
    const body = api.callsTo('POST', retail.createApplication.path)[0];
    expect(body?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(body?.body).toMatchObject({
      quote_package_id: motorQuotePackage().quotePackageId,
      acceptTermsAndCondition: true,
      vehicle: {
        preInspectionId: PRE_INSPECTION_ID,
        vehicleRegistrationYear: 2022,
        vehicleRegistrationMonth: 3,
      },
      paymentMethod: { type: 'debit_order', bankName: 'FNB', accountNumber: '62812345678' },
      billingDay: 15,
      ownerDetails: { vehicleOwner: true },
    });
    expect(api.callsTo('POST', retail.applicationDeclaration.path)[0]?.body).toEqual({
      applicationId: APPLICATION_ID,
      consents: { debitOrder: true, terms: true, popiaAndTcf: true },
    });
    expect(draftOf(store)).toMatchObject({ activeStep: 1, succeedSteps: [], application: null });
    await waitFor(() => expect(router().state.location.pathname).toBe('/retail/motor/policies'), {
      timeout: 4000,
    });
  }, 40_000);

  it('says "You’re covered" and opens the policy when the inspection was already approved', async () => {
    mockFetch({
      [`POST ${retail.createApplication.path}`]: () =>
        json(201, {
          application: motorApplication({ documentsOutstanding: [] }),
          policy: null,
          message: 'ok',
        }),
      [`POST ${retail.applicationDeclaration.path}`]: () =>
        json(200, {
          application: motorApplication({
            status: 'ACTIVE',
            policyNumber: 'MOT-2026-000042',
            documentsOutstanding: [],
            monthlyPremium: 164_962,
            module: {
              ...motorApplication().module,
              creditLife: {
                applicationId: 'c1c1c1c1-d2d2-4e3e-8f4f-a5a5a5a5a5a5',
                policyId: null,
                status: 'PENDING',
                monthlyPremium: 630_000,
                totalAmountInsured: 154_000_000,
              },
            },
          }),
          policy: { policyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', policyNumber: 'MOT-2026-000042' },
          message: 'ok',
        }),
    });
    const { user } = await renderWizard((s) => {
      prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 6);
      withQuote(s);
      withInspection(s);
      s.dispatch(
        motorRegistrationActions.valuesEdited({
          consents: { debitOrder: true, salaryDeduction: false, terms: true, popiaAndTcf: true },
        }),
      );
    });
    await user.upload(
      await screen.findByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    vi.stubGlobal('XMLHttpRequest', fakeXhr([]));
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByRole('heading', { name: 'You’re covered' })).toBeInTheDocument();
    expect(screen.getByTestId('new-policy-number')).toHaveTextContent('MOT-2026-000042');
    // one debit order collects both: the total is said, not only the motor premium
    expect(screen.getByTestId('with-credit-life')).toHaveTextContent(
      /^Vehicle credit life R\s6\s300,00: together R\s7\s949,62 a month$/,
    );
    expect(screen.getByRole('link', { name: 'Open my policy' })).toHaveAttribute(
      'href',
      '/retail/motor/policies/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
  }, 40_000);
});
