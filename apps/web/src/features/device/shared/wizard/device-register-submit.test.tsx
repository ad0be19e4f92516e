import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { REGISTRATION_MESSAGES } from '@cover/domain/device';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import { announced, BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import {
  VALID_IMEI,
  deviceApplication,
  deviceQuotePackage,
  prepareDraft,
} from '../testing/purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';
import { registrationKey } from './registration-payloads';

afterEach(() => vi.unstubAllGlobals());

describe('device registration wizard: the quote, the application and its documents', () => {
  it('gets a new quote when the stored one expired, then makes the application with an idempotency key', async () => {
    let applications = 0;
    const api = mockFetch({
      'POST /api/retail/device/quote/getAQuote': () =>
        json(201, deviceQuotePackage('5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d')),
      'POST /api/retail/device/application/createApplication': () => {
        applications += 1;
        return applications === 1
          ? refusal(422, 'QUOTE_EXPIRED', 'This quote has expired. Please get a new quote.', {
              quote_package_id: 'This quote has expired. Please get a new quote.',
            })
          : json(201, {
              application: deviceApplication(),
              policy: null,
              creditLifePolicyId: null,
              message: 'ok',
            });
      },
    });
    const { store, user } = await renderDeviceWizard((s) => {
      prepareDraft(s, { ...READY_PHONE, ...BANKING_READY });
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
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
    await announced('Your quote had expired, so we got you a new one');
    expect(draftOf(store)).toMatchObject({
      activeStep: 4,
      application: {
        applicationId: deviceApplication().applicationId,
        documentsOutstanding: ['purchase_proof'],
      },
    });
    expect(draftOf(store).quote?.expired).toBe(true);
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
    const { user } = await renderDeviceWizard(
      (s) => {
        prepareDraft(s, { ...READY_PHONE, billingAddress: BANKING_READY.billingAddress });
        s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
        s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
      },
      { family: 'employee' },
    );
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
    const { store, user } = await renderDeviceWizard((s) => {
      prepareDraft(s, { ...READY_PHONE, ...BANKING_READY });
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

    // phone cover alone: the debit order, terms and POPIA (the credit check comes with credit life only)
    const consents = screen.getAllByRole('checkbox');
    expect(consents).toHaveLength(3);
    expect(screen.getByText(/I authorise the insurer to collect the monthly premium/)).toBeInTheDocument();
    // What is accepted can be read without leaving the wizard.
    for (const [name, href] of [
      ['terms and conditions of device cover', '/terms-of-use'],
      ['privacy notice (POPIA)', '/privacy-notice'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('table', { name: 'Excess per claim' })).toBeInTheDocument();
    expect(screen.getByText(VALID_IMEI)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect((await screen.findAllByText(REGISTRATION_MESSAGES.consent)).length).toBe(3);
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
