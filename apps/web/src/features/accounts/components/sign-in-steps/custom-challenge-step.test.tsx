import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomChallengeStep } from './custom-challenge-step';
import { stepProps } from './step-test-props';

describe('custom challenge step', () => {
  it('says the roster code went to the work cellphone, masked, and answers the code', async () => {
    const props = stepProps({
      step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { method: 'ROSTER_SMS', destination: '+27*****4567' },
    });
    render(<CustomChallengeStep {...props} />);
    expect(
      screen.getByText(
        "We sent a 6-digit code to the number ending in 4567, the work cellphone number on your employer's records.",
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Verification code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('654321');
  });

  it('says where the code went for another method, and plainly without a destination', () => {
    const { unmount } = render(
      <CustomChallengeStep
        {...stepProps({
          step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
          additionalInfo: { method: 'OTHER', destination: 't***@e***.com' },
        })}
      />,
    );
    expect(screen.getByText('We sent a 6-digit code to t***@e***.com.')).toBeInTheDocument();
    unmount();
    render(
      <CustomChallengeStep
        {...stepProps({
          step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
          additionalInfo: { method: 'ROSTER_SMS' },
        })}
      />,
    );
    expect(
      screen.getByText("Enter the code we sent to the work cellphone number on your employer's records."),
    ).toBeInTheDocument();
  });
});
