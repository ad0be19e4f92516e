import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeviceApplication } from '@cover/domain/device';
import type { AppStore } from '../../../../app/store';
import { ACCOUNT_TYPED, fillIn } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import {
  GALAXY,
  VALID_IMEI,
  deviceApplication,
  deviceQuote,
  deviceQuotePackage,
  prepareDraft,
} from '../testing/purchase-fixtures';
import { renderDeviceWizard } from '../testing/render-wizard';
import { REOPEN_MESSAGES } from './reopen-messages';
import { startDateWindow } from './step-rules';

afterEach(() => vi.unstubAllGlobals());

const APPLICATION_ID = deviceApplication().applicationId;
const BY_ID = 'GET /api/retail/device/application/getApplicationById';

/** The wizard opened from the policies page's link to an application, over a draft prepared first. */
const openWizard = (prepare: (store: AppStore) => void = () => undefined) =>
  renderDeviceWizard(prepare, { path: `/retail/device/register?applicationId=${APPLICATION_ID}` });

const draftOf = (store: AppStore) => store.getState().deviceInsuranceRegistration;

/** A PENDING application whose cover starts today, its proof of purchase already uploaded. */
const pending = (overrides: Partial<DeviceApplication> = {}) => {
  const base = deviceApplication();
  return deviceApplication({
    billingDay: 25,
    documents: [],
    documentsOutstanding: [],
    ...overrides,
    module: { ...base.module, effectiveDate: startDateWindow().first, ...overrides.module },
  });
};

describe('device registration: continuing a PENDING application (?applicationId=)', () => {
  it('fills the draft from the application, asks again for the bank details and changes that application', async () => {
    const api = mockFetch({
      [BY_ID]: () => json(200, pending()),
      'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
      'POST /api/retail/device/application/createApplication': () =>
        json(201, {
          application: pending(),
          policy: null,
          creditLifePolicyId: null,
          message: 'ok',
        }),
    });
    const { store, router, user } = await openWizard((s) => prepareDraft(s, { deviceIMEINumber: '1234' }));

    // Phone and credit life are answered: the payment step opens, asking for the bank details again.
    const payment = await screen.findByRole('form', { name: 'Payment' });
    expect(screen.getByText(REOPEN_MESSAGES.bankDetails)).toBeInTheDocument();
    expect(
      api.callsTo('GET', '/api/retail/device/application/getApplicationById')[0]?.query.get('applicationId'),
    ).toBe(APPLICATION_ID);
    expect(draftOf(store)).toMatchObject({
      activeStep: 3,
      succeedSteps: [1, 2],
      application: { applicationId: APPLICATION_ID, documentsOutstanding: [], reopened: true },
      values: {
        selectedDevice: GALAXY.deviceId,
        notListed: false,
        deviceColor: 'Black',
        deviceIMEINumber: VALID_IMEI,
        isOnContract: false,
        isOwner: true,
        isPurchasedFromProvider: true,
        isOptedforCreditLife: false,
        billingAddress: {
          formattedAddress: '12 Long Street',
          city: 'Cape Town',
          provience: 'WC',
          code: '8001',
        },
        bankAccount: { accountNumber: '', debitOrderDate: 25 },
      },
    });
    expect(router().state.location.search).toBe('');
    expect(within(payment).getByLabelText(/^Street address/i)).toHaveValue('12 Long Street');

    await fillIn(user, payment, ACCOUNT_TYPED);
    await user.click(screen.getByRole('button', { name: 'Continue to documents' }));
    // The proof of purchase is already there: nothing to upload.
    await screen.findByRole('region', { name: 'Your documents' });
    expect(screen.getByText('Received: Proof of purchase.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Confirm' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/retail/device/application/createApplication')[0]?.body).toMatchObject({
      applicationId: APPLICATION_ID,
      deviceIMEINumber: VALID_IMEI,
      effectiveDate: startDateWindow().first,
      paymentMethod: { type: 'debit_order', bankName: 'Capitec', accountNumber: '1234567890' },
      billingDay: 25,
    });
    expect(screen.queryByText(REOPEN_MESSAGES.bankDetails)).not.toBeInTheDocument();
    expectPlainText();
  }, 40_000);

  it('opens credit life for an unlisted phone with credit life, saying the beneficiaries are asked again', async () => {
    const base = pending();
    mockFetch({
      [BY_ID]: () =>
        json(
          200,
          pending({
            documentsOutstanding: ['purchase_proof'],
            module: {
              ...base.module,
              effectiveDate: startDateWindow().first,
              quote: deviceQuote({
                device: {
                  deviceId: null,
                  brand: 'Nokia',
                  model: 'G42',
                  storageGb: null,
                  colours: [],
                  listed: false,
                  priceVersion: null,
                  pricedOn: null,
                },
                replacementCost: 450_000,
                isOptedforCreditLife: true,
              }),
              creditLife: {
                outstandingBalance: 300_000,
                personResponsibleForFinancing: {
                  firstName: 'Naledi',
                  lastName: 'Mokoena',
                  idNumber: '8001015009087',
                },
                beneficiariesCount: 2,
                issuedPercentage: 0,
              },
            },
          }),
        ),
    });
    const { store } = await openWizard();

    expect(await screen.findByRole('form', { name: 'Credit life' })).toBeInTheDocument();
    expect(screen.getByText(REOPEN_MESSAGES.beneficiaries)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Naledi');
    expect(draftOf(store)).toMatchObject({
      activeStep: 2,
      succeedSteps: [1],
      application: { applicationId: APPLICATION_ID, sentKey: '' },
      values: {
        selectedDevice: null,
        notListed: true,
        deviceBrand: 'Nokia',
        deviceModel: 'G42',
        replacementCost: 450_000,
        isOptedforCreditLife: true,
        creditLife: {
          outstandingBalance: 300_000,
          responsible: 'other',
          personResponsibleForFinancing: { firstName: 'Naledi', idNumber: '8001015009087' },
          beneficiariesDetails: [],
        },
      },
    });
    expectPlainText();
  }, 40_000);

  it('refuses an application that is no longer PENDING, leaving the draft as it was', async () => {
    mockFetch({ [BY_ID]: () => json(200, pending({ status: 'APPROVED', statusDisplayValue: 'Approved' })) });
    const { store } = await openWizard((s) => prepareDraft(s, { deviceIMEINumber: '4901' }));
    const before = draftOf(store).values;

    expect(await screen.findByText(REOPEN_MESSAGES.notPending('Approved'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toHaveAttribute(
      'href',
      '/retail/device/policies',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(draftOf(store).values).toEqual(before);
    expect(draftOf(store).application).toBeNull();
    expectPlainText();
  }, 30_000);

  it("refuses someone else's application (404), leaving the draft as it was", async () => {
    mockFetch({
      [BY_ID]: () => refusal(404, 'NOT_FOUND', 'Application not found'),
    });
    const { store } = await openWizard((s) => prepareDraft(s, { deviceIMEINumber: '4901' }));

    expect(await screen.findByText(REOPEN_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toHaveAttribute(
      'href',
      '/retail/device/policies',
    );
    expect(draftOf(store).values.deviceIMEINumber).toBe('4901');
    expect(draftOf(store).application).toBeNull();
  }, 30_000);
});
