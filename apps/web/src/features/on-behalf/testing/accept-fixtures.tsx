/**
 * The acceptance page's test setup: a review as the server answers it (an operator's motor application
 * sent to the employee), its calls, and the page rendered at an address, signed in or not.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  MOTOR_CONSENT_TEXTS,
  ON_BEHALF_PATHS,
  onBehalfDebitOrderConsentText,
  type OnBehalfCreditLife,
  type OnBehalfReview,
} from '@cover/domain/motor';
import { Providers } from '../../../app/providers';
import { createAppStore } from '../../../app/store';
import { motorApplication, signIn } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { AcceptPage } from '../routes/accept-page';

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
export const REVIEW = `POST ${ON_BEHALF_PATHS.reviewOnBehalfApplication.path}`;
export const ACCEPT = `POST ${ON_BEHALF_PATHS.acceptOnBehalfApplication.path}`;
export const DECLINE = `POST ${ON_BEHALF_PATHS.declineOnBehalfApplication.path}`;

export const review = (overrides: Partial<OnBehalfReview> = {}): OnBehalfReview => ({
  application: motorApplication(),
  operatorName: 'Olivia Operator',
  acceptance: {
    status: 'SENT',
    statusLabel: 'Waiting for the employee to accept',
    sentAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    acceptedAt: null,
  },
  actions: [
    {
      at: '2026-11-20T08:00:00.000Z',
      actor: 'operator',
      by: 'Olivia Operator',
      type: 'application.created',
      summary: 'Olivia Operator registered the Toyota Corolla Cross 1.8 XS',
      changes: {},
    },
  ],
  payment: {
    paymentMethodId: 'pm-1',
    type: 'debit_order',
    bankName: 'FNB',
    branchCode: '250655',
    accountHolderName: 'Thabo Mokoena',
    accountNumber: '******5678',
    accountType: 'cheque',
    debitOrderDate: 15,
    salaryReferenceNumber: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
  },
  consentTexts: {
    ...MOTOR_CONSENT_TEXTS,
    // as the server gives it: the amount a month and the day of the debit order shown above
    debitOrder: onBehalfDebitOrderConsentText({
      monthlyPremium: motorApplication().monthlyPremium,
      billingDay: 15,
    }),
    salaryDeduction: null,
    creditCheck: null,
    creditLifeTerms: null,
  },
  consentTextVersion: 'motor-consents-2026-11',
  debitOrderRequired: true,
  salaryDeductionRequired: false,
  creditLifeRequired: false,
  goesToUnderwriter: false,
  creditLifeCover: null,
  ...overrides,
});

/** The vehicle credit life declared with it: R240 000 plus 10 %, the employee responsible, one beneficiary. */
export const creditLifeCover = (overrides: Partial<OnBehalfCreditLife> = {}): OnBehalfCreditLife => ({
  applicationNumber: 'APP-2026-000002',
  policyId: null,
  policyNumber: null,
  outstandingBalance: 24_000_000,
  additionalPercentage: 10,
  totalAmountInsured: 26_400_000,
  monthlyPremium: 108_000,
  responsible: { theEmployee: true, name: 'Nomvula Dlamini' },
  beneficiaries: [{ name: 'Sipho Dlamini', relation: 'spouse', percentage: 100 }],
  ...overrides,
});

export async function renderAccept(path: string, signedIn = true) {
  const app = createAppStore();
  await app.startPersistence();
  if (signedIn) signIn(app.store, 'employee');
  const router = createMemoryRouter(
    [
      { path: '/employee/accept', element: <AcceptPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...app, router, user: userEvent.setup() };
}
