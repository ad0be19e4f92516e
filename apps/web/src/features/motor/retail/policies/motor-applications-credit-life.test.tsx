/** A motor application's card names the vehicle credit life taken with it and its premium (QA walk 3, finding 6). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { answer, open } from './testing/policies-page';

afterEach(() => vi.unstubAllGlobals());

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const creditLife = (status = 'PENDING') => ({
  applicationId: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
  policyId: null,
  status,
  monthlyPremium: 112_500,
  totalAmountInsured: 27_500_000,
});
const withCreditLife = (status?: string) =>
  motorApplication({
    monthlyPremium: 101_324,
    module: { ...motorApplication().module, creditLife: creditLife(status) },
  });

describe('the motor application card with vehicle credit life', () => {
  it('shows the credit life premium beside the motor premium', async () => {
    answer({ applications: [withCreditLife()] });
    open();
    const card = await screen.findByRole('article', {
      name: 'Application for the Volkswagen Polo Vivo 2019',
    });
    expect(plain(card.textContent)).toContain(
      'R 1 013,24 a month, plus R 1 125,00 a month for vehicle credit life · applied on',
    );
  });

  it('shows the motor premium alone without credit life, or once the credit life alone was cancelled', async () => {
    answer({
      applications: [
        motorApplication({ monthlyPremium: 101_324 }),
        {
          ...withCreditLife('CANCELLED'),
          applicationId: '55555555-6666-4777-8888-999999999999',
          module: {
            ...withCreditLife('CANCELLED').module,
            vehicle: { ...motorApplication().module.vehicle, make: 'Ford', model: 'Ranger' },
          },
        },
      ],
    });
    open();
    for (const name of ['Volkswagen Polo Vivo 2019', 'Ford Ranger 2019']) {
      const card = await screen.findByRole('article', { name: `Application for the ${name}` });
      expect(plain(card.textContent)).toContain('R 1 013,24 a month · applied on');
      expect(card).not.toHaveTextContent(/credit life/);
    }
  });
});
