// The employee funeral wizard on its last step, for component tests of the Confirm step.
import { screen } from '@testing-library/react';
import {
  calculateFuneralCover,
  FUNERAL_PATHS,
  PACKAGE_NAMES,
  type FuneralPackageName,
  type QuotePackage,
} from '@cover/domain/funeral';
import type { AppStore } from '../../../../app/store';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderRestored } from '../../../../test/render';
import { employeeRegisterActions, initialEmployeeValues } from '../state/register-slice';
import type { EmployeeVariant } from '../state/register-types';
import { EmployeeRegisterPage } from './employee-register-page';

const { employee, cms } = FUNERAL_PATHS;

/** A priced quote package of the package the variant takes (the calculator's pricing, as the server's). */
export function quotePackage(packageName: FuneralPackageName): QuotePackage {
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
export function prepareConfirm(store: AppStore, variant: EmployeeVariant) {
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

/**
 * The page at Confirm, with the quote the server gives (`quoted`: the package, or the reply to each quote
 * call) and an application that is issued; `prepare` adds to the draft (the paid funeral's debit order).
 */
export async function atConfirm(
  variant: EmployeeVariant,
  quoted: QuotePackage | (() => Response),
  prepare?: (store: AppStore) => void,
) {
  const quote =
    typeof quoted === 'function' ? quotePackage(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE) : quoted;
  const quoteReply = typeof quoted === 'function' ? quoted : () => json(201, quote);
  const issued = () =>
    json(201, {
      application: { policyNumber: 'FUN-2026-000321', monthlyPremium: quote.totalPremium },
      policy: { policyId: 'p-1', policyNumber: 'FUN-2026-000321', monthlyPremium: quote.totalPremium },
      message: 'Your policy has been issued.',
    });
  // the paid funeral is quoted and applied for on the CMS family of calls
  const api = mockFetch({
    [`POST ${employee.getQuote.path}`]: quoteReply,
    [`POST ${employee.createApplication.path}`]: issued,
    [`POST ${cms.paidGetQuote.path}`]: quoteReply,
    [`POST ${cms.paidCreateApplication.path}`]: issued,
  });
  const view = await renderRestored(<EmployeeRegisterPage />, {
    path: `/employee/funeral/register?variant=${variant}`,
    prepare: (store) => {
      prepareConfirm(store, variant);
      prepare?.(store);
    },
  });
  await screen.findByRole('form', { name: 'Confirm' });
  return { api, ...view };
}
