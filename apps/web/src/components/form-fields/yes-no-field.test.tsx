import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { YesNoField } from './yes-no-field';

function Question({ onValid }: { onValid?: (value: boolean | null) => void }) {
  const form = useForm<{ essential: boolean | null }>({ defaultValues: { essential: null } });
  return (
    <form noValidate>
      <YesNoField
        control={form.control}
        name="essential"
        label="Is the vehicle essential for your work?"
        boolean
      />
      <button
        type="button"
        onClick={() =>
          form.getValues('essential') === null
            ? form.setError(
                'essential',
                { message: 'Say whether the vehicle is essential' },
                { shouldFocus: true },
              )
            : onValid?.(form.getValues('essential'))
        }
      >
        Continue
      </button>
    </form>
  );
}

describe('YesNoField', () => {
  it('is marked as required, the mark hidden from its spoken name', () => {
    render(<Question />);
    const group = screen.getByRole('radiogroup', { name: 'Is the vehicle essential for your work?' });
    expect(document.getElementById(group.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(
      /essential for your work\?\s*\*$/,
    );
  });

  it('when left unanswered, focuses the question and ties the message to it', async () => {
    render(<Question />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('radiogroup', { name: 'Is the vehicle essential for your work?' });
    expect(group).toHaveAccessibleDescription('Say whether the vehicle is essential');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
  });
});
