import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FORM_CHECK_UNAVAILABLE, lazyFormChecks } from './lazy-form-checks';
import { useUncontrolledForm } from './uncontrolled-form';

const schema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
type Form = z.input<typeof schema>;

interface Props {
  onValid: (values: Form) => unknown;
  load?: () => Promise<typeof schema>;
  remembered?: string;
}

function SignInForm({ onValid, load = async () => schema, remembered = '' }: Props) {
  const [checks] = useState(() => lazyFormChecks<Form>(load));
  const [shown, setShown] = useState(true);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useUncontrolledForm<Form>({
    check: checks.check,
    defaultValues: { username: remembered, password: '' },
  });
  if (!shown) return <button onClick={() => setShown(true)}>Back to the form</button>;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <label htmlFor="username">Username</label>
      <input id="username" {...register('username')} aria-invalid={Boolean(errors.username)} />
      <span>{errors.username?.message}</span>
      <label htmlFor="password">Password</label>
      <input id="password" type="password" {...register('password')} />
      <span>{errors.password?.message}</span>
      <button type="submit">{isSubmitting ? 'Signing in…' : 'Sign in'}</button>
      <button
        type="button"
        onClick={() =>
          setError(
            'username',
            { type: 'taken', message: `No ${getValues('username')}` },
            { shouldFocus: true },
          )
        }
      >
        Refuse
      </button>
      <button type="button" onClick={clearErrors}>
        Clear
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Away
      </button>
    </form>
  );
}

describe('useUncontrolledForm', () => {
  it('checks what the fields hold, shows each field’s problem, focuses the first, and sends nothing', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SignInForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the values as the checks give them back, with the problems cleared', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SignInForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Password is required');
    await user.type(screen.getByLabelText('Username'), '  thandi ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'thandi', password: 'secret' }));
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('once sent, a field’s problem is checked again as it changes; before, it is not', async () => {
    const user = userEvent.setup();
    render(<SignInForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'a');
    await user.clear(screen.getByLabelText('Username'));
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Username is required');
    await user.type(screen.getByLabelText('Username'), 't');
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    // The password's problem stays until the password changes.
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
  });

  it('says it is sending while the submit handler runs', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<SignInForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Username'), 'thandi');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeInTheDocument();
    act(() => finish());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a field starts with its default, but what was typed into it before the page hydrated stays', async () => {
    const { unmount } = render(<SignInForm onValid={vi.fn()} remembered="thandi" />);
    expect(screen.getByLabelText('Username')).toHaveValue('thandi');
    unmount();
    // The prerendered form (no remembered name on the server), typed into before its script ran.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm onValid={vi.fn()} />);
    document.body.append(container);
    const typed = container.querySelector<HTMLInputElement>('#username');
    if (!typed) throw new Error('no username field');
    typed.value = 'sipho';
    const onValid = vi.fn();
    render(<SignInForm onValid={onValid} remembered="thandi" />, { container, hydrate: true });
    expect(screen.getByLabelText('Username')).toBe(typed);
    expect(typed).toHaveValue('sipho');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'sipho', password: 'secret' }));
  });

  it('a field that leaves the page and comes back gets back what it held', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<SignInForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Username'), 'thandi');
    await user.click(screen.getByRole('button', { name: 'Away' }));
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByLabelText('Username')).toHaveValue('thandi');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'thandi', password: 'secret' }));
  });

  it('sets a problem by hand, focusing its field, and clears them all', async () => {
    const user = userEvent.setup();
    render(<SignInForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'thandi');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('No thandi')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('No thandi')).not.toBeInTheDocument();
  });

  it('when the checks cannot be downloaded, the form says why and keeps what was typed', async () => {
    const onValid = vi.fn();
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const user = userEvent.setup();
    render(<SignInForm onValid={onValid} load={load} />);
    await user.type(screen.getByLabelText('Username'), 'thandi');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_CHECK_UNAVAILABLE);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveValue('thandi');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'thandi', password: 'secret' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
