import { afterEach, describe, expect, it, vi } from 'vitest';
import { salaryDeductionShown } from '../../../../test/salary-deduction-shown';
import { screen, within } from '@testing-library/react';
import { SALARY_DEDUCTION_CONSENT_MESSAGE } from '@cover/domain';
import { MOTOR_CONSENT_TEXTS, MOTOR_PATHS } from '@cover/domain/motor';
import { fakeXhr } from '../../../../test/fake-upload';
import { APPLICATION_ID, motorQuotePackage } from './testing/purchase-fixtures';
import { atSubmit, declarations, financed } from './testing/last-step';

afterEach(() => vi.unstubAllGlobals());

const employee = MOTOR_PATHS.employee;
const SUBMIT = 'Submit my application';
const DEDUCTION = /from my salary for this cover/;

describe('motor registration wizard: an employee paying by salary deduction', () => {
  it('asks to authorise the deduction of the premium a month, needs it and sends it', async () => {
    const { api, wizard } = atSubmit({ paymentMethod: 'deduct_from_salary' });
    const { user } = await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    const deduction = form.getByRole('checkbox', {
      name: salaryDeductionShown(motorQuotePackage().suggestedPremium),
    });
    expect(form.queryByRole('checkbox', { name: MOTOR_CONSENT_TEXTS.debitOrder })).toBeNull();
    expect(form.getAllByRole('checkbox')).toHaveLength(3);
    await user.upload(
      form.getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    for (const box of form.getAllByRole('checkbox')) if (box !== deduction) await user.click(box);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', employee.createApplication.path)).toHaveLength(0);

    vi.stubGlobal('XMLHttpRequest', fakeXhr([]));
    await user.click(deduction);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('heading', { name: 'You’re covered' })).toBeInTheDocument();
    expect(declarations(api)[0]?.body).toEqual({
      applicationId: APPLICATION_ID,
      consents: { debitOrder: false, salaryDeduction: true, terms: true, popiaAndTcf: true },
    });
  }, 40_000);

  it('names the vehicle credit life’s premium with the motor premium when credit life is taken', async () => {
    const { wizard } = atSubmit({ ...financed, paymentMethod: 'deduct_from_salary' });
    await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    expect(
      await form.findByRole(
        'checkbox',
        { name: salaryDeductionShown(motorQuotePackage().suggestedPremium + 135_000) },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  }, 40_000);

  it('is not asked of an employee paying by debit order', async () => {
    const { wizard } = atSubmit({ paymentMethod: 'debit_order' });
    await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    expect(form.getByRole('checkbox', { name: MOTOR_CONSENT_TEXTS.debitOrder })).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: DEDUCTION })).toBeNull();
  }, 40_000);
});
