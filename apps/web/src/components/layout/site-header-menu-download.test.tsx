import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { idleAtOnce } from '../../test/idle-and-data-saver';
import { phoneWidth } from '../../test/phone-width';

// The phone menu's downloads, counted as they happen: the drawer (the real one), the signed-in account's
// part and the sign-out it holds (with the identity and API code).
const downloads = { drawer: 0, account: 0, signOut: 0 };

beforeEach(() => {
  downloads.drawer = 0;
  downloads.account = 0;
  downloads.signOut = 0;
  idleAtOnce();
  phoneWidth(); // the header shows the menu button and downloads the menu's code once the page is idle
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh page on a phone (lazyWithPreload keeps what it loaded per module), idle at once. */
async function renderHeader() {
  vi.resetModules();
  vi.doMock('./mobile-nav-drawer', async (importOriginal) => {
    downloads.drawer += 1;
    return importOriginal();
  });
  vi.doMock('./use-account-sign-out', async (importOriginal) => {
    downloads.signOut += 1;
    return importOriginal();
  });
  vi.doMock('./mobile-nav-account', () => {
    downloads.account += 1;
    return {
      MobileNavAccount: ({ account }: { account: { name: string } }) => <p>Account of {account.name}</p>,
    };
  });
  const { renderWithApp } = await import('../../test/render');
  const { operatorUserSlice } = await import('../../app/persisted-slices');
  const { SiteHeader } = await import('./site-header');
  const view = renderWithApp(<SiteHeader />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const signIn = async (name: string) => {
    act(() => void view.store.dispatch(operatorUserSlice.actions.operatorSignedIn({ name })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  return { signIn };
}

const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
};

describe('the phone menu’s code', () => {
  it('downloads without the account’s part for a visitor who is not signed in', async () => {
    await renderHeader();
    // at idle time, before the menu is opened
    await vi.waitFor(() => expect(downloads.drawer).toBe(1));
    const menu = await openMenu();
    expect(within(menu).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(downloads).toEqual({ drawer: 1, account: 0, signOut: 0 });
  });

  it('downloads the account’s part too once someone is signed in, and the menu shows it', async () => {
    const page = await renderHeader();
    await page.signIn('Demo Supervisor');
    await vi.waitFor(() => expect(downloads).toMatchObject({ drawer: 1, account: 1 }));
    const menu = await openMenu();
    expect(within(menu).getByText('Account of Demo Supervisor')).toBeInTheDocument();
    expect(within(menu).queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
