import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  MOTOR_CONSENT_TEXTS,
  MOTOR_REGISTRATION_MESSAGES,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
} from '@cover/domain/motor';
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { acceptTokenFor } from '../lib/accept-token';
import { ACCEPT, REVIEW, TOKEN, renderAccept, review } from '../testing/accept-fixtures';

beforeEach(() => sessionStorage.clear());

/** The review's salary deduction consent: the motor premium and credit life, R1 649,62 a month. */
const DEDUCTION_TEXT = salaryDeductionConsentText(164_962);
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
    // the link is known as this application's, for the lists' "Review and accept"
    const applicationId = review().application.applicationId;
    expect(acceptTokenFor(applicationId)).toBe(TOKEN);

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
      consents: {
        debitOrder: true,
        salaryDeduction: false,
        terms: true,
        popiaAndTcf: true,
        creditCheck: false,
        creditLifeTerms: false,
      },
    });
    expect(accepted?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('cover.onBehalf.token')).toBeNull();
    expect(acceptTokenFor(applicationId)).toBeNull();
  });

  it('asks a salary deduction’s own consent with its amount, needs it, and says "You’re covered" when the inspection was already approved', async () => {
    const api = mockFetch({
      [REVIEW]: () =>
        json(
          200,
          review({
            debitOrderRequired: false,
            salaryDeductionRequired: true,
            payment: null,
            consentTexts: {
              ...review().consentTexts,
              debitOrder: null,
              salaryDeduction: DEDUCTION_TEXT,
            },
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
    expect(boxes).toHaveLength(3);
    const deduction = within(form).getByRole('checkbox', { name: DEDUCTION_TEXT });
    expect(within(form).queryByRole('checkbox', { name: MOTOR_CONSENT_TEXTS.debitOrder })).toBeNull();
    for (const box of boxes) if (box !== deduction) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(await within(form).findByText(SALARY_DEDUCTION_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)).toHaveLength(0);
    await user.click(deduction);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(
      await screen.findByText(/You’re covered\. Your policy number is MOT-2026-000042/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)[0]?.body).toEqual({
      token: TOKEN,
      consents: {
        debitOrder: false,
        salaryDeduction: true,
        terms: true,
        popiaAndTcf: true,
        creditCheck: false,
        creditLifeTerms: false,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application accepted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my policy' })).toHaveAttribute(
      'href',
      '/employee/motor/policies/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
  });
});
