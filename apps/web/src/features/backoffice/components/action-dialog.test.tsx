import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { ActionDialog } from './action-dialog';

const reason = { name: 'reason', label: 'Reason the customer reads', required: 'Please say what is needed' };

function open(onClose = vi.fn()) {
  renderWithApp(
    <ActionDialog
      open
      title="Put on hold"
      confirmLabel="Put on hold"
      fields={[reason]}
      onClose={onClose}
      onConfirm={() => Promise.resolve()}
    />,
  );
  return onClose;
}

const backdrop = () => document.querySelector('.MuiBackdrop-root') as HTMLElement;

describe('ActionDialog', () => {
  it('a tap beside it keeps the dialog and what was typed (QA walk 6)', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.type(screen.getByRole('textbox', { name: /Reason the customer reads/ }), 'A certified copy');
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Reason the customer reads/ })).toHaveValue(
      'A certified copy',
    );
  });

  it('a tap beside an untouched dialog closes it, as Cancel does', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it even with text typed: the person chose to leave', async () => {
    const user = userEvent.setup();
    const onClose = open();
    await user.type(screen.getByRole('textbox', { name: /Reason the customer reads/ }), 'Something');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
