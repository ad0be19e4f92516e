import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { BoundTextField, UNREADABLE_DATE } from './bound-text-field';

const EMPTY = 'Please enter your spouse’s date of birth';

function DateForm() {
  const form = useForm<{ born: string }>({ defaultValues: { born: '' } });
  return (
    <form noValidate>
      <BoundTextField control={form.control} name="born" label="Spouse's date of birth" type="date" />
      <button
        type="button"
        onClick={() => {
          if (!form.getValues('born')) form.setError('born', { message: EMPTY });
          else form.clearErrors('born');
        }}
      >
        Continue
      </button>
    </form>
  );
}

/** What the browser does with 31 February typed into a date field: the value reads '' and badInput is set. */
function typeImpossibleDate(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } });
  fireEvent.blur(input);
}

describe('BoundTextField as a date', () => {
  it('says a date the browser cannot read does not exist, not that it is empty (QA walk 10 no. 9)', async () => {
    render(<DateForm />);
    const input = screen.getByLabelText("Spouse's date of birth");
    typeImpossibleDate(input);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(input).toHaveAccessibleDescription(UNREADABLE_DATE);
  });

  it('says it is empty when nothing was typed', async () => {
    render(<DateForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText("Spouse's date of birth")).toHaveAccessibleDescription(EMPTY);
  });

  it('forgets the unreadable date once a real one is in', async () => {
    render(<DateForm />);
    const input = screen.getByLabelText("Spouse's date of birth");
    typeImpossibleDate(input);
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: false } });
    fireEvent.change(input, { target: { value: '1992-02-28' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(input).toHaveValue('1992-02-28');
    expect(screen.queryByText(UNREADABLE_DATE)).not.toBeInTheDocument();
  });
});
