import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CREDIT_LIFE_CONSENT_TEXTS } from '@cover/domain';
import {
  MOTOR_CREDIT_LIFE_CONSENT_TEXTS,
  MOTOR_REGISTRATION_MESSAGES,
  ON_BEHALF_MESSAGES,
  ON_BEHALF_PATHS,
} from '@cover/domain/motor';
import { json, mockFetch } from '../../../test/mock-fetch';
import { motorApplication } from '../../motor/shared/wizard/testing/purchase-fixtures';
import { ACCEPT, REVIEW, TOKEN, renderAccept, review } from '../testing/accept-fixtures';

/**
 * QA walk 7 finding 2 at the desk: an employee accepting an application sent with vehicle credit life gives
 * the credit life's consents too (its credit check and terms), as the motor wizard asks them.
 */
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const withCreditLife = () =>
  review({
    creditLifeRequired: true,
    consentTexts: { ...review().consentTexts, ...MOTOR_CREDIT_LIFE_CONSENT_TEXTS },
  });

describe('/employee/accept with vehicle credit life', () => {
  it('asks the credit life’s credit check and terms, needs them and sends them', async () => {
    const api = mockFetch({
      [REVIEW]: () => json(200, withCreditLife()),
      [ACCEPT]: () =>
        json(200, {
          application: motorApplication({ declarationAcceptedAt: '2026-11-21T08:00:00.000Z' }),
          policy: null,
          message: ON_BEHALF_MESSAGES.accepted,
        }),
    });
    const { user } = await renderAccept(`/employee/accept#t=${TOKEN}`);
    const form = within(await screen.findByRole('form', { name: 'Your acceptance' }));
    const creditCheck = form.getByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.creditCheck });
    const creditLifeTerms = form.getByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.terms });
    expect(form.getAllByRole('checkbox')).toHaveLength(5);
    for (const box of form.getAllByRole('checkbox'))
      if (box !== creditCheck && box !== creditLifeTerms) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(await form.findAllByText(MOTOR_REGISTRATION_MESSAGES.consent)).toHaveLength(2);
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)).toHaveLength(0);

    await user.click(creditCheck);
    await user.click(creditLifeTerms);
    await user.click(screen.getByRole('button', { name: 'Accept and apply' }));
    expect(
      await screen.findByText(/Your cover starts once your vehicle’s inspection is approved/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', ON_BEHALF_PATHS.acceptOnBehalfApplication.path)[0]?.body).toEqual({
      token: TOKEN,
      consents: {
        debitOrder: true,
        salaryDeduction: false,
        terms: true,
        popiaAndTcf: true,
        creditCheck: true,
        creditLifeTerms: true,
      },
    });
  });
});
