import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
// The parts the page loads lazily, loaded here first: the header's dialog and the section both import the
// call back form, and when two lazy imports reach the same MUI modules at once, Vitest's VM pool can fail to
// link one of them ("is not in cache", ERR_VM_MODULE_LINK_FAILURE; seen on a slower machine, 2026-12-02).
import '../../../components/callback/callback-request-form';
import '../../../components/layout/callback-dialog';
import { SiteHeader } from '../../../components/layout/site-header';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { CallbackSection } from './callback-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(user: UserEvent, scope: HTMLElement, name: string) {
  const form = within(scope);
  await user.click(await form.findByLabelText(/your name/i));
  await user.paste(name);
  await user.click(form.getByLabelText(/mobile number/i));
  await user.paste('+27 72 555 0101');
  await user.selectOptions(form.getByLabelText(/best time to call/i), 'afternoon');
  await user.selectOptions(form.getByLabelText(/cover you are interested in/i), 'device');
  await user.click(form.getByRole('checkbox', { name: /i agree/i }));
  await user.click(form.getByRole('button', { name: /call me back/i }));
}

function Page() {
  return (
    <>
      <SiteHeader />
      <CallbackSection />
    </>
  );
}

describe('call back success indicators', () => {
  it('shows the header dialog’s own success state, and leaves the home section untouched', async () => {
    const { callsTo } = mockFetch({
      'POST /api/callback-requests': () => json(201, { reference: 'CB-2001', message: 'ok' }),
    });
    const user = userEvent.setup();
    renderWithApp(<Page />);

    await user.click(screen.getByRole('button', { name: /call me|request a call back/i }));
    const dialog = await screen.findByRole('dialog', { name: /request a call back/i });
    await fill(user, dialog, 'Sipho Dlamini');

    const success = await screen.findByTestId('callback-header-success');
    expect(success).toHaveTextContent('CB-2001');
    expect(screen.queryByTestId('callback-home-success')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/callback-requests')).toHaveLength(1);
    expect(callsTo('POST', '/api/callback-requests')[0]?.body).toMatchObject({
      source: 'header',
      mobile: '+27725550101',
    });
    expect(screen.getByTestId('notification-status')).toHaveTextContent('Your reference is CB-2001');
  });

  it('shows the home section’s own success panel, and the header dialog opens with a fresh form', async () => {
    const { callsTo } = mockFetch({
      'POST /api/callback-requests': () => json(201, { reference: 'CB-3001', message: 'ok' }),
    });
    const user = userEvent.setup();
    renderWithApp(<Page />);

    const section = screen.getByRole('region', { name: /talk to a consultant/i });
    await fill(user, section, 'Lerato Khumalo');

    expect(await within(section).findByTestId('callback-home-success')).toHaveTextContent('CB-3001');
    expect(callsTo('POST', '/api/callback-requests')[0]?.body).toMatchObject({ source: 'home' });

    await user.click(screen.getByRole('button', { name: /call me|request a call back/i }));
    const dialog = await screen.findByRole('dialog', { name: /request a call back/i });
    expect(within(dialog).getByRole('button', { name: /call me back/i })).toBeEnabled();
    expect(screen.queryByTestId('callback-header-success')).not.toBeInTheDocument();
  });
});
