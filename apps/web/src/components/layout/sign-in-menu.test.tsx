import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { SignInButton } from './sign-in-button';
import { enabledSignInEntryPoints } from './sign-in-entry-points';

afterEach(() => vi.unstubAllGlobals());

describe('sign-in menu', () => {
  it('offers employee sign-in and employee registration to a newcomer', async () => {
    mockFetch();
    renderWithApp(<SignInButton entries={enabledSignInEntryPoints()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /employee sign in/i })).toHaveAttribute(
      'href',
      '/employee/sign-in',
    );
    expect(within(menu).getByRole('menuitem', { name: /register as a telkom employee/i })).toHaveAttribute(
      'href',
      '/employee/register',
    );
    expect(within(menu).getByRole('menuitem', { name: /create a customer account/i })).toHaveAttribute(
      'href',
      '/retail/sign-up',
    );
  });

  it('offers the same registration in the phone menu', () => {
    mockFetch();
    renderWithApp(
      <MobileNavDrawer
        open
        onClose={() => {}}
        onRequestCallback={() => {}}
        signInEntries={enabledSignInEntryPoints()}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: /register as a telkom employee/i })).toHaveAttribute(
      'href',
      '/employee/register',
    );
  });
});
