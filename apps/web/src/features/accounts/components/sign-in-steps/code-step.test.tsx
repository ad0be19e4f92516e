import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeStep } from './code-step';
import { stepProps } from './step-test-props';

describe('code step', () => {
  it('says which number an SMS code went to by its last digits, checks the code, then answers it', async () => {
    const props = stepProps({
      step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******6543' },
    });
    render(<CodeStep {...props} />);
    expect(screen.getByText('We sent a 6-digit code to the number ending in 6543.')).toBeInTheDocument();
    const user = userEvent.setup();
    const field = screen.getByLabelText(/Verification code/);
    await user.type(field, '12a4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription('Please enter the 6-digit code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(props.answer).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('123456');
  });

  it('falls back to plain words without a destination, and asks the app for a TOTP code', () => {
    const { unmount } = render(<CodeStep {...stepProps({ step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' })} />);
    expect(screen.getByText('Enter the code we sent to your email address.')).toBeInTheDocument();
    unmount();
    render(<CodeStep {...stepProps({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' })} />);
    expect(screen.getByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    // Nobody sent an authenticator's code: the field says where it is.
    expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(
      'The 6-digit code your app shows for Telkom Cover',
    );
  });

  it('shows the refusal of the last answer, and cancels', async () => {
    const props = stepProps(
      { step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' },
      { alert: 'Incorrect OTP given, Please enter valid OTP' },
    );
    render(<CodeStep {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect OTP given, Please enter valid OTP');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('holds the button while an answer is on its way', () => {
    render(<CodeStep {...stepProps({ step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' }, { busy: true })} />);
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
  });
});
