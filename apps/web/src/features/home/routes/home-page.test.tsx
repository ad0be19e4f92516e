import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithApp } from '../../../test/render';
import { HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it.each([
    ['funeral', 'Funeral cover', 'Get a funeral quote', '/funeral'],
    ['device', 'Device insurance', 'Get a device quote', '/device/quote'],
    ['motor', 'Motor insurance', 'See motor cover', '/motor'],
  ])('leads the %s card to its own page, with the call back second', (product, title, action, to) => {
    mockFetch();
    renderWithApp(<HomePage />);
    const card = screen.getByRole('article', { name: title });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([to, `/?product=${product}#callback`]);
    expect(links[0]).toHaveAccessibleName(action);
    expect(links[1]).toHaveAccessibleName(`Request a call back about ${title.toLowerCase()}`);
    expect(within(card).queryByText('Ask a consultant')).not.toBeInTheDocument();
  });

  it('shows Telkom employees where to register and sign in', () => {
    mockFetch();
    renderWithApp(<HomePage />);
    const employees = screen.getByRole('region', { name: 'Telkom employee?' });
    expect(within(employees).getByRole('link', { name: 'Register as an employee' })).toHaveAttribute(
      'href',
      '/employee/register',
    );
    expect(within(employees).getByRole('link', { name: 'Employee sign in' })).toHaveAttribute(
      'href',
      '/employee/sign-in',
    );
  });
});
