import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  BACKOFFICE_APPLICATION_PATHS,
  fillPath,
  type BackofficeApplicationDetail,
  type BackofficeLinkedCreditLife,
} from '@cover/domain';
import { json, mockFetch } from '../../../test/mock-fetch';
import { APPLICATION_ID, BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { backofficeApplication } from '../testing/console-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { UnderwritingPage } from './underwriting-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId: APPLICATION_ID });

/** Pieter's R48 000 phone with credit life on R20 000 still owed (QA walk 9, no. 9). */
const creditLife = (overrides: Partial<BackofficeLinkedCreditLife> = {}): BackofficeLinkedCreditLife => ({
  applicationId: 'cl-app-1',
  applicationNumber: 'APP-2026-000006',
  status: 'PENDING',
  policyId: null,
  policyNumber: null,
  outstandingBalance: 2_000_000,
  additionalPercentage: 0,
  totalAmountInsured: 2_000_000,
  monthlyPremium: 8_400,
  totalMonthlyPremium: 60_300,
  responsible: { theHolder: false, name: 'Thandi Nkosi' },
  beneficiaries: [
    { name: 'Sipho Nkosi', relation: 'spouse', percentage: 60 },
    { name: 'Lerato Nkosi', relation: 'child', percentage: 40 },
  ],
  goesWithADecline: true,
  ...overrides,
});

const CONSENTS = [
  {
    key: 'creditCheck',
    text: 'I agree that the insurer may check my credit record to confirm the finance on this phone.',
    textVersion: 'device-consents-2026-11',
    acceptedAt: '2026-03-07T08:05:00.000Z',
  },
  {
    key: 'terms',
    text: 'I have read and accept the terms and conditions of device cover, including the excess on every claim.',
    textVersion: 'device-consents-2026-11',
    acceptedAt: '2026-03-07T08:05:00.000Z',
  },
];

const phone = (overrides: Partial<BackofficeApplicationDetail> = {}) =>
  backofficeApplication({
    line: 'device',
    packageName: 'RETAIL_DEVICE_INSURANCE',
    productName: 'Device cover',
    sumAssured: 4_800_000,
    monthlyPremium: 51_900,
    facts: [
      { label: 'Phone', value: 'Samsung Galaxy Z Fold 7' },
      { label: 'Credit life on the phone', value: 'Yes' },
    ],
    linkedCreditLife: creditLife(),
    consents: CONSENTS,
    consentsGivenOn: null,
    ...overrides,
  });

async function serve(detail: BackofficeApplicationDetail) {
  mockFetch({ ...BACKOFFICE_SESSION, [`GET ${DETAIL}`]: () => json(200, detail) });
  return renderBackoffice(<UnderwritingPage />, {
    path: `/operator/backoffice/applications/${APPLICATION_ID}`,
    pattern: '/operator/backoffice/applications/:applicationId',
  });
}

