import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { json, mockFetch } from '../../test/mock-fetch';
import { CallbackRequestForm } from './callback-request-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillValidForm(user: UserEvent, scope: HTMLElement = document.body) {
  const form = within(scope);
  await user.click(form.getByLabelText(/your name/i));
  await user.paste('Thandi Mokoena');
  await user.click(form.getByLabelText(/mobile number/i));
  await user.paste('082 123 4567');
  await user.selectOptions(form.getByLabelText(/best time to call/i), 'morning');
  await user.selectOptions(form.getByLabelText(/cover you are interested in/i), 'funeral');
  await user.click(form.getByRole('checkbox', { name: /i agree that telkom cover may call me/i }));
}

describe('CallbackRequestForm', () => {
  it('shows errors tied to the fields for an invalid mobile and missing consent, and does not call the API', async () => {
    const { callsTo } = mockFetch();
    const user = userEvent.setup();
    renderWithApp(<CallbackRequestForm source="home" />);

    await user.type(screen.getByLabelText(/your name/i), 'Thandi Mokoena');
    await user.type(screen.getByLabelText(/mobile number/i), '0212345678');
    await user.click(screen.getByRole('button', { name: /call me back/i }));

    const mobile = screen.getByLabelText(/mobile number/i);
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription('Please enter a valid South African mobile number');
    const consent = screen.getByRole('checkbox', { name: /i agree/i });
    expect(consent).toHaveAccessibleDescription('Please agree that we may call you');
    expect(screen.getByLabelText(/best time to call/i)).toHaveAccessibleDescription(
      'Please choose a time to call',
    );
    expect(callsTo('POST', '/api/callback-requests')).toHaveLength(0);
  });

  it('sends one request with an idempotency key, even on a double click', async () => {
    const { callsTo } = mockFetch({
      'POST /api/callback-requests': () => json(201, { reference: 'CB-1001', message: 'We will call you' }),
    });
    const user = userEvent.setup();
    const { store } = renderWithApp(<CallbackRequestForm source="header" />);

    await fillValidForm(user);
    await user.dblClick(screen.getByRole('button', { name: /call me back/i }));

    await waitFor(() => expect(store.getState().callback.headerSuccess).toBe(true));
    const posts = callsTo('POST', '/api/callback-requests');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: 'Thandi Mokoena',
      mobile: '+27821234567',
      preferredTime: 'morning',
      product: 'funeral',
      consent: true,
      source: 'header',
    });
    expect(posts[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().callback).toMatchObject({
      headerSuccess: true,
      headerReference: 'CB-1001',
      homeSuccess: false,
    });
  });

  it('reuses the idempotency key when the same request is retried after a network failure', async () => {
    let attempt = 0;
    const { callsTo } = mockFetch({
      'POST /api/callback-requests': () => {
        attempt += 1;
        return attempt === 1
          ? new TypeError('Failed to fetch')
          : json(201, { reference: 'CB-1002', message: 'ok' });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<CallbackRequestForm source="home" />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /call me back/i }));
    const form = screen.getByRole('form', { name: /request a call back/i });
    expect(await within(form).findByText(/could not reach telkom cover/i)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /call me back/i }));

    await waitFor(() => expect(callsTo('POST', '/api/callback-requests')).toHaveLength(2));
    const [first, second] = callsTo('POST', '/api/callback-requests');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('maps the server’s field errors onto the form fields', async () => {
    mockFetch({
      'POST /api/callback-requests': () =>
        json(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the highlighted fields',
            fields: { mobile: 'This number cannot receive calls' },
            requestId: 'req-1',
          },
        }),
    });
    const user = userEvent.setup();
    const { store } = renderWithApp(<CallbackRequestForm source="home" />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: /call me back/i }));

    const mobile = screen.getByLabelText(/mobile number/i);
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('This number cannot receive calls'));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().callback.homeSuccess).toBe(false);
    expect(await screen.findByTestId('notification-alert')).toHaveTextContent(
      'Please check the highlighted fields',
    );
  });
});
