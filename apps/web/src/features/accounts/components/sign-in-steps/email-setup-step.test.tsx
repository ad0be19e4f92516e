import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailSetupStep } from './email-setup-step';
import { stepProps } from './step-test-props';

describe('email MFA setup step', () => {
  it('refuses a wrong address, then sends the trimmed one', async () => {
    const props = stepProps({ step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' });
    render(<EmailSetupStep {...props} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText(/Email address/);
    await user.type(field, 'thandi@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(props.answer).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' thandi@example.co.za ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(props.answer).toHaveBeenCalledWith('thandi@example.co.za');
  });
});
