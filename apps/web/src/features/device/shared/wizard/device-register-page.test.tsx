import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { BENEFICIARY_SHARE_MESSAGES } from '@cover/domain';
import { DEVICE_MESSAGES, REGISTRATION_MESSAGES } from '@cover/domain/device';
import { Providers } from '../../../../app/providers';
import { createAppStore, type AppStore } from '../../../../app/store';
import { newBeneficiaryKey } from '../../../../components/beneficiaries/beneficiary-rules';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import {
  VALID_IMEI,
  deviceApplication,
  deviceQuotePackage,
  prepareDraft,
  signIn,
} from '../testing/purchase-fixtures';
import { DeviceRegisterPage } from './device-register-page';
import { deviceRegistrationActions } from './registration-slice';
import { registrationKey } from './registration-payloads';
import { startDateWindow } from './step-rules';

afterEach(() => vi.unstubAllGlobals());

/** The wizard on a store prepared first (a draft restored from an earlier visit); `reload` renders it again. */
async function renderWizard(prepare: (store: AppStore) => void, family: 'retail' | 'employee' = 'retail') {
  const app = createAppStore();
  await app.startPersistence();
  signIn(app.store, family);
  prepare(app.store);
  const ui = (): ReactElement => {
    const router = createMemoryRouter([{ path: '*', element: <DeviceRegisterPage family={family} /> }], {
      initialEntries: [`/${family}/device/register`],
    });
    return (
      <Providers store={app.store}>
        <RouterProvider router={router} />
      </Providers>
    );
  };
  let view = render(ui());
  return {
    ...app,
    user: userEvent.setup(),
    reload: () => {
      view.unmount();
      view = render(ui());
    },
  };
}

const draftOf = (store: AppStore) => store.getState().deviceInsuranceRegistration;

const ready = {
  deviceColor: 'Black',
  deviceIMEINumber: VALID_IMEI,
  isOnContract: false,
  isOwner: true,
  isPurchasedFromProvider: true,
  effectiveDate: startDateWindow().first,
};

const paymentValues = {
  bankAccount: {
    bankName: 'FNB',
    branchCode: '250655',
    accountHolderName: 'Thabo Mokoena',
    accountNumber: '62812345678',
    accountType: 'cheque',
    debitOrderDate: 15,
  },
  billingAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
};

