import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BENEFICIARY_SHARE_MESSAGES } from '@cover/domain';
import { DEVICE_MESSAGES, REGISTRATION_MESSAGES } from '@cover/domain/device';
import { newBeneficiaryKey } from '../../../../components/beneficiaries/beneficiary-rules';
import { BANKING_READY } from '../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { VALID_IMEI, deviceQuotePackage, prepareDraft } from '../testing/purchase-fixtures';
import { READY_PHONE, draftOf, renderDeviceWizard } from '../testing/render-wizard';
import { deviceRegistrationActions } from './registration-slice';

afterEach(() => vi.unstubAllGlobals());

describe('device registration wizard: answers and drafts', () => {
  it('refuses a bad IMEI with the domain message and an owner who is not one, keeping what was typed', async () => {
    mockFetch();
    const { store, user } = await renderDeviceWizard((s) => prepareDraft(s));
    expect(await screen.findByTestId('chosen-phone')).toHaveTextContent('Samsung Galaxy A15 128 GB');
    await user.selectOptions(screen.getByLabelText(/^colour/i), 'Light Blue');
    const imei = screen.getByLabelText(/imei number/i);
    expect(screen.getByText('Dial *#06# on the phone to see its IMEI')).toBeInTheDocument();
    await user.type(imei, '4901 5420 3237 519');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // 15 digits with the check digit wrong: a digit typed wrong, said so
    expect(await screen.findByText(DEVICE_MESSAGES.imeiMistyped)).toBeInTheDocument();
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
    const wizard = await renderDeviceWizard((s) => prepareDraft(s));
    await wizard.user.type(await screen.findByLabelText(/imei number/i), '49015420');
    expect(draftOf(wizard.store).values.deviceIMEINumber).toBe('49015420');
    wizard.reload();
    expect(await screen.findByLabelText(/imei number/i)).toHaveValue('49015420');
    expect(screen.getByTestId('chosen-phone')).toHaveTextContent('Galaxy A15');
  }, 30_000);

  it('clears a draft another customer left on this device before showing it', async () => {
    mockFetch();
    const { store } = await renderDeviceWizard((s) => {
      s.dispatch(deviceRegistrationActions.draftOwnerSeen('retail:8001015009088'));
      prepareDraft(s, { deviceIMEINumber: VALID_IMEI });
    });
    await screen.findByLabelText('Search for your phone');
    expect(draftOf(store).owner).toBe('retail:9001015009087');
    expect(draftOf(store).values.deviceIMEINumber).toBe('');
  }, 30_000);

  it('asks for credit life beneficiaries whose shares total 100%', async () => {
    mockFetch();
    const { store, user } = await renderDeviceWizard((s) => {
      prepareDraft(s, READY_PHONE);
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
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

  it('shows a refused IMEI at its field on the phone step, keeping every answer', async () => {
    mockFetch({
      'POST /api/retail/device/quote/getAQuote': () => json(201, deviceQuotePackage()),
      'POST /api/retail/device/application/createApplication': () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the highlighted fields.', {
          deviceIMEINumber: DEVICE_MESSAGES.imeiTaken,
        }),
    });
    const { store, user } = await renderDeviceWizard((s) => {
      prepareDraft(s, { ...READY_PHONE, ...BANKING_READY });
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 1, values: READY_PHONE }));
      s.dispatch(deviceRegistrationActions.stepSaved({ step: 2, values: {} }));
    });
    await user.click(await screen.findByRole('button', { name: 'Continue to documents' }));
    expect(await screen.findByText(DEVICE_MESSAGES.imeiTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/imei number/i)).toHaveValue(VALID_IMEI);
    expect(draftOf(store).values.bankAccount.accountNumber).toBe('62812345678');
  }, 40_000);
});
