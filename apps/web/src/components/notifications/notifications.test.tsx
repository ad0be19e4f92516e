import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
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

describe('notifications', () => {
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
});
