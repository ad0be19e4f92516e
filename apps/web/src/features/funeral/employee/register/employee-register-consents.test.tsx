import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import {
  calculateFuneralCover,
  FUNERAL_PATHS,
  PACKAGE_NAMES,
  type FuneralPackageName,
  type QuotePackage,
} from '@cover/domain/funeral';
import type { AppStore } from '../../../../app/store';
import { keepAmountsTogether } from '../../../../components/money/format-money';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderRestored } from '../../../../test/render';
import { employeeRegisterActions, initialEmployeeValues } from '../state/register-slice';
import type { EmployeeVariant } from '../state/register-types';
import { EmployeeRegisterPage } from './employee-register-page';

afterEach(() => vi.unstubAllGlobals());

const { employee, cms } = FUNERAL_PATHS;
const DEDUCTION = /deduct .* a month from my salary/;

/** A priced quote package of the package the variant takes (the calculator's pricing, as the server's). */
function quotePackage(packageName: FuneralPackageName): QuotePackage {
  const priced = calculateFuneralCover(
    { packageName, coverOption: 'B', mainMemberAge: 40 },
    { today: new Date() },
  );
  if (!priced.ok) throw new Error('not priced');
  return {
    ...priced.quote,
    quotePackageId: 'qp-1',
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    productModuleDefinitionId: 'funeral',
    expired: false,
  };
}

/** The wizard on its last step, Confirm: cover, details and beneficiaries saved. */
function prepareConfirm(store: AppStore, variant: EmployeeVariant) {
  store.dispatch(employeeRegisterActions.started(variant));
  store.dispatch(employeeRegisterActions.coverSaved(initialEmployeeValues(variant).cover));
  store.dispatch(
    employeeRegisterActions.detailsSaved({
      idNumber: '8001015009087',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: 'thandi@example.co.za',
      mobile: '0821234567',
    }),
  );
  store.dispatch(
    employeeRegisterActions.beneficiariesSaved([
      {
        key: 'b1',
        relation: 'child',
        firstName: 'Sipho',
        lastName: 'Nkosi',
        idNumber: '',
        email: '',
        mobile: '',
        alternateMobile: '',
        percentage: 100,
      },
    ]),
  );
}

async function atConfirm(variant: EmployeeVariant, quote: QuotePackage) {
  const api = mockFetch({
    [`POST ${employee.getQuote.path}`]: () => json(201, quote),
    [`POST ${employee.createApplication.path}`]: () =>
      json(201, {
        application: { policyNumber: 'FUN-2026-000321', monthlyPremium: quote.totalPremium },
        policy: { policyId: 'p-1', policyNumber: 'FUN-2026-000321', monthlyPremium: quote.totalPremium },
        message: 'Your policy has been issued.',
      }),
  });
  const view = await renderRestored(<EmployeeRegisterPage />, {
    path: `/employee/funeral/register?variant=${variant}`,
    prepare: (store) => prepareConfirm(store, variant),
  });
  await screen.findByRole('form', { name: 'Confirm' });
  return { api, ...view };
}

describe('employee funeral registration: the salary deduction consent', () => {
  it('asks to authorise the deduction of the premium a month, needs it and sends it', async () => {
    const quote = quotePackage(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE);
    const { api, user } = await atConfirm('salary', quote);
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
