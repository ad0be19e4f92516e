import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { COOLING_OFF_DAYS, coolingOffNotice } from '@cover/domain';
import { WizardFrame } from '../../../../components/wizard/wizard-frame';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { StepDeclaration } from './step-declaration';

afterEach(() => vi.unstubAllGlobals());

/** Step 5 of the wizard, as the page shows it. */
function Declaration() {
  return (
    <WizardFrame
      label="Application steps"
      steps={['Plan', 'Quote', 'Your details', 'Family', 'Declaration', 'Payment']}
      progress={{ activeStep: 5, succeedSteps: [1, 2, 3, 4] }}
      onOpenStep={() => {}}
      renderStep={() => <StepDeclaration />}
    />
  );
}

describe('funeral wizard declaration', () => {
  it('words the cooling-off refund as the schedule and the cancel page do: no refund once a claim is made', () => {
    mockFetch();
    renderWithApp(<Declaration />, { path: '/funeral/apply' });
    const declaration = screen.getByText(/cancel within/i).closest('ul');
    expect(declaration).toHaveTextContent(coolingOffNotice(COOLING_OFF_DAYS.long_term));
    expect(declaration).toHaveTextContent('provided no claim has been made');
    expect(declaration).not.toHaveTextContent(/less any cover you used/);
  });
});
