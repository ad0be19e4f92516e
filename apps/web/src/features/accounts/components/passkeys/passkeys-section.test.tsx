import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render';
import type * as flows from './passkey-flows';
import { addPasskey, listPasskeys, removePasskey, type Passkey } from './passkey-flows';
import { PASSKEY_ADDED, PASSKEY_REMOVED, PasskeysSection } from './passkeys-section';

vi.mock('./passkey-flows', async (importOriginal) => ({
  ...(await importOriginal<typeof flows>()),
  listPasskeys: vi.fn(),
  addPasskey: vi.fn(),
  removePasskey: vi.fn(),
}));

function named(name: string): Error {
  const error = new Error(`technical text of ${name}`);
  error.name = name;
  return error;
}

const phone: Passkey = { id: 'cred-phone', name: 'This phone', addedOn: new Date('2026-03-14T08:00:00Z') };
const key: Passkey = { id: 'cred-key', name: 'Security key', addedOn: new Date('2026-04-02T08:00:00Z') };

beforeEach(() => {
  // jsdom has no WebAuthn: a browser that supports passkeys exposes PublicKeyCredential.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Renders the section; `notices` collects every snackbar message (the snackbar itself hides after 3 s). */
function renderSection() {
  const rendered = renderWithApp(<PasskeysSection audience="retail" />, { path: '/retail/profile' });
  const notices: string[] = [];
  rendered.store.subscribe(() => {
    const current = rendered.store.getState().notifications.queue[0];
    const notice = current ? `${current.variant}: ${current.message}` : null;
    if (notice && notices.at(-1) !== notice) notices.push(notice);
  });
  return { ...rendered, notices };
}

describe('passkeys section', () => {
  it('explains passkeys and lists each with its name and the day it was added', async () => {
    vi.mocked(listPasskeys).mockResolvedValue([phone, key]);
    renderSection();
    expect(
      screen.getByText(/Sign in with your fingerprint, face or screen lock instead of a password/),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('This phone');
    expect(items[0]).toHaveTextContent('Added on 14 March 2026');
    expect(items[1]).toHaveTextContent('Security key');
    expect(items[1]).toHaveTextContent('Added on 2 April 2026');
    expect(list).not.toHaveTextContent('cred-phone');
    expect(listPasskeys).toHaveBeenCalledWith('retail');
  });

  it('says when there are none yet', async () => {
    vi.mocked(listPasskeys).mockResolvedValue([]);
    renderSection();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your passkeys' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    vi.mocked(listPasskeys)
      .mockRejectedValueOnce(named('InternalErrorException'))
      .mockResolvedValueOnce([phone]);
    renderSection();
    expect(
      await screen.findByText('Unable to load your passkeys. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toHaveTextContent('This phone');
    expect(
      screen.queryByText('Unable to load your passkeys. Please try again later.'),
    ).not.toBeInTheDocument();
    expect(listPasskeys).toHaveBeenCalledTimes(2);
  });

  it('adds a passkey on this phone and shows it in the list', async () => {
    vi.mocked(listPasskeys).mockResolvedValueOnce([]).mockResolvedValueOnce([phone]);
    vi.mocked(addPasskey).mockResolvedValue();
    const { notices } = renderSection();
    await screen.findByText('You have no passkeys yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a passkey on this device' }));
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toHaveTextContent('This phone');
    expect(addPasskey).toHaveBeenCalledWith('retail');
    expect(notices).toEqual([`success: ${PASSKEY_ADDED}`]);
  });

  it('says plainly that a closed prompt added nothing, as a notice rather than an error', async () => {
    vi.mocked(listPasskeys).mockResolvedValue([]);
    vi.mocked(addPasskey).mockRejectedValue(named('PasskeyRegistrationCanceled'));
    const { notices } = renderSection();
    await screen.findByText('You have no passkeys yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a passkey on this device' }));
    const notice = await screen.findByText(/No passkey was added: the prompt was closed before it finished/);
    expect(notice.closest('[role]')).toHaveAttribute('role', 'status');
    expect(notice.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorInfo');
    expect(notices).toEqual([]);
    expect(listPasskeys).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add a passkey on this device' })).toBeEnabled();
  });

  it('names a passkey that is already on this phone and a full list as errors', async () => {
    vi.mocked(listPasskeys).mockResolvedValue([phone]);
    vi.mocked(addPasskey)
      .mockRejectedValueOnce(named('PasskeyAlreadyExists'))
      .mockRejectedValueOnce(named('LimitExceededException'));
    const { notices } = renderSection();
    await screen.findByRole('list', { name: 'Your passkeys' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a passkey on this device' }));
    const duplicate = await screen.findByText(
      'This phone already has a passkey for your account, so you can already sign in with it.',
      { selector: '.MuiAlert-message' },
    );
    expect(duplicate.closest('[role]')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Add a passkey on this device' }));
    expect(
      await screen.findByText(
        'You already have the most passkeys allowed. Remove one you no longer use, then try again.',
        { selector: '.MuiAlert-message' },
      ),
    ).toBeInTheDocument();
    expect(notices).toEqual([
      'error: This phone already has a passkey for your account, so you can already sign in with it.',
      'error: You already have the most passkeys allowed. Remove one you no longer use, then try again.',
    ]);
    expect(screen.queryByText(/technical text/)).not.toBeInTheDocument();
  });

  it('removes a passkey only after the confirmation', async () => {
    vi.mocked(listPasskeys).mockResolvedValueOnce([phone, key]).mockResolvedValueOnce([key]);
    vi.mocked(removePasskey).mockResolvedValue();
    const { notices } = renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove passkey This phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with “This phone”.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removePasskey).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove passkey This phone' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removePasskey).toHaveBeenCalledWith('retail', 'cred-phone');
    const list = screen.getByRole('list', { name: 'Your passkeys' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Security key');
    expect(list).not.toHaveTextContent('This phone');
    expect(notices).toEqual([`success: ${PASSKEY_REMOVED}`]);
  });

  it('keeps the dialog open with the message when removing fails', async () => {
    vi.mocked(listPasskeys).mockResolvedValue([phone]);
    vi.mocked(removePasskey).mockRejectedValue(named('NotAuthorizedException'));
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove passkey This phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    // The dialog hides the page from assistive technology while it is open.
    expect(screen.getByRole('list', { name: 'Your passkeys', hidden: true })).toHaveTextContent('This phone');
    expect(listPasskeys).toHaveBeenCalledTimes(1);
  });

  it('treats a passkey already removed elsewhere as removed', async () => {
    vi.mocked(listPasskeys).mockResolvedValueOnce([phone]).mockResolvedValueOnce([]);
    vi.mocked(removePasskey).mockRejectedValue(named('ResourceNotFoundException'));
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove passkey This phone' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removePasskey).toHaveBeenCalledWith('retail', 'cred-phone');
  });

  it('in a browser without passkeys, lists them but offers no add, with a short note', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    vi.mocked(listPasskeys).mockResolvedValue([phone]);
    renderSection();
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toHaveTextContent('This phone');
    expect(screen.queryByRole('button', { name: 'Add a passkey on this device' })).not.toBeInTheDocument();
    expect(screen.getByText(/This browser cannot store passkeys/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove passkey This phone' })).toBeInTheDocument();
  });
});
