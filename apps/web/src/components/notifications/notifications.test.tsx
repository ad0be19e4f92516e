import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import userEvent from '@testing-library/user-event';
import { Providers } from '../../app/providers';
import { createAppStore } from '../../app/store';
import { NOTIFICATION_DURATION_MS, notified } from './notifications-slice';
import { useNotify } from './use-notify';

function Actions() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Beneficiaries saved')}>save</button>
      <button onClick={() => notify.error('Unable to save beneficiaries')}>fail</button>
    </>
  );
}

/** A form that shows its refusal inline, as account pages do, and also notifies it. */
function InlineRefusal() {
  const notify = useNotify();
  const [inline, setInline] = useState<string | null>(null);
  return (
    <>
      {inline ? <Alert severity="error">{inline}</Alert> : null}
      <button
        onClick={() => {
          setInline('Incorrect username or password');
          notify.error('Incorrect username or password');
        }}
      >
        sign in
      </button>
      <button onClick={() => notify.error('Unable to save beneficiaries')}>fail</button>
      <button
        onClick={() => {
          notify.error('Too many attempts');
          setTimeout(() => setInline('Too many attempts'), 50);
        }}
      >
        lock
      </button>
    </>
  );
}

/** A save that notifies, then a dialog opened over the page while the snackbar shows. */
function DialogAfterSave() {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => notify.success('Your note is added to the history.')}>save</button>
      <button onClick={() => setOpen(true)}>open</button>
      <Dialog open={open} aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">Confirm approval</DialogTitle>
      </Dialog>
    </>
  );
}

describe('notifications', () => {
  it('shows no snackbar for an error the page already shows in an inline alert (QA walk 5, finding 9)', async () => {
    const { store } = createAppStore();
    render(
      <Providers store={store}>
        <InlineRefusal />
      </Providers>,
    );
    const user = userEvent.setup();
    // An error shown nowhere else gets its snackbar.
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(
      await screen.findByText('Unable to save beneficiaries', { selector: '.MuiAlert-message' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /dismiss notification/i }));
    await waitFor(() => expect(document.querySelector('.MuiSnackbar-root')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(store.getState().notifications.queue).toHaveLength(0), { timeout: 500 });
    expect(screen.getAllByText('Incorrect username or password')).toHaveLength(1);
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();

    // The page's alert may come a moment after the notification: the snackbar goes once it does.
    await user.click(screen.getByRole('button', { name: 'lock' }));
    await waitFor(() => expect(screen.getAllByText('Too many attempts')).toHaveLength(1), { timeout: 1000 });
    expect(store.getState().notifications.queue).toHaveLength(0);
  });

  it('announces success politely and errors assertively, and shows a snackbar', async () => {
    const { store } = createAppStore();
    render(
      <Providers store={store}>
        <Actions />
      </Providers>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Beneficiaries saved');
    expect(await screen.findByText('Beneficiaries saved', { selector: '.MuiAlert-message' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: /dismiss notification/i }));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to save beneficiaries');
  });

  it('shows the newest notification at once and hides it after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = createAppStore();
    render(<Providers store={store}>{null}</Providers>);
    act(() => {
      store.dispatch(notified('Please check the highlighted fields', 'error'));
      store.dispatch(notified('Call back requested', 'success'));
      store.dispatch(notified('Call back requested', 'success'));
    });
    expect(store.getState().notifications.queue.map((n) => n.message)).toEqual(['Call back requested']);
    expect(await screen.findByText('Call back requested', { selector: '.MuiAlert-message' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Call back requested');
    expect(screen.getByRole('alert')).toHaveTextContent('');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_DURATION_MS - 100);
    });
    expect(store.getState().notifications.queue).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(store.getState().notifications.queue).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.useRealTimers();
  });

  it('shows the snackbar at the top while a dialog is open, clear of its buttons at the bottom (QA walk 16)', async () => {
    const { store } = createAppStore();
    render(
      <Providers store={store}>
        <DialogAfterSave />
      </Providers>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'save' }));
    const snackbar = () => document.querySelector('.MuiSnackbar-root');
    await waitFor(() => expect(snackbar()).toHaveClass('MuiSnackbar-anchorOriginBottomCenter'));
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Confirm approval' });
    await waitFor(() => expect(snackbar()).toHaveClass('MuiSnackbar-anchorOriginTopCenter'));
  });
});
