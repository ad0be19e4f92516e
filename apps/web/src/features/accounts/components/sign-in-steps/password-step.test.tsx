import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordStep } from './password-step';
import { stepProps } from './step-test-props';

describe('password step', () => {
  it('needs the password, then answers it as typed', async () => {
    const props = stepProps({ step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' });
    render(<PasswordStep {...props} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field).toHaveAccessibleDescription('Password is required');
    expect(props.answer).not.toHaveBeenCalled();
    await user.type(field, ' Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props.answer).toHaveBeenCalledWith(' Str0ng!Passw0rd');
  });
});
