import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MfaChoiceStep } from './mfa-choice-step';
import { MfaSetupChoiceStep } from './mfa-setup-choice-step';
import { stepProps } from './step-test-props';

describe('MFA choice step', () => {
  it('needs a choice, then answers the chosen method', async () => {
    const props = stepProps({
      step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMfaTypes: ['SMS', 'TOTP'],
    });
    render(<MfaChoiceStep {...props} />);
    const group = screen.getByRole('radiogroup', {
      name: 'How would you like to receive your sign-in code?',
    });
    expect(group).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose how to receive your code')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Please choose how to receive your code');
    expect(props.answer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('TOTP');
  });
});

describe('MFA setup choice step', () => {
  it('offers email and an authenticator app and answers EMAIL or TOTP', async () => {
    const props = stepProps({
      step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMfaTypes: ['EMAIL', 'TOTP'],
    });
    render(<MfaSetupChoiceStep {...props} />);
    expect(
      screen.getByRole('radiogroup', { name: 'How would you like to get your sign-in codes?' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Email me a code each time' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('EMAIL');
  });
});
