import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { SiteHeader } from './site-header';

/** The first load draws the header twice: the loading shell's, then the page's (a fresh instance). */
function ShellSwap() {
  const [shell, setShell] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setShell((n) => n + 1)}>
        page code arrived
      </button>
      <SiteHeader key={shell} />
    </>
  );
}

describe('site header', () => {
  it('opens the call back dialog tapped in the loading shell once the page’s shell replaces it', async () => {
    renderWithApp(<ShellSwap />);
    fireEvent.click(screen.getByRole('button', { name: /call me|request a call back/i }));
    fireEvent.click(screen.getByRole('button', { name: 'page code arrived' }));
    expect(await screen.findByRole('dialog', { name: /request a call back/i })).toBeVisible();
  });

  it('keeps the menu open across the same swap, and closes it', async () => {
    renderWithApp(<ShellSwap />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'page code arrived' }));
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const drawer = await screen.findByRole('presentation', { hidden: false });
    expect(drawer).toBeInTheDocument();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
