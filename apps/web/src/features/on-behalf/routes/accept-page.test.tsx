import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  MOTOR_CONSENT_TEXTS,
  MOTOR_REGISTRATION_MESSAGES,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
  type OnBehalfReview,
} from '@cover/domain/motor';
import { Providers } from '../../../app/providers';
import { createAppStore } from '../../../app/store';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { motorApplication, signIn } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { AcceptPage } from './accept-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const REVIEW = `POST ${ON_BEHALF_PATHS.reviewOnBehalfApplication.path}`;
const ACCEPT = `POST ${ON_BEHALF_PATHS.acceptOnBehalfApplication.path}`;
const DECLINE = `POST ${ON_BEHALF_PATHS.declineOnBehalfApplication.path}`;

const review = (overrides: Partial<OnBehalfReview> = {}): OnBehalfReview => ({
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
  consentTexts: { ...MOTOR_CONSENT_TEXTS },
  consentTextVersion: 'motor-consents-2026-11',
  debitOrderRequired: true,
  ...overrides,
});

async function renderAccept(path: string, signedIn = true) {
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

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/employee/accept: the employee accepts what an operator did on their behalf', () => {
  it('says so when the link has no token, and when the server does not know it', async () => {
    const api = mockFetch({
      [REVIEW]: () => refusal(404, 'NOT_FOUND', ON_BEHALF_MESSAGES.tokenInvalid),
    });
    const first = await renderAccept('/employee/accept');
    expect(await screen.findByText(ON_BEHALF_MESSAGES.tokenMissing)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('on-behalf'))).toHaveLength(0);
    first.router.dispose();

    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await screen.findByText(ON_BEHALF_MESSAGES.tokenInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', ON_BEHALF_PATHS.reviewOnBehalfApplication.path)[0]?.body).toEqual({
      token: TOKEN,
    });
  });

  it('keeps the token across the sign-in: a signed-out employee is sent to sign in and back', async () => {
    mockFetch();
    const { router } = await renderAccept(`/employee/accept#t=${TOKEN}`, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/sign-in'));
    expect(router.state.location.search).toContain(encodeURIComponent('/employee/accept'));
    expect(router.state.location.search).not.toContain(TOKEN);
    expect(sessionStorage.getItem('cover.onBehalf.token')).toBe(TOKEN);
  });

  it('shows who did what, asks for every consent, then accepts and says cover waits for the inspection', async () => {
    const api = mockFetch({
      [REVIEW]: () => json(200, review()),
      [ACCEPT]: () =>
        json(200, {
          application: motorApplication({ declarationAcceptedAt: '2026-11-21T08:00:00.000Z' }),
          policy: null,
          message: ON_BEHALF_MESSAGES.accepted,
        }),
    });
    const { user, router } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await screen.findByText('Olivia Operator', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/account \*\*\*\*\*\*5678/)).toBeInTheDocument();
    expect(
      screen.getByText('Olivia Operator registered the Toyota Corolla Cross 1.8 XS'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));

    const form = screen.getByRole('form', { name: 'Your acceptance' });
    expect(within(form).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(await screen.findAllByText(MOTOR_REGISTRATION_MESSAGES.consent)).toHaveLength(3);
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)).toHaveLength(0);

    for (const box of within(form).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(
      await screen.findByText(/Your cover starts once your vehicle’s inspection is approved/),
    ).toBeInTheDocument();
    const accepted = api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)[0];
    expect(accepted?.body).toEqual({
      token: TOKEN,
      consents: { debitOrder: true, terms: true, popiaAndTcf: true },
    });
    expect(accepted?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('cover.onBehalf.token')).toBeNull();
  });

  it('says "You’re covered" when the inspection was already approved (salary deduction: two consents)', async () => {
    mockFetch({
      [REVIEW]: () =>
        json(
          200,
          review({
            debitOrderRequired: false,
            payment: null,
            consentTexts: { ...MOTOR_CONSENT_TEXTS, debitOrder: null },
          }),
        ),
      [ACCEPT]: () =>
        json(200, {
          application: motorApplication({ status: 'ACTIVE', policyNumber: 'MOT-2026-000042' }),
          policy: { policyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', policyNumber: 'MOT-2026-000042' },
          message: ON_BEHALF_MESSAGES.accepted,
        }),
    });
    const { user } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Your acceptance' });
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(
      await screen.findByText(/You’re covered\. Your policy number is MOT-2026-000042/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my policy' })).toHaveAttribute(
      'href',
      '/employee/motor/policies/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
  });
});

describe('/employee/accept: what was declared for the employee, in their own words', () => {
  it('shows every answer in cards, the premium and the excess, links the terms, and speaks to “you”', async () => {
    const application = motorApplication();
    const declared = review({
      application: {
        ...application,
        module: {
          ...application.module,
          permanentDriver: { isPermanent: false, fullName: 'Sipho Mokoena' },
          motorVehicleFinance: {
            isPayingCarLoan: true,
            creditProvider: 'WesBank',
            optForTelkomCreditLife: false,
          },
          quote: {
            ...application.module.quote,
            extrasPremium: 2_500,
            discounts: [
              { code: 'NO_CLAIMS', label: 'No claims for 5 years', percentage: -10, amount: -9_800 },
            ],
            module: {
              ...application.module.quote.module,
              previousInsurance: {
                yearsOfCarInsurance: 5,
                numberOfClaims: 1,
                insuranceCancelled: true,
                reasonForCancellation: 'Premiums not paid in 2019',
                drunkOrRecklessConviction: false,
              },
              vehicleExtras: { items: ['mag_wheels', 'sound_system'], totalValue: 1_500_000 },
              finance: { payingOffLoan: true, personFinancing: 'Thabo Mokoena' },
            },
          },
        },
      },
      actions: [
        ...review().actions,
        {
          at: '2026-11-20T10:00:00.000Z',
          actor: 'operator',
          by: 'Demo Assessor (Telkom Cover)',
          type: 'application.note',
          summary: 'The vehicle’s inspection was approved',
          changes: {},
        },
        {
          at: '2026-11-20T11:00:00.000Z',
          actor: 'employee',
          by: 'You',
          type: 'on_behalf.viewed',
          summary: 'You opened the link',
          changes: {},
        },
      ],
    });
    mockFetch({ [REVIEW]: () => json(200, declared) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    const fact = async (card: string, label: string) => {
      const region = await screen.findByRole('region', { name: card });
      const term = within(region).getByText(label, { selector: 'dt' });
      return term.nextElementSibling?.textContent;
    };
    expect(await fact('Your vehicle', 'Engine number')).toBe('2NR1234567');
    expect(await fact('Your vehicle', 'Odometer')).toBe('48\u00a0000 km');
    expect(await fact('Your vehicle', 'First registered')).toBe('March 2022');
    expect(await fact('Your vehicle', 'Value of the vehicle')).toMatch(/385\u00a0000,00 \(an estimate\)$/);
    expect(await fact('How you use it and where it is kept', 'Used for')).toMatch(/Private use/);
    expect(
      await fact('How you use it and where it is kept', 'Do you need this vehicle to do your job?'),
    ).toBe('Yes');
    expect(await fact('Driver and owner', 'Permanent driver')).toBe('Sipho Mokoena');
    expect(await fact('Driver and owner', 'Registered owner')).toBe('You');
    expect(await fact('Your insurance history', 'Has an insurer ever cancelled your insurance?')).toBe(
      'Yes: Premiums not paid in 2019',
    );
    expect(await fact('Your insurance history', 'Claims in that time')).toBe('1');
    expect(await fact('Extras and enhancements', 'Extras fitted')).toBe('Mag wheels, Sound system');
    expect(await fact('Extras and enhancements', 'Performance enhancements')).toBe('None');
    expect(await fact('Finance', 'Credit provider (finance house)')).toBe('WesBank');
    expect(await fact('Finance', 'Who pays off the loan')).toBe('Thabo Mokoena');
    expect(await fact('Finance', 'Vehicle credit life')).toBe('No');
    const premium = screen.getByRole('region', { name: 'Your premium' });
    expect(
      within(premium).getByText(/Vehicle essential for the job: R\s147,00 more a month \(15%\)/),
    ).toBeVisible();
    expect(within(premium).getByText(/No claims for 5 years: R\s98,00 less a month \(10%\)/)).toBeVisible();
    const excess = screen.getByRole('region', { name: 'The excess you pay on every claim' });
    expect(within(excess).getByRole('table', { name: 'Excess per claim' })).toBeInTheDocument();
    expect(within(excess).getByText('Stolen')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Your acceptance' });
    expect(within(form).getByRole('link', { name: /what motor cover includes/ })).toHaveAttribute(
      'href',
      '/motor#motor-includes',
    );
    expect(within(form).getByRole('link', { name: /the disclosures/ })).toHaveAttribute(
      'href',
      '/disclosures#cooling-off',
    );

    const actions = screen.getByRole('region', { name: 'What was done and by whom' });
    expect(within(actions).getByText(/· Demo Assessor \(Telkom Cover\)$/)).toBeInTheDocument();
    expect(within(actions).getByText(/· You$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Employee You|Operator Demo|Operator Olivia|the employee/);
  });
});

describe('/employee/accept: “Something is wrong”', () => {
  const declinedReply = (reason: string) => ({
    application: {
      ...review(),
      application: motorApplication({ status: 'CANCELLED', statusDisplayValue: 'Cancelled' }),
      acceptance: {
        ...review().acceptance,
        status: 'DECLINED',
        statusLabel: 'You told us something is wrong',
      },
      actions: [
        ...review().actions,
        {
          at: '2026-11-21T08:00:00.000Z',
          actor: 'employee',
          by: 'You',
          type: 'on_behalf.declined',
          summary: `You declined the application and told us what is wrong: ${reason}`,
          changes: { reason },
        },
      ],
    },
    message: ON_BEHALF_MESSAGES.declined,
  });

  it('asks what is wrong, sends it with the token, and says the operator was told and nothing was taken out', async () => {
    const reason = 'The registration number is CA 654-321, not CA 123-456';
    const api = mockFetch({
      [REVIEW]: () => json(200, review()),
      [DECLINE]: () => json(200, declinedReply(reason)),
    });
    const { user } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Something is wrong' }));
    const form = screen.getByRole('form', { name: 'Something is wrong' });
    await user.click(within(form).getByRole('button', { name: 'Tell Olivia Operator it is wrong' }));
    expect(await within(form).findByText(ON_BEHALF_MESSAGES.declineReason)).toBeInTheDocument();
    expect(api.callsTo('POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /What is wrong\?/ }), reason);
    await user.click(within(form).getByRole('button', { name: 'Tell Olivia Operator it is wrong' }));
    const status = (await screen.findByText(/We told Olivia Operator/)).closest('[role="status"]');
    expect(status).toHaveTextContent(/We told Olivia Operator what is wrong/);
    expect(status).toHaveTextContent(
      /Nothing was taken out: there is no cover and no premium will be collected/,
    );
    const sent = api.callsTo('POST', ON_BEHALF_PATHS.declineOnBehalfApplication.path)[0];
    expect(sent?.body).toEqual({ token: TOKEN, reason });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)).toHaveLength(0);
    expect(screen.queryByRole('form', { name: 'Your acceptance' })).toBeNull();
    expect(sessionStorage.getItem('cover.onBehalf.token')).toBeNull();
  });

  it('says so when the server refuses (declined already), and a declined application’s link shows no form', async () => {
    mockFetch({
      [REVIEW]: () => json(200, review()),
      [DECLINE]: () => refusal(409, 'ALREADY_DECLINED', ON_BEHALF_MESSAGES.alreadyDeclined),
    });
    const first = await renderAccept(`/employee/accept#t=${TOKEN}`);
    await first.user.click(await screen.findByRole('button', { name: 'Something is wrong' }));
    await first.user.type(screen.getByRole('textbox', { name: /What is wrong\?/ }), 'Wrong colour');
    await first.user.click(screen.getByRole('button', { name: 'Tell Olivia Operator it is wrong' }));
    const form = screen.getByRole('form', { name: 'Something is wrong' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(ON_BEHALF_MESSAGES.alreadyDeclined);
    first.router.dispose();
    cleanup();

    mockFetch({ [REVIEW]: () => json(200, declinedReply('Wrong colour').application) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(
      await screen.findByText(/We told Olivia Operator what is wrong \(“Wrong colour”\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your acceptance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Something is wrong' })).toBeNull();
  });
});
