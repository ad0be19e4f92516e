import { afterEach, describe, expect, it, vi } from 'vitest';
import { salaryDeductionShown } from '../../../../test/salary-deduction-shown';
import { screen } from '@testing-library/react';
import { SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { DEVICE_CONSENT_TEXTS, REGISTRATION_MESSAGES } from '@cover/domain/device';
import { atConfirm } from '../testing/at-confirm';
import { deviceApplication, deviceQuotePackage } from '../testing/purchase-fixtures';

afterEach(() => vi.unstubAllGlobals());

const CREDIT_CHECK = /check my credit record/;

describe('device registration wizard: the credit check is asked only with credit life', () => {
  it('asks phone cover alone for the debit order, terms and POPIA consents, not a credit check', async () => {
    const { api, wizard } = atConfirm();
    const { user } = await wizard;
    await screen.findByRole('form', { name: 'Confirm' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByText(CREDIT_CHECK)).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect(await screen.findByTestId('new-policy-number')).toHaveTextContent('DEV-2026-000123');
    expect(api.callsTo('POST', '/api/retail/device/application/applicationDeclaration')[0]?.body).toEqual({
      applicationId: deviceApplication().applicationId,
      consents: { debitOrder: true, creditCheck: false, terms: true, popia: true },
    });
  }, 40_000);

  it('asks for the credit check with credit life, with its exact words, and needs it', async () => {
    const { api, wizard } = atConfirm({ isOptedforCreditLife: true });
    const { user } = await wizard;
    await screen.findByRole('form', { name: 'Confirm' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    const creditCheck = screen.getByRole('checkbox', { name: new RegExp(DEVICE_CONSENT_TEXTS.creditCheck) });
    for (const box of screen.getAllByRole('checkbox')) if (box !== creditCheck) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.consent)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/retail/device/application/applicationDeclaration')).toHaveLength(0);
    await user.click(creditCheck);
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect(await screen.findByTestId('new-policy-number')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/api/retail/device/application/applicationDeclaration')[0]?.body,
    ).toMatchObject({
      consents: { creditCheck: true },
    });
  }, 40_000);
});

describe('device registration wizard: an employee paying by salary deduction', () => {
  it('asks to authorise the deduction of the premium a month, needs it and sends it', async () => {
    const { api, wizard } = atConfirm({ paymentMethod: 'deduct_from_salary' }, 'employee');
    const { user } = await wizard;
    await screen.findByRole('form', { name: 'Confirm' });
    const deduction = screen.getByRole('checkbox', {
      name: salaryDeductionShown(deviceQuotePackage().totalMonthlyPremium),
    });
    expect(screen.queryByRole('checkbox', { name: DEVICE_CONSENT_TEXTS.debitOrder })).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) if (box !== deduction) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    const declare = () => api.callsTo('POST', '/api/employee/device/application/applicationDeclaration');
    expect(declare()).toHaveLength(0);
    await user.click(deduction);
    await user.click(screen.getByRole('button', { name: 'Confirm and take out cover' }));
    expect(await screen.findByTestId('new-policy-number')).toBeInTheDocument();
    expect(declare()[0]?.body).toMatchObject({ consents: { salaryDeduction: true, debitOrder: false } });
  }, 40_000);
});
