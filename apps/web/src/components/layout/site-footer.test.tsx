import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_CONFIG, json, mockFetch } from '../../test/mock-fetch';
import { loadPublicConfig } from '../../app/public-config';
import { renderWithApp } from '../../test/render';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

describe('site footer', () => {
  it('does not link to the development mailbox, even when it is on', async () => {
    mockFetch({ 'GET /api/config': () => json(200, { ...DEFAULT_CONFIG, devMailbox: true }) });
    renderWithApp(<SiteFooter />);
    await loadPublicConfig();
    expect(screen.queryByRole('link', { name: /development mailbox/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /mailbox/i })).not.toBeInTheDocument();
  });

  it('links each product to its own page', async () => {
    mockFetch();
    renderWithApp(<SiteFooter />);
    const cover = screen.getByRole('navigation', { name: 'Cover' });
    expect(
      within(cover)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Funeral cover', '/funeral'],
      ['Device cover', '/device'],
      ['Motor cover', '/motor'],
    ]);
  });

  it('shows customers no build stamp (staff see the version in their own footer)', async () => {
    mockFetch({
      'GET /api/config': () => json(200, { ...DEFAULT_CONFIG, buildStamp: '0.1.0+2026-12-05T10:13:32.898Z' }),
    });
    renderWithApp(<SiteFooter />);
    await loadPublicConfig();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/build|version|0\.1\.0|2026-12-05/i);
  });
});