describe('the credit life taken with a referred application', () => {
  it('shows its cover, who is responsible, the beneficiaries, each premium and the total the customer was quoted', async () => {
    await serve(phone());
    const card = await screen.findByRole('region', { name: 'Credit life taken with it' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'APP-2026-000006' })).toHaveAttribute(
      'href',
      '/operator/backoffice/applications/cl-app-1',
    );
    expect(within(card).getAllByText('R 20 000,00')).toHaveLength(2); // the balance and the amount insured
    expect(within(card).getByText('0 %')).toBeInTheDocument();
    expect(within(card).getByText('R 84,00')).toBeInTheDocument();
    expect(within(card).getByText('R 519,00')).toBeInTheDocument();
    expect(within(card).getByText('R 603,00')).toBeInTheDocument();
    expect(within(card).getByText('Together a month, as the customer was quoted')).toBeInTheDocument();
    expect(within(card).getByText('Thandi Nkosi')).toBeInTheDocument();
    expect(within(card).getByText('Sipho Nkosi (spouse): 60 %')).toBeInTheDocument();
    expect(within(card).getByText('Lerato Nkosi (child): 40 %')).toBeInTheDocument();
    expect(within(card).getByText('Not issued yet')).toBeInTheDocument();
  });

  it('names the holder when they are responsible for the finance, and the policy once issued', async () => {
    await serve(
      phone({
        linkedCreditLife: creditLife({
          responsible: { theHolder: true, name: 'Thabo Mokoena' },
          status: 'ACTIVE',
          policyId: 'cl-pol-1',
          policyNumber: 'DCL-2026-000003',
          goesWithADecline: false,
        }),
      }),
    );
    const card = await screen.findByRole('region', { name: 'Credit life taken with it' }, { timeout: 5000 });
    expect(within(card).getByText('The policy holder (Thabo Mokoena)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'DCL-2026-000003' })).toHaveAttribute(
      'href',
      '/operator/backoffice/policies/cl-pol-1',
    );
  });

  it('says in the decline dialog that the credit life application is declined with it', async () => {
    const { user } = await serve(phone());
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'The credit life application APP-2026-000006 taken with it is declined with it.',
    );
  });

  it('says nothing of a credit life in the decline dialog when none goes with it', async () => {
    const { user } = await serve(phone({ linkedCreditLife: creditLife({ goesWithADecline: false }) }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog')).not.toHaveTextContent(/credit life/i);
  });

  it('shows no credit life card on an application without one', async () => {
    await serve(phone({ linkedCreditLife: null }));
    expect(await screen.findByText('Samsung Galaxy Z Fold 7', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit life taken with it' })).not.toBeInTheDocument();
  });
});

describe('the consents an application recorded', () => {
  it('lists each consent with its text and text version', async () => {
    await serve(phone());
    const card = await screen.findByRole('region', { name: 'Consents given' }, { timeout: 5000 });
    expect(within(card).getByText('Credit check')).toBeInTheDocument();
    expect(within(card).getByText(CONSENTS[0]!.text)).toBeInTheDocument();
    expect(within(card).getAllByText(/text version device-consents-2026-11/)).toHaveLength(2);
  });

  it('shows a linked credit life the consents of the application it was taken with, named, and no dash', async () => {
    await serve(
      backofficeApplication({
        line: 'device_credit_life',
        productName: 'Device credit life',
        status: 'CANCELLED',
        submittedAt: null,
        facts: [],
        consents: CONSENTS,
        consentsGivenOn: {
          applicationId: 'phone-app-1',
          applicationNumber: 'APP-2026-000005',
          acceptedAt: '2026-03-07T08:05:00.000Z',
        },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Consents given' }, { timeout: 5000 });
    expect(card).toHaveTextContent(
      'Given on APP-2026-000005, the application this was taken with: its declaration covered both.',
    );
    expect(within(card).getByRole('link', { name: 'APP-2026-000005' })).toHaveAttribute(
      'href',
      '/operator/backoffice/applications/phone-app-1',
    );
    expect(within(card).getByText('Credit check')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Device credit life' });
    expect(within(summary).getByText(/on APP-2026-000005$/)).toBeInTheDocument();
    expect(within(summary).queryByText('—')).not.toBeInTheDocument();
  });

  it('says plainly when no consent was recorded yet', async () => {
    await serve(phone({ consents: [], submittedAt: null }));
    const card = await screen.findByRole('region', { name: 'Consents given' }, { timeout: 5000 });
    expect(
      within(card).getByText('No consents were recorded: the declaration was not accepted yet.'),
    ).toBeInTheDocument();
  });

  it('does not say the declaration was not accepted when it was, though no consent text was kept', async () => {
    await serve(phone({ consents: [], submittedAt: '2026-03-07T08:05:00.000Z' }));
    const card = await screen.findByRole('region', { name: 'Consents given' }, { timeout: 5000 });
    expect(card).toHaveTextContent(
      /^Consents givenThe declaration was accepted on .+; no consent texts were kept with it\.$/,
    );
  });
});
