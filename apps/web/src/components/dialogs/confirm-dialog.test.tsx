import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

const render = (busy: boolean) => {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderWithApp(
    <ConfirmDialog
      open
      title="Remove this passkey?"
      subject="Thandi’s phone"
      text="You will no longer be able to sign in with it."
      problem={{ message: 'We could not remove it. Please try again.' }}
      cancelLabel="Keep it"
      confirmLabel="Remove"
      destructive
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { onCancel, onConfirm, user: userEvent.setup() };
};

describe('ConfirmDialog', () => {
  it('asks its question with what it means and the last problem, then takes either answer', async () => {
    const { onCancel, onConfirm, user } = render(false);
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with it.');
    expect(dialog).toHaveTextContent('Thandi’s phone');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not remove it. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while the step runs', async () => {
    const { onCancel, user } = render(true);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
