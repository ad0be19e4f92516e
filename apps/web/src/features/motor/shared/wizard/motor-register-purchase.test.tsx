import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { UNABLE_TO } from '@cover/domain';
import { MOTOR_CONSENT_TEXTS, MOTOR_PATHS, MOTOR_REGISTRATION_MESSAGES } from '@cover/domain/motor';
import { formatMoney } from '../../../../components/money/format-money';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { motorRegistrationActions } from './registration-slice';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import {
  APPLICATION_ID,
  PRE_INSPECTION_ID,
  READY,
  draftOf,
  motorApplication,
  motorQuotePackage,
  prepareDraft,
  withInspection,
  withQuote,
} from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const CREDIT_LIFE_POLICY_ID = 'd3d3d3d3-e4e4-4f5f-8a6a-b7b7b7b7b7b7';

const retail = MOTOR_PATHS.retail;
const employee = MOTOR_PATHS.employee;
const money = (cents: number) => new RegExp(formatMoney(cents).replace(/\s/g, '\\s'));

describe('motor registration wizard: quote, documents and declaration (the inspection step: motor-register-inspection.test.tsx)', () => {
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
                policyId: CREDIT_LIFE_POLICY_ID,
                status: 'ACTIVE',
                monthlyPremium: 630_000,
                totalAmountInsured: 154_000_000,
              },
            },
          }),
          policy: { policyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', policyNumber: 'MOT-2026-000042' },
          message: 'ok',
        }),
      [`GET /api/retail/motor/credit-life/policies/${CREDIT_LIFE_POLICY_ID}`]: () =>
        json(200, {
          policyId: CREDIT_LIFE_POLICY_ID,
          policyNumber: 'VCL-2026-000043',
          monthlyPremium: 630_000,
        }),
    });
    const { user } = await renderWizard((s) => {
      prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 6);
      withQuote(s);
      withInspection(s);
      s.dispatch(
        motorRegistrationActions.valuesEdited({
          consents: {
            debitOrder: true,
            salaryDeduction: false,
            terms: true,
            popiaAndTcf: true,
            creditCheck: false,
            creditLifeTerms: false,
          },
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
    // each policy with its own number and premium, and the total one debit order collects (walk 8 no. 5)
    expect(screen.getByTestId('issued-cover')).toHaveTextContent(
      /^Motor coverMOT-2026-000042R\s1\s649,62 a month$/,
    );
    expect(await screen.findByTestId('new-credit-life-policy-number')).toHaveTextContent('VCL-2026-000043');
    expect(screen.getByTestId('issued-credit-life')).toHaveTextContent(
      /^Vehicle credit lifeVCL-2026-000043R\s6\s300,00 a month$/,
    );
    expect(screen.getByTestId('issued-total')).toHaveTextContent(/^TogetherR\s7\s949,62 a month$/);
    expect(screen.queryByText(/Monthly premium/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open my policy' })).toHaveAttribute(
      'href',
      '/retail/motor/policies/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
  }, 40_000);
});