describe('device registration wizard', () => {
  it('refuses a bad IMEI with the domain message and an owner who is not one, keeping what was typed', async () => {
    mockFetch();
    const { store, user } = await renderWizard((s) => prepareDraft(s));
    expect(await screen.findByTestId('chosen-phone')).toHaveTextContent('Samsung Galaxy A15 128 GB');
    await user.selectOptions(screen.getByLabelText(/^colour/i), 'Light Blue');
    const imei = screen.getByLabelText(/imei number/i);
    expect(screen.getByText('Dial *#06# on the phone to see its IMEI')).toBeInTheDocument();
    await user.type(imei, '4901 5420 3237 519');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imei)).toBeInTheDocument();
    expect(screen.getByText(REGISTRATION_MESSAGES.owner)).toBeInTheDocument();
    expect(imei).toHaveValue('4901 5420 3237 519');
    expect(draftOf(store)).toMatchObject({ activeStep: 1, succeedSteps: [] });

    await user.clear(imei);
    await user.type(imei, '4901-5420-3237-518');
    const contract = screen.getByRole('radiogroup', { name: 'Is the phone on a contract?' });
    await user.click(within(contract).getByRole('radio', { name: 'No' }));
    const seller = screen.getByRole('radiogroup', { name: 'Did you buy the phone from Telkom?' });
    await user.click(within(seller).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: /I own this phone/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Credit life' })).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({
      activeStep: 2,
      succeedSteps: [1],
      values: { deviceColor: 'Light Blue', deviceIMEINumber: '4901-5420-3237-518', isOnContract: false },
    });
    expectPlainText();
  }, 40_000);

  it('keeps the draft through a reload: the typed IMEI and the step', async () => {
    mockFetch();
    const wizard = await renderWizard((s) => prepareDraft(s));
    await wizard.user.type(await screen.findByLabelText(/imei number/i), '49015420');
    expect(draftOf(wizard.store).values.deviceIMEINumber).toBe('49015420');
    wizard.reload();
    expect(await screen.findByLabelText(/imei number/i)).toHaveValue('49015420');
    expect(screen.getByTestId('chosen-phone')).toHaveTextContent('Galaxy A15');
  }, 30_000);

  it('clears a draft another customer left on this device before showing it', async () => {
    mockFetch();
    const { store } = await renderWizard((s) => {
      s.dispatch(deviceRegistrationActions.draftOwnerSeen('retail:8001015009088'));
      prepareDraft(s, { deviceIMEINumber: VALID_IMEI });
    });
    await screen.findByLabelText('Search for your phone');
    expect(draftOf(store).owner).toBe('retail:9001015009087');
    expect(draftOf(store).values.deviceIMEINumber).toBe('');
  }, 30_000);

  it('asks for credit life beneficiaries whose shares total 100%', async () => {
    mockFetch();
    const { store, user } = await renderWizard((s) => {
      prepareDraft(s, ready);
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: ready }));
      s.dispatch(
        deviceRegistrationActions.valuesEdited({
          isOptedforCreditLife: true,
          creditLife: {
            ...draftOf(s).values.creditLife,
            outstandingBalance: 300_000,
            responsible: 'other',
            personResponsibleForFinancing: {
              firstName: 'Naledi',
              lastName: 'Mokoena',
              idNumber: '8001015009087',
            },
            beneficiariesDetails: [
              {
                key: newBeneficiaryKey(),
                relation: 'spouse',
                firstName: 'Sipho',
                lastName: 'Mokoena',
                idNumber: '',
                email: '',
                mobile: '',
                alternateMobile: '',
                percentage: 60,
              },
            ],
          },
        }),
      );
    });
    expect(await screen.findByTestId('beneficiary-total')).toHaveTextContent(
      'Total 60%: 40% left to allocate',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(BENEFICIARY_SHARE_MESSAGES.total)).length).toBeGreaterThan(0);
    expect(draftOf(store).activeStep).toBe(2);

    await user.clear(screen.getByLabelText('Share of Sipho Mokoena (%)'));
    await user.type(screen.getByLabelText('Share of Sipho Mokoena (%)'), '100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Payment' })).toBeInTheDocument();
    expect(draftOf(store).values.creditLife).toMatchObject({
      issuedPercentage: 0,
      addAnotherBeneficiary: true,
    });
  }, 40_000);

  it('gets a new quote when the stored one expired, then makes the application with an idempotency key', async () => {
    let applications = 0;
    const api = mockFetch({
      'POST /api/retail/device/quote/getAQuote': () =>
        json(201, deviceQuotePackage('5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d')),
      'POST /api/retail/device/application/createApplication': () => {
        applications += 1;
        return applications === 1
          ? json(422, {
              error: {
                code: 'QUOTE_EXPIRED',
                message: 'This quote has expired. Please get a new quote.',
                fields: { quote_package_id: 'This quote has expired. Please get a new quote.' },
              },
            })
          : json(201, {
              application: deviceApplication(),
              policy: null,
              creditLifePolicyId: null,
              message: 'ok',
            });
      },
    });
    const { store, user } = await renderWizard((s) => {
      prepareDraft(s, { ...ready, ...paymentValues });
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: ready }));
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
    });
    await screen.findByRole('form', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    expect(await screen.findByRole('region', { name: 'Your documents' })).toBeInTheDocument();

    expect(api.callsTo('POST', '/api/retail/device/quote/getAQuote')).toHaveLength(2);
    const sent = api.callsTo('POST', '/api/retail/device/application/createApplication');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.body).toMatchObject({
      quote_package_id: '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      deviceIMEINumber: VALID_IMEI,
      deviceColor: 'Black',
      isOwner: true,
      paymentMethod: {
        type: 'debit_order',
        bankName: 'FNB',
        branchCode: '250655',
        accountNumber: '62812345678',
      },
      billingDay: 15,
      billingAddress: { provience: 'WC', code: '8001' },
      isOptedforCreditLife: false,
    });
    expect(await screen.findByText(/your quote had expired, so we got you a new one/i)).toBeInTheDocument();
    expect(draftOf(store)).toMatchObject({
      activeStep: 4,
      application: {
        applicationId: deviceApplication().applicationId,
        documentsOutstanding: ['purchase_proof'],
      },
    });
    expect(draftOf(store).quote?.expired).toBe(true);
  }, 40_000);

  it('shows a refused IMEI at its field on the phone step, keeping every answer', async () => {
    mockFetch({
      'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
      'POST /api/retail/device/application/createApplication': () =>
        json(422, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the highlighted fields.',
            fields: { deviceIMEINumber: DEVICE_MESSAGES.imeiTaken },
          },
        }),
    });
    const { store, user } = await renderWizard((s) => {
      prepareDraft(s, { ...ready, ...paymentValues });
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: ready }));
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
    });
    await user.click(await screen.findByRole('button', { name: 'Continue to documents' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/imei number/i)).toHaveValue(VALID_IMEI);
    expect(draftOf(store).values.bankAccount.accountNumber).toBe('62812345678');
  }, 40_000);

  it('lets an employee pay by salary deduction', async () => {
    const api = mockFetch({
      'POST /api/employee/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
      'POST /api/employee/device/application/createApplication': () =>
        json(201, {
          application: deviceApplication(),
          policy: null,
          creditLifePolicyId: null,
          message: 'ok',
        }),
    });
    const { user } = await renderWizard((s) => {
      prepareDraft(s, { ...ready, billingAddress: paymentValues.billingAddress });
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: ready }));
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
    }, 'employee');
    await user.click(await screen.findByRole('radio', { name: 'Deduct from my salary' }));
    expect(screen.queryByLabelText(/account number/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    await screen.findByRole('region', { name: 'Your documents' });
    const body = api.callsTo('POST', '/api/employee/device/application/createApplication')[0]?.body as Record<
      string,
      unknown
    >;
    expect(body.paymentMethod).toEqual({ type: 'deduct_from_salary' });
    expect(body).not.toHaveProperty('billingDay');
  }, 40_000);

  it('uploads the proof of purchase with a progress bar, then confirms with the exact consents', async () => {
    mockFetch({
      'GET /api/retail/device/application/getApplicationById': () => json(200, deviceApplication()),
      'POST /api/retail/device/application/applicationDeclaration': () =>
        json(200, {
          application: deviceApplication({ status: 'ACTIVE', policyNumber: 'DEV-2026-000123' }),
          policy: null,
          creditLifePolicyId: null,
          message: 'Your device is covered',
        }),
    });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const { store, user } = await renderWizard((s) => {
      prepareDraft(s, { ...ready, ...paymentValues });
      for (const step of [1, 2]) s.dispatch(deviceRegistrationActions.stepSaved({ step, values: {} }));
      s.dispatch(deviceRegistrationActions.quoteSaved({ quote: deviceQuotePackage(), key: 'k' }));
      s.dispatch(
        deviceRegistrationActions.applicationSaved({
          application: deviceApplication(),
          sentKey: registrationKey(draftOf(s).values as never),
        }),
      );
    });
    const section = await screen.findByRole('region', { name: 'Your documents' });
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByText('Please add: Proof of purchase.')).toBeInTheDocument();

    const file = new File(['%PDF-1.4 slip'], 'till-slip.pdf', { type: 'application/pdf' });
    await user.upload(within(section).getByLabelText(/proof of purchase/i), file);
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading Proof of purchase' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(uploads[0]?.fields).toMatchObject({
      applicationId: deviceApplication().applicationId,
      kind: 'purchase_proof',
    });
    act(() => uploads[0]?.finish(201, deviceApplication({ documentsOutstanding: [] })));
    expect(await screen.findByRole('form', { name: 'Confirm' })).toBeInTheDocument();
    expect(draftOf(store).application?.documentsOutstanding).toEqual([]);

    const consents = screen.getAllByRole('checkbox');
    expect(consents).toHaveLength(4);
    expect(screen.getByText(/I authorise the insurer to collect the monthly premium/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Excess per claim' })).toBeInTheDocument();
    expect(screen.getByText(VALID_IMEI)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect((await screen.findAllByText(REGISTRATION_MESSAGES.consent)).length).toBe(4);
    for (const box of consents) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect(await screen.findByTestId('new-policy-number')).toHaveTextContent('DEV-2026-000123');
    expect(screen.getByRole('link', { name: 'See my policies' })).toHaveAttribute(
      'href',
      '/retail/device/policies',
    );
    expect(draftOf(store).policyDetails.policyNumber).toBe('DEV-2026-000123');
  }, 40_000);
});
