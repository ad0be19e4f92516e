import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import { FUNERAL_PATHS, PACKAGE_NAMES } from '@cover/domain/funeral';
import { keepAmountsTogether } from '../../../../components/money/format-money';
import { atConfirm, quotePackage } from './test-confirm';

afterEach(() => vi.unstubAllGlobals());

const { employee, cms } = FUNERAL_PATHS;
const DEDUCTION = /deduct .* a month from my salary/;

describe('employee funeral registration: the salary deduction consent', () => {
  it('asks to authorise the deduction of the premium a month, needs it and sends it', async () => {
    const quote = quotePackage(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE);
    const { api, user, store } = await atConfirm('salary', quote);
    // the server's words, the amount kept whole at 390 px: no line break after the R (QA walk 5, 13)
    const deduction = await screen.findByRole('checkbox', {
      name: keepAmountsTogether(salaryDeductionConsentText(quote.totalPremium)),
    });
    expect(deduction).toHaveAccessibleName(
      `I authorise Telkom to deduct R\u00a0${(quote.totalPremium / 100).toFixed(2).replace('.', ',')} a month from my salary for this cover.`,
    );
    for (const box of screen.getAllByRole('checkbox')) if (box !== deduction) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Apply for this cover' }));
    expect(await screen.findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    const create = () => api.callsTo('POST', employee.createApplication.path);
    expect(create()).toHaveLength(0);
    await user.click(deduction);
    await user.click(screen.getByRole('button', { name: 'Apply for this cover' }));
    expect(await screen.findByText('FUN-2026-000321')).toBeInTheDocument();
    // the success screen says how it is paid and links to the policy, which then says what happens next
    expect(screen.getByText(/It is deducted from your salary each month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my policy' })).toHaveAttribute(
      'href',
      '/employee/funeral/policies/p-1',
    );
    expect(store.getState().employeeFuneralRegister.policyDetails.policyId).toBe('p-1');
    expect(create()[0]?.body).toMatchObject({
      paymentMethod: { type: 'deduct_from_salary' },
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { salaryDeduction: true } },
    });
  }, 40_000);

  it('is not asked for the free benefit', async () => {
    const quote = quotePackage(PACKAGE_NAMES.TELKOM_FREE_BENEFIT);
    const { api, user } = await atConfirm('free', quote);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: DEDUCTION })).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Take my free benefit' }));
    expect(await screen.findByText('FUN-2026-000321')).toBeInTheDocument();
    const [created] = api.callsTo('POST', employee.createApplication.path);
    expect(created?.body).toMatchObject({ declaration: { acceptTandc: true } });
    expect((created?.body as { declaration: object }).declaration).not.toHaveProperty('consents');
    expect(api.callsTo('POST', cms.paidCreateApplication.path)).toHaveLength(0);
  }, 40_000);
});
