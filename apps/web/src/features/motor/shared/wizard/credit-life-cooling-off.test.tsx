import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { COOLING_OFF_DAYS } from '@cover/domain';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { CREDIT_LIFE_COOLING_OFF } from '../../../credit-life/policies/credit-life-facts';
import { vehicleCreditLifeQuote } from '../../../credit-life/testing/credit-life-fixtures';
import { VehicleCreditLifePremiumLine } from './credit-life-premium';
import { MotorWizardAgentContext, type MotorWizardAgent } from './wizard-agent';
import { CUSTOMER_WORDING, motorWordingAbout } from './wizard-wording';

/**
 * QA walk 8 finding 7: in operator mode the vehicle credit life's cooling-off speaks of the employee by name,
 * as the motor cooling-off beside it does ("Nomvula has 14 days …"), not to the operator as "you".
 */
const days = COOLING_OFF_DAYS.long_term;

describe('the vehicle credit life’s cooling-off in the motor wizard', () => {
  it('speaks to the customer in their own wizard', () => {
    expect(CUSTOMER_WORDING.creditLifeCoolingOff).toBe(CREDIT_LIFE_COOLING_OFF);
  });

  it('speaks of the customer by first name to an operator', () => {
    expect(motorWordingAbout('Nomvula Dlamini').creditLifeCoolingOff).toBe(
      `Credit life is long-term cover: Nomvula has ${days} days from receiving the policy to change their mind, and the premiums paid are refunded unless a claim was made.`,
    );
  });

  it('is what the premium line says in operator mode', () => {
    const app = createAppStore();
    const agent = { customerName: 'Nomvula Dlamini' } as MotorWizardAgent;
    render(
      <Providers store={app.store}>
        <MotorWizardAgentContext.Provider value={agent}>
          <VehicleCreditLifePremiumLine quote={vehicleCreditLifeQuote(24_000_000, 10, 108_000)} />
        </MotorWizardAgentContext.Provider>
      </Providers>,
    );
    expect(screen.getByText(/Nomvula has 31 days from receiving the policy/)).toBeInTheDocument();
    expect(screen.queryByText(CREDIT_LIFE_COOLING_OFF)).toBeNull();
  });
});
