import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BeneficiaryDialog } from './beneficiary-dialog';
import { emptyBeneficiary } from './beneficiary-rules';

describe('BeneficiaryDialog', () => {
  it('ties each problem to its field, keeps what was typed and saves nothing', async () => {
    const onSave = vi.fn();
    render(
      <BeneficiaryDialog open mode="add" initial={emptyBeneficiary(30)} onCancel={vi.fn()} onSave={onSave} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a beneficiary' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Gr4ce');
    await user.type(within(dialog).getByLabelText(/^Email/), 'grace@');
    await user.click(within(dialog).getByRole('button', { name: 'Add beneficiary' }));
    const first = within(dialog).getByLabelText(/^First name/);
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveValue('Gr4ce');
    expect(first).toHaveAccessibleDescription(
      'Name may contain letters, spaces, apostrophes and hyphens only',
    );
    expect(within(dialog).getByLabelText(/^Relationship/)).toHaveAccessibleDescription(
      'Please choose the relationship',
    );
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands back the beneficiary as typed once it is valid, on the button or on Enter', async () => {
    const onSave = vi.fn();
    const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={outer}>
        <BeneficiaryDialog
          open
          mode="edit"
          initial={emptyBeneficiary(40)}
          onCancel={vi.fn()}
          onSave={onSave}
        />
      </form>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit beneficiary' });
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText(/^Relationship/), 'parent');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Grace');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Dube{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      relation: 'parent',
      firstName: 'Grace',
      lastName: 'Dube',
      percentage: 40,
    });
    expect(outer).not.toHaveBeenCalled();
  });
});
