import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CREDIT_LIFE_CONSENT_TEXTS } from '@cover/domain';
import { MOTOR_CONSENT_TEXTS, MOTOR_PATHS, MOTOR_REGISTRATION_MESSAGES } from '@cover/domain/motor';
import { fakeXhr } from '../../../../test/fake-upload';
import { APPLICATION_ID } from './testing/purchase-fixtures';
import { atSubmit, declarations, financed } from './testing/last-step';

/**
 * QA walk 7 finding 2: vehicle credit life taken in the motor wizard asks the credit life's own consents at
 * the declaration (its terms and the check with the credit provider, the standalone's texts), as the phone's
 * wizard asks its credit check with credit life; required and sent only with credit life.
 */
afterEach(() => vi.unstubAllGlobals());

const employee = MOTOR_PATHS.employee;
const SUBMIT = 'Submit my application';

describe('motor registration wizard: the declaration with vehicle credit life', () => {
  it('asks the credit life’s terms and credit check, needs them and sends them', async () => {
    const { api, wizard } = atSubmit({ ...financed, paymentMethod: 'debit_order' });
    const { user } = await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    const creditCheck = await form.findByRole(
      'checkbox',
      { name: CREDIT_LIFE_CONSENT_TEXTS.creditCheck },
      { timeout: 3000 },
    );
    const creditLifeTerms = form.getByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.terms });
    expect(form.getAllByRole('checkbox')).toHaveLength(5);
    await user.upload(
      form.getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await user.upload(
      form.getByLabelText(/finance agreement/i),
      new File(['%PDF-1.4 settlement'], 'settlement.pdf', { type: 'application/pdf' }),
    );
    for (const box of form.getAllByRole('checkbox'))
      if (box !== creditCheck && box !== creditLifeTerms) await user.click(box);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findAllByText(MOTOR_REGISTRATION_MESSAGES.consent)).toHaveLength(2);
    expect(api.callsTo('POST', employee.createApplication.path)).toHaveLength(0);

    vi.stubGlobal('XMLHttpRequest', fakeXhr([]));
    await user.click(creditCheck);
    await user.click(creditLifeTerms);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('heading', { name: 'You’re covered' })).toBeInTheDocument();
    expect(declarations(api)[0]?.body).toEqual({
      applicationId: APPLICATION_ID,
      consents: {
        debitOrder: true,
        terms: true,
        popiaAndTcf: true,
        creditCheck: true,
        creditLifeTerms: true,
      },
    });
  }, 90_000);

  it('does not ask them without credit life', async () => {
    const { wizard } = atSubmit({ paymentMethod: 'debit_order' });
    await wizard;
    const form = within(await screen.findByRole('form', { name: 'Documents and declaration' }));
    expect(form.getByRole('checkbox', { name: MOTOR_CONSENT_TEXTS.terms })).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.creditCheck })).toBeNull();
    expect(form.queryByRole('checkbox', { name: CREDIT_LIFE_CONSENT_TEXTS.terms })).toBeNull();
    expect(form.getAllByRole('checkbox')).toHaveLength(3);
  }, 90_000);
});
