import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { BACKOFFICE_SESSION } from '../testing/backoffice-fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { ConsoleNav } from './console-nav';

afterEach(() => vi.unstubAllGlobals());

describe('the console bar on a phone', () => {
  it('wraps every section into sight instead of hiding some in a sideways strip', async () => {
    mockFetch({ ...BACKOFFICE_SESSION });
    await renderBackoffice(<ConsoleNav />, { path: '/operator/backoffice' });
    const sections = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(sections).getAllByRole('link')).toHaveLength(6);
    const style = getComputedStyle(sections);
    expect(style.flexWrap).toBe('wrap');
    expect(style.overflowX).not.toBe('auto');
    expect(style.overflowX).not.toBe('scroll');
    for (const link of within(sections).getAllByRole('link')) expect(link).toBeVisible();
  });
});
