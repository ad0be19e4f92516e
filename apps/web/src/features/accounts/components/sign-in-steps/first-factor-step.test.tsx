import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstFactorStep } from './first-factor-step';
import { stepProps } from './step-test-props';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL = ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'];

describe('first-factor choice step', () => {
  it('offers each way in once (the password as SRP) and answers the one chosen', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const props = stepProps({
      step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ALL,
    });
    render(<FirstFactorStep {...props} />);
    expect(screen.getByRole('heading', { name: 'How would you like to sign in?' })).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Email me a code',
      'Text me a code (SMS)',
      'Use a passkey',
      'Use my password',
      'Back to sign in',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use my password' }));
    expect(props.answer).toHaveBeenLastCalledWith('PASSWORD_SRP');
    await user.click(screen.getByRole('button', { name: 'Text me a code (SMS)' }));
    expect(props.answer).toHaveBeenLastCalledWith('SMS_OTP');
  });

  it('hides the passkey where the browser has no PublicKeyCredential', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    render(
      <FirstFactorStep
        {...stepProps({ step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION', availableChallenges: ALL })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
  });

  it('asks only where to send the code when only codes are offered, with the notice', () => {
    render(
      <FirstFactorStep
        {...stepProps({
          step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
          availableChallenges: ['EMAIL_OTP', 'SMS_OTP'],
        })}
        notice="A notice"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Where should we send your code?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A notice');
    expect(screen.queryByRole('button', { name: 'Use my password' })).not.toBeInTheDocument();
  });

  it('shows progress on the chosen button only, and goes back', async () => {
    const props = stepProps(
      {
        step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['EMAIL_OTP', 'PASSWORD'],
      },
      { busy: false },
    );
    const { rerender } = render(<FirstFactorStep {...props} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    rerender(<FirstFactorStep {...props} busy />);
    expect(screen.getByRole('button', { name: 'Sending code…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use my password' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });
});
