import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordStep } from './new-password-step';
import { stepProps } from './step-test-props';

describe('new password step', () => {
  it('asks for each missing attribute, checks them all, and sends them with the password', async () => {
    const props = stepProps({
      step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['email', 'phone_number', 'custom:employeeType'],
    });
    render(<NewPasswordStep {...props} />);
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^New password/);
    const email = screen.getByLabelText(/^Email address/);
    const mobile = screen.getByLabelText(/^Mobile number/);
    const employeeType = screen.getByLabelText(/^Employee type/);
    await user.type(password, 'weak');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(mobile).toHaveAccessibleDescription(/valid South African mobile number/);
    expect(employeeType).toHaveAccessibleDescription('Please fill this in');
    expect(password).toHaveFocus();
    expect(props.answer).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'N3w!Passw0rd');
    await user.clear(email);
    await user.type(email, 'thandi@example.co.za');
    await user.type(mobile, '082 123 4567');
    await user.type(employeeType, 'Permanent');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('N3w!Passw0rd', {
      email: 'thandi@example.co.za',
      phone_number: '+27821234567',
      'custom:employeeType': 'Permanent',
    });
  });

  it('sends the password alone when nothing else is missing', async () => {
    const props = stepProps({ step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] });
    render(<NewPasswordStep {...props} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('N3w!Passw0rd', undefined);
  });
});
