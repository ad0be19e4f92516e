import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify } from '../../../components/notifications';
import { phoneWidth } from '../../../test/phone-width';
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

afterEach(() => vi.unstubAllGlobals());

/** A step that says it is done, then the next step's dialog. */
function ApprovedThenPay() {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => notify.success('The claim is approved.')}>approve</button>
      <button onClick={() => setOpen(true)}>pay</button>
      <ActionDialog
        open={open}
        title="Record the payout"
        confirmLabel="Record payout"
        onClose={() => setOpen(false)}
        onConfirm={() => Promise.resolve()}
      />
    </>
  );
}

describe('ActionDialog and the snackbar of the step before', () => {
  /** The dialog opened while 'The claim is approved.' still shows; what is left in the snackbar's queue. */
  async function openAfterApproval() {
    const user = userEvent.setup();
    const { store } = renderWithApp(<ApprovedThenPay />);
    await user.click(screen.getByRole('button', { name: 'approve' }));
    const queue = () => store.getState().notifications.queue.map((notification) => notification.message);
    expect(queue()).toEqual(['The claim is approved.']);
    await user.click(screen.getByRole('button', { name: 'pay' }));
    await screen.findByRole('dialog', { name: 'Record the payout' });
    return queue();
  }

  it('on a phone, where the dialog fills the screen, dismisses it: it would cover the dialog’s title', async () => {
    phoneWidth();
    expect(await openAfterApproval()).toEqual([]);
  });

  it('on a wider screen leaves it, clear of the dialog in the middle', async () => {
    expect(await openAfterApproval()).toEqual(['The claim is approved.']);
  });
});
