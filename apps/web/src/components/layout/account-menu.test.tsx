import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { AccountMenu } from './account-menu';
import { MobileNavAccount } from './mobile-nav-account';
import { MobileNavDrawer } from './mobile-nav-drawer';

afterEach(() => vi.unstubAllGlobals());

const employee = {
  audience: 'employee',
  name: 'Sipho',
  home: '/employee',
  profile: '/employee/profile',
} as const;

describe('account menu', () => {
  it('offers a signed-in customer their policies and claims', async () => {
    mockFetch();
    renderWithApp(
      <AccountMenu
        account={{ audience: 'retail', name: 'Thandi', home: '/retail', profile: '/retail/profile' }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Thandi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My funeral cover' })).toHaveAttribute(
      'href',
      '/retail/funeral/policies',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My funeral claims' })).toHaveAttribute(
      'href',
      '/retail/funeral/claims',
    );
  });

  it('names the person by their first name where a phone has room for no more, and in full from sm up', () => {
    mockFetch();
    renderWithApp(<AccountMenu account={{ ...employee, name: 'Demo Supervisor' }} />);
    const button = screen.getByRole('button', { name: 'Account menu for Demo Supervisor' });
    expect(within(button).getByText('Demo')).toBeInTheDocument();
    expect(within(button).getByText('Demo Supervisor')).toBeInTheDocument();
  });

  it('offers an employee the employee funeral page and their claims', async () => {
    mockFetch();
    renderWithApp(<AccountMenu account={employee} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Sipho' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My funeral cover' })).toHaveAttribute(
      'href',
      '/employee/funeral',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My funeral claims' })).toHaveAttribute(
      'href',
      '/employee/funeral/claims',
    );
  });

  it('gives the phone menu the same links', () => {
    mockFetch();
    renderWithApp(
      <MobileNavDrawer
        open
        onClose={() => {}}
        onRequestCallback={() => {}}
        signInEntries={[]}
        accountSection={<MobileNavAccount account={employee} onClose={() => {}} />}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'My funeral cover' })).toHaveAttribute(
      'href',
      '/employee/funeral',
    );
    expect(within(nav).getByRole('link', { name: 'My funeral claims' })).toHaveAttribute(
      'href',
      '/employee/funeral/claims',
    );
    expect(within(nav).getByRole('link', { name: /my account/i })).toHaveAttribute('href', '/employee');
  });
});
